/** Logging in: the password step with its captcha threshold and slowdown, and the second-factor challenge. */
import { setTimeout as sleep } from "node:timers/promises";
import {
  type LoginAnswer,
  type LoginRequest,
  type LoginSecondFactorRequest,
  ResponseCode,
  type TokenPair,
} from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import type { RateLimiter } from "../../../lib/rate-limiter.ts";
import { randomToken, sha256 } from "../../../lib/secrets.ts";
import { describeDevice } from "./device.ts";
import { burnPasswordCheck, verifyPassword } from "./password.ts";
import type { MemberRow } from "./repo.ts";
import { type AuthContext, accountTarget, findMember, type RequestMeta } from "./service-context.ts";
import { checkSecondFactor } from "./two-factor.ts";

/**
 * Login attempts are counted per account and per source IP within this window.
 * Past the thresholds a login needs a passed slider captcha and failed ones are
 * answered more slowly; nothing ever refuses the right password outright, so
 * failing on purpose cannot lock a member out.
 */
const loginWindowSeconds = 15 * 60;
const attemptsBeforeCaptchaPerAccount = 3;
const attemptsBeforeCaptchaPerIp = 20;
/** Failed attempts on one account in the window after which the member is told (once per window). */
export const failuresBeforeNotice = 10;

/** How long a failed login waits before answering, by attempts past the captcha threshold (0 at or below). */
export function failedLoginDelayMs(attemptsOverThreshold: number, stepMs: number): number {
  if (attemptsOverThreshold <= 0) return 0;
  return Math.min(attemptsOverThreshold * stepMs, 8 * stepMs);
}

const loginAccountKey = (target: string) => `login-fail:account:${target}`;

/** How long the second-factor step of a login may take, and how many wrong codes it allows. */
const challengeTtlMs = 5 * 60_000;
const challengeAttempts = 5;

/** Forgets a member's failed logins, e.g. once a reset proved they control the account. */
export async function clearLoginFailures(
  rateLimiter: RateLimiter,
  member: Pick<MemberRow, "mobile" | "email">,
): Promise<void> {
  const targets = [member.mobile, member.email].filter((value): value is string => Boolean(value));
  await Promise.all(targets.map((target) => rateLimiter.reset(loginAccountKey(target))));
}

export function createLogin({ deps, issueTokens, notify, recordLogin }: AuthContext) {
  const { repo, captcha, rateLimiter } = deps;

  /** The session of a login that passed every factor, with its history entry and a new-device notice. */
  async function completeLogin(member: MemberRow, meta: RequestMeta, reason: string): Promise<TokenPair> {
    // Every way in (password, SMS code, second factor) ends here, so a suspension stops them all.
    if (member.suspendedAt) throw new AppError(ResponseCode.Forbidden, "auth.accountSuspended");
    const seen = await repo.knownDevice(member.id, describeDevice(meta.userAgent).key);
    const tokens = await repo.transaction(async (tx) => {
      await tx.touchLogin(member.id);
      return issueTokens(tx, member.id, meta);
    });
    await recordLogin(member.id, meta, true, reason);
    if (seen.anyLogin && !seen.thisDevice) await notify(member, "new-device", meta);
    return tokens;
  }

  return {
    /**
     * Each attempt is counted before the password is checked (one atomic
     * increment), so a burst of parallel guesses gets no more checks without
     * the captcha than the threshold allows.
     */
    async login(input: LoginRequest, meta: RequestMeta): Promise<LoginAnswer> {
      const target = accountTarget(input.account);
      const accountKey = loginAccountKey(target.target);
      const ipKey = `login-fail:ip:${meta.ip}`;
      // A token is checked before counting, so a wrong or used one costs no attempt.
      const hasCaptcha = Boolean(input.captchaVerification);
      if (hasCaptcha && !(await captcha.consumeVerification(input.captchaVerification as string))) {
        throw new AppError(ResponseCode.CaptchaRequired, "auth.captchaExpired");
      }
      const [account, ip] = await Promise.all([
        rateLimiter.hit(accountKey, attemptsBeforeCaptchaPerAccount, loginWindowSeconds),
        rateLimiter.hit(ipKey, attemptsBeforeCaptchaPerIp, loginWindowSeconds),
      ]);
      if (!hasCaptcha && (!account.allowed || !ip.allowed)) {
        throw new AppError(ResponseCode.CaptchaRequired, "auth.captchaRequired");
      }

      const member = await findMember(repo, target);
      const passwordOk = member ? await verifyPassword(member.passwordHash, input.password) : false;
      if (!member) await burnPasswordCheck(input.password);
      if (member && !passwordOk) {
        await recordLogin(member.id, meta, false, "password-wrong");
        // The count is atomic, so exactly one attempt of a window sees this number: one notice, not one per guess.
        if (account.count === failuresBeforeNotice) await notify(member, "login-failures", meta);
      }
      if (!member || !passwordOk) {
        const over = Math.max(account.count - attemptsBeforeCaptchaPerAccount, ip.count - attemptsBeforeCaptchaPerIp);
        await sleep(failedLoginDelayMs(over, deps.loginSlowdownStepMs ?? 250));
        throw new AppError(ResponseCode.LoginFailed, "auth.loginFailed");
      }
      // A good login clears the account's count, and takes back its own hit on the IP's
      // (not the IP's whole count: owning one account must not wash an IP clean).
      await Promise.all([rateLimiter.reset(accountKey), rateLimiter.undo(ipKey)]);
      // Only after the right password: a stranger learns nothing about the account.
      if (member.suspendedAt) throw new AppError(ResponseCode.Forbidden, "auth.accountSuspended");
      if (member.totpSecret) {
        // No session exists until the second factor is right: nothing here can be refreshed.
        const challenge = randomToken();
        await repo.insertChallenge({
          memberId: member.id,
          tokenHash: sha256(challenge),
          expiresAt: new Date(Date.now() + challengeTtlMs),
        });
        return { secondFactorRequired: true, challenge };
      }
      return completeLogin(member, meta, "password");
    },

    /**
     * The second step of a two-factor login. Wrong codes count against the account and the IP like
     * wrong passwords (and slow down the same way); a challenge allows five before it is spent.
     */
    async loginSecondFactor(input: LoginSecondFactorRequest, meta: RequestMeta): Promise<TokenPair> {
      const challenge = await repo.findLiveChallenge(sha256(input.challenge));
      if (!challenge || challenge.failedAttempts >= challengeAttempts) {
        throw new AppError(ResponseCode.LoginFailed, "auth.secondFactorExpired");
      }
      const member = await repo.findMemberById(challenge.memberId);
      if (!member) throw new AppError(ResponseCode.LoginFailed, "auth.secondFactorExpired");
      const accountKey = loginAccountKey(member.mobile ?? member.email ?? String(member.id));
      const ipKey = `login-fail:ip:${meta.ip}`;
      const [account, ip] = await Promise.all([
        rateLimiter.hit(accountKey, attemptsBeforeCaptchaPerAccount, loginWindowSeconds),
        rateLimiter.hit(ipKey, attemptsBeforeCaptchaPerIp, loginWindowSeconds),
      ]);
      const how = await checkSecondFactor(repo, member, input.code);
      if (!how) {
        await repo.failChallenge(challenge.id);
        await recordLogin(member.id, meta, false, "second-factor-wrong");
        const over = Math.max(account.count - attemptsBeforeCaptchaPerAccount, ip.count - attemptsBeforeCaptchaPerIp);
        await sleep(failedLoginDelayMs(over, deps.loginSlowdownStepMs ?? 250));
        throw new AppError(ResponseCode.LoginFailed, "auth.secondFactorCodeInvalid");
      }
      if (!(await repo.useChallenge(challenge.id)))
        throw new AppError(ResponseCode.LoginFailed, "auth.secondFactorExpired");
      await Promise.all([rateLimiter.reset(accountKey), rateLimiter.undo(ipKey)]);
      return completeLogin(member, meta, how);
    },
  };
}
