/** Signing up: verification codes for a new account or a reset, and registering with one. */
import { CodePurpose, type RegisterRequest, ResponseCode, type SendCodeRequest, type TokenPair } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { hashPassword } from "./password.ts";
import {
  type AuthContext,
  codeTargetOf,
  contactOf,
  findMember,
  type RequestMeta,
  rejectWeakPassword,
} from "./service-context.ts";

export function createRegistration({ deps, issueTokens, recordLogin, withConsumedCode }: AuthContext) {
  const { repo, codes, captcha } = deps;

  async function requireCaptcha(token: string | undefined): Promise<void> {
    if (!token) throw new AppError(ResponseCode.BadRequest, "auth.captchaRequired");
    if (!(await captcha.useForFormVisit(token))) throw new AppError(ResponseCode.BadRequest, "auth.captchaExpired");
  }

  return {
    async sendCode(input: SendCodeRequest, meta: RequestMeta): Promise<void> {
      const target = codeTargetOf(input);
      // The send limits first: a slider solved only to hear "sent too often" is a slider wasted. The
      // missing captcha then answers CaptchaRequired, which the page takes as "show the slider now".
      await codes.refuseOverLimit({ target: target.target, ip: meta.ip });
      if (!input.captchaVerification) throw new AppError(ResponseCode.CaptchaRequired, "auth.captchaRequired");
      await requireCaptcha(input.captchaVerification);
      const purpose = input.scene as 0 | 3;
      const exists = Boolean(await findMember(repo, target));
      if (purpose === CodePurpose.Register && exists) {
        // Said now rather than after the code is typed. Behind the same captcha and per-IP count as
        // any code request, so it tells no more, no faster, than registering itself always did.
        await codes.countIpRequest(meta.ip);
        throw new AppError(ResponseCode.BadRequest, target.channel === "sms" ? "auth.mobileTaken" : "auth.emailTaken");
      }
      // A reset for an unknown account answers like any other and counts the same, but sends nothing.
      const deliver = purpose === CodePurpose.Register || exists;
      await codes.issue({ ...target, purpose, ip: meta.ip, locale: meta.locale, deliver });
    },

    async register(input: RegisterRequest, meta: RequestMeta): Promise<TokenPair> {
      const target = codeTargetOf(input);
      rejectWeakPassword(input.password, contactOf(target));
      await requireCaptcha(input.captchaVerification);
      const passwordHash = await hashPassword(input.password);
      const { memberId, tokens } = await withConsumedCode(target, CodePurpose.Register, input.code, async (tx) => {
        const member = await tx.insertMember({
          mobile: target.channel === "sms" ? target.target : null,
          email: target.channel === "email" ? target.target : null,
          passwordHash,
          locale: meta.locale,
          registerIp: meta.ip,
          substationId: meta.substationId ?? null,
        });
        // Taken: throwing rolls back, so the code stays usable for logging in instead.
        if (!member)
          throw new AppError(
            ResponseCode.BadRequest,
            target.channel === "sms" ? "auth.mobileTaken" : "auth.emailTaken",
          );
        await deps.onRegistered?.(tx.executor, { memberId: member.id, inviteCode: input.inviteCode || null });
        return { memberId: member.id, tokens: await issueTokens(tx, member.id, meta) };
      });
      await recordLogin(memberId, meta, true, "register");
      return tokens;
    },
  };
}
