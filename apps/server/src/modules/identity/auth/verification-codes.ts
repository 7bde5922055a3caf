import { type Locale, parseMobile, ResponseCode } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import type { RateLimiter } from "../../../lib/rate-limiter.ts";
import { hmacSha256, randomDigits, safeEqual } from "../../../lib/secrets.ts";
import type { AuthRepo, AuthRepoTx } from "./repo.ts";

const toE164 = (stored: string) => parseMobile(stored)?.e164;

const codeTtlMinutes = 5;
const maxWrongAttempts = 5;
const maxCodesPerTargetPerDay = 10;
const maxCodesPerIpPerHour = 20;

type CodeChannel = "sms" | "email";

export type CodeCheck = { ok: true } | { ok: false; error: AppError };
const failed = (messageKey: string): CodeCheck => ({
  ok: false,
  error: new AppError(ResponseCode.BadRequest, messageKey),
});

/** What delivers a code (see modules/platform/messaging); injected so tests and production share this path. */
export interface CodeSender {
  send(message: {
    channel: CodeChannel;
    to: string;
    locale: Locale;
    code: string;
    purpose: 0 | 3;
    ttlMinutes: number;
  }): Promise<void>;
}

export interface CodeTarget {
  channel: CodeChannel;
  /** Normalised mobile or lower-cased e-mail. */
  target: string;
}

export function createVerificationCodes(deps: {
  repo: AuthRepo;
  sender: CodeSender;
  rateLimiter: RateLimiter;
  secret: string;
  /** One code per target per this many seconds (60 unless configured). */
  resendIntervalSeconds: number;
  log: { error(obj: object, msg: string): void };
}) {
  const hashCode = (target: string, purpose: number, code: string) =>
    hmacSha256(deps.secret, `${purpose}:${target}:${code}`);

  /** Counts one code request against the sender's IP; throws once the hour's allowance is used. */
  async function countIpRequest(ip: string): Promise<void> {
    const ipWindow = await deps.rateLimiter.hit(`code-ip:${ip}`, maxCodesPerIpPerHour, 3600);
    if (!ipWindow.allowed) throw new AppError(ResponseCode.TooManyRequests, "auth.codeIpLimit");
  }

  /** Throws while the target's resend interval runs or its day's codes are used up. */
  async function refuseTargetOverLimit(tx: AuthRepoTx, target: string): Promise<void> {
    const latest = await tx.latestCodeAt(target);
    if (latest) {
      const waitSeconds = Math.ceil(deps.resendIntervalSeconds - (Date.now() - latest.getTime()) / 1000);
      if (waitSeconds > 0) {
        throw new AppError(ResponseCode.TooManyRequests, "auth.codeSendTooSoon", { seconds: waitSeconds });
      }
    }
    const today = await tx.countCodesSince(target, new Date(Date.now() - 24 * 3600 * 1000));
    if (today >= maxCodesPerTargetPerDay) throw new AppError(ResponseCode.TooManyRequests, "auth.codeDailyLimit");
  }

  return {
    countIpRequest,

    /**
     * The limits `issue` enforces, read without counting anything: asked before the captcha, so
     * nobody solves a slider only to hear "sent too often". `issue` checks them again under its lock.
     */
    async refuseOverLimit(input: { target: string; ip: string }): Promise<void> {
      if ((await deps.rateLimiter.peek(`code-ip:${input.ip}`)) >= maxCodesPerIpPerHour) {
        throw new AppError(ResponseCode.TooManyRequests, "auth.codeIpLimit");
      }
      await deps.repo.transaction((tx) => refuseTargetOverLimit(tx, input.target));
    },

    /**
     * Issues a 6-digit code: one per target per resend interval (60 s), 10 per target per day and
     * 20 per IP per hour. `deliver` false records the code without sending it
     * (a reset for an unknown account), so the answer and the limits are the same.
     */
    async issue(input: CodeTarget & { purpose: 0 | 3; ip: string; locale: Locale; deliver: boolean }) {
      await countIpRequest(input.ip);

      const code = randomDigits(6);
      const codeId = await deps.repo.transaction(async (tx) => {
        await tx.lockTarget(input.target);
        await refuseTargetOverLimit(tx, input.target);
        return tx.insertCode({
          channel: input.channel,
          target: input.target,
          purpose: input.purpose,
          codeHash: hashCode(input.target, input.purpose, code),
          expiresAt: new Date(Date.now() + codeTtlMinutes * 60_000),
          ip: input.ip,
        });
      });
      if (!input.deliver) return;
      // Sent after the commit: a provider call must not hold the lock or the transaction.
      try {
        await deps.sender.send({
          channel: input.channel,
          // SMS adapters take E.164; the target is the stored form (11 digits on the mainland).
          to: input.channel === "sms" ? (toE164(input.target) ?? input.target) : input.target,
          locale: input.locale,
          code,
          purpose: input.purpose,
          ttlMinutes: codeTtlMinutes,
        });
      } catch (error) {
        deps.log.error({ err: error, channel: input.channel }, "verification code delivery failed");
        // A code nobody received must not count against the limits.
        await deps.repo.deleteCode(codeId);
        throw new AppError(ResponseCode.ServerError, "auth.codeSendFailed");
      }
    },

    /**
     * Uses up the newest live code for the target inside the caller's
     * transaction. A wrong code is counted and the failure returned, not
     * thrown, so the caller commits the count; the fifth wrong try kills the code.
     */
    async consume(tx: AuthRepoTx, input: { target: string; purpose: number; code: string }): Promise<CodeCheck> {
      const row = await tx.findUsableCode(input.target, input.purpose);
      if (!row) return failed("auth.codeInvalid");
      if (row.failedAttempts >= maxWrongAttempts) return failed("auth.codeTooManyAttempts");
      if (!safeEqual(row.codeHash, hashCode(input.target, input.purpose, input.code))) {
        const attempts = await tx.recordFailedAttempt(row.id);
        return failed(attempts >= maxWrongAttempts ? "auth.codeTooManyAttempts" : "auth.codeInvalid");
      }
      if (!(await tx.markCodeUsed(row.id))) return failed("auth.codeInvalid");
      return { ok: true };
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
