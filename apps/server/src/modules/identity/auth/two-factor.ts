/** The member's second factor: its status, enrolment, enabling with recovery codes, disabling, and checking a code. */
import { ResponseCode, type TwoFactorSetup, type TwoFactorStatus } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import {
  acceptTotp,
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
} from "../../../lib/second-factor.ts";
import { maskMobile } from "./masking.ts";
import { verifyPassword } from "./password.ts";
import type { AuthRepo, MemberRow } from "./repo.ts";
import type { AuthContext, RequestMeta } from "./service-context.ts";

/** Accepts a current authenticator code (each step once) or an unused recovery code (each once). */
export async function checkSecondFactor(
  repo: AuthRepo,
  member: MemberRow,
  code: string,
): Promise<"second-factor" | "recovery-code" | null> {
  if (!member.totpSecret) return null;
  const step = acceptTotp({ secret: member.totpSecret, code, lastUsedStep: member.totpLastStep ?? null });
  if (step !== null) return (await repo.useTotpStep(member.id, step)) ? "second-factor" : null;
  const row = matchRecoveryCode(code, await repo.listUnusedRecoveryCodes(member.id));
  if (row && (await repo.useRecoveryCode(row.id))) return "recovery-code";
  return null;
}

export function createTwoFactor({ deps, notify }: AuthContext) {
  const { repo } = deps;

  async function requirePassword(member: MemberRow, password: string): Promise<void> {
    if (!(await verifyPassword(member.passwordHash, password))) {
      throw new AppError(ResponseCode.BadRequest, "auth.passwordWrong");
    }
  }

  return {
    async twoFactorStatus(memberId: number): Promise<TwoFactorStatus> {
      const member = await repo.findMemberById(memberId);
      if (!member) throw AppError.unauthorized();
      const left = member.totpSecret ? (await repo.listUnusedRecoveryCodes(memberId)).length : 0;
      return {
        enabled: Boolean(member.totpSecret),
        enabledAt: member.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: left,
      };
    },

    /** A new secret to scan; with a second factor already on, re-enrolling needs a current code as well. */
    async twoFactorSetup(memberId: number, input: { password: string; code?: string }): Promise<TwoFactorSetup> {
      const member = await repo.findMemberById(memberId);
      if (!member) throw AppError.unauthorized();
      await requirePassword(member, input.password);
      if (member.totpSecret) {
        if (!input.code) throw new AppError(ResponseCode.BadRequest, "auth.secondFactorCodeRequired");
        if (!(await checkSecondFactor(repo, member, input.code))) {
          throw new AppError(ResponseCode.BadRequest, "auth.secondFactorCodeInvalid");
        }
      }
      const secret = newTotpSecret();
      await repo.setPendingTotp(memberId, secret);
      const label = member.email ?? (member.mobile ? maskMobile(member.mobile) : String(member.id));
      return { secret, otpauthUri: totpUri({ secret, issuer: deps.totpIssuer ?? "Proxy shop", label }) };
    },

    /** Proves the new secret with a code; answers ten recovery codes, shown this once and stored hashed. */
    async twoFactorEnable(
      memberId: number,
      input: { code: string; endOtherAccess?: boolean; keepFamilyId: string },
      meta: RequestMeta,
    ): Promise<{ recoveryCodes: string[] }> {
      const { code } = input;
      const member = await repo.findMemberById(memberId);
      if (!member) throw AppError.unauthorized();
      const secret = member.totpPendingSecret;
      if (!secret) throw new AppError(ResponseCode.BadRequest, "auth.secondFactorNotEnrolled");
      const step = acceptTotp({ secret, code, lastUsedStep: null });
      if (step === null) throw new AppError(ResponseCode.BadRequest, "auth.secondFactorCodeInvalid");
      const recoveryCodes = newRecoveryCodes(10);
      const enabled = await repo.transaction(async (tx) => {
        if (!(await tx.enableTotp(memberId, secret, step))) return false;
        await tx.replaceRecoveryCodes(memberId, recoveryCodes.map(hashRecoveryCode));
        // A session or key someone else got before the second factor was on would outlive it otherwise.
        if (input.endOtherAccess !== false) {
          await tx.revokeOtherFamilies(memberId, input.keepFamilyId);
          await tx.revokeApiKeys(memberId);
        }
        return true;
      });
      if (!enabled) throw new AppError(ResponseCode.BadRequest, "auth.secondFactorNotEnrolled");
      await notify(member, member.totpSecret ? "recovery-codes-renewed" : "second-factor-on", meta);
      return { recoveryCodes };
    },

    async twoFactorDisable(memberId: number, input: { password: string; code: string }, meta: RequestMeta) {
      const member = await repo.findMemberById(memberId);
      if (!member) throw AppError.unauthorized();
      if (!member.totpSecret) throw new AppError(ResponseCode.BadRequest, "auth.secondFactorOff");
      await requirePassword(member, input.password);
      if (!(await checkSecondFactor(repo, member, input.code))) {
        throw new AppError(ResponseCode.BadRequest, "auth.secondFactorCodeInvalid");
      }
      await repo.transaction((tx) => tx.disableTotp(memberId));
      await notify(member, "second-factor-off", meta);
    },
  };
}
