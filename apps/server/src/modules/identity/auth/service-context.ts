/** What the parts of the auth service share: their dependencies, the request's metadata and the helpers several parts use. */
import { type Locale, passwordContainsContact, ResponseCode, type TokenPair, toStoredMobile } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import type { Executor } from "../../../lib/executor.ts";
import type { RateLimiter } from "../../../lib/rate-limiter.ts";
import { randomToken, sha256 } from "../../../lib/secrets.ts";
import type { NoticeSender, SecurityNoticeKind } from "../../platform/messaging/notices.ts";
import type { TrafficService } from "../../proxy/traffic/service.ts";
import { describeDevice } from "./device.ts";
import { isCommonPassword } from "./password.ts";
import type { AuthRepo, AuthRepoTx, MemberRow } from "./repo.ts";
import type { CodeTarget, VerificationCodes } from "./verification-codes.ts";

interface CaptchaGate {
  /** True exactly once for a valid second-verification token (login: each attempt past the threshold). */
  consumeVerification(token: string): Promise<boolean>;
  /** True for the few calls of one form visit a passed slider covers (send code, resend, register). */
  useForFormVisit(token: string): Promise<boolean>;
}

export interface AuthServiceDeps {
  repo: AuthRepo;
  codes: VerificationCodes;
  captcha: CaptchaGate;
  rateLimiter: RateLimiter;
  traffic: TrafficService;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /** A session's absolute lifetime from its login; rotation keeps the end it got at login. */
  sessionAbsoluteMs: number;
  /** Added wait per failed login past the captcha threshold (250 ms; tests pass 0). */
  loginSlowdownStepMs?: number;
  /** Country of an IP from the offline database, for the approximate place of a session. */
  lookupCountry?(ip: string): Promise<string | null>;
  /** Security notices (new device, password and second-factor changes); none when absent. */
  notices?: NoticeSender;
  /** The name authenticator apps show beside the code. */
  totpIssuer?: string;
  log?: { warn(obj: object, msg: string): void };
  /**
   * Told in the registering transaction of a new member and the invite code they came with (the
   * growth context records the referrer; an unknown code records nothing).
   */
  onRegistered?: (tx: Executor, registered: { memberId: number; inviteCode: string | null }) => Promise<void>;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  locale: Locale;
  substationId?: number | null;
}

export function createAuthContext(deps: AuthServiceDeps) {
  const { repo, codes } = deps;

  /** A new token pair; a rotation passes its family and that family's absolute end, which never moves. */
  async function issueTokens(
    tx: AuthRepoTx,
    memberId: number,
    meta: RequestMeta,
    family?: {
      familyId: string;
      absoluteExpiresAt: Date;
      device: string | null;
      location: string | null;
      firstSeenAt: Date;
    },
  ) {
    family ??= {
      familyId: randomToken(16),
      absoluteExpiresAt: new Date(Date.now() + deps.sessionAbsoluteMs),
      device: describeDevice(meta.userAgent).name,
      location: await locate(meta.ip),
      firstSeenAt: new Date(),
    };
    const accessToken = randomToken();
    const refreshToken = randomToken();
    const end = family.absoluteExpiresAt.getTime();
    const accessExpiresAt = new Date(Math.min(Date.now() + deps.accessTokenTtlMs, end));
    await tx.insertSession({
      memberId,
      familyId: family.familyId,
      accessTokenHash: sha256(accessToken),
      refreshTokenHash: sha256(refreshToken),
      accessExpiresAt,
      refreshExpiresAt: new Date(Math.min(Date.now() + deps.refreshTokenTtlMs, end)),
      absoluteExpiresAt: family.absoluteExpiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
      device: family.device,
      location: family.location,
      firstSeenAt: family.firstSeenAt,
    });
    return {
      userId: memberId,
      accessToken,
      refreshToken,
      expiresTime: accessExpiresAt.toISOString(),
    } satisfies TokenPair;
  }

  /**
   * Consumes a verification code and runs `work` in the same transaction. A wrong code is refused
   * after that transaction commits, so the attempt it cost stays counted; `work` throwing rolls
   * everything back and leaves the code usable.
   */
  async function withConsumedCode<T>(
    target: CodeTarget,
    purpose: number,
    code: string,
    work: (tx: AuthRepoTx) => Promise<T>,
  ): Promise<T> {
    const outcome = await repo.transaction(async (tx) => {
      const check = await codes.consume(tx, { target: target.target, purpose, code });
      if (!check.ok) return check;
      return { ok: true as const, value: await work(tx) };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  async function locate(ip: string): Promise<string | null> {
    try {
      return (await deps.lookupCountry?.(ip)) ?? null;
    } catch {
      return null;
    }
  }

  /** Tells the member on the channel they log in with (e-mail first); a failed delivery never fails the call. */
  async function notify(
    member: Pick<MemberRow, "mobile" | "email" | "locale">,
    kind: SecurityNoticeKind,
    meta?: RequestMeta,
  ): Promise<void> {
    if (!deps.notices) return;
    const channel = member.email ? "email" : "sms";
    const to = member.email ?? member.mobile;
    if (!to) return;
    try {
      await deps.notices.send({
        channel,
        to,
        locale: member.locale === "en" ? "en" : "zh-CN",
        kind,
        device: meta ? describeDevice(meta.userAgent).name : null,
        ip: meta?.ip ?? null,
        time: new Date(),
      });
    } catch (error) {
      deps.log?.warn({ err: error, kind }, "security notice not delivered");
    }
  }

  async function recordLogin(memberId: number, meta: RequestMeta, success: boolean, reason: string): Promise<void> {
    const device = describeDevice(meta.userAgent);
    await repo.insertLoginHistory({
      memberId,
      success,
      reason,
      ip: meta.ip,
      device: device.name,
      deviceKey: device.key,
      location: await locate(meta.ip),
    });
  }

  return { deps, issueTokens, withConsumedCode, notify, recordLogin };
}

export type AuthContext = ReturnType<typeof createAuthContext>;

export function rejectWeakPassword(
  password: string,
  contacts: { mobile?: string | null; email?: string | null },
): void {
  if (passwordContainsContact(password, contacts)) {
    throw new AppError(ResponseCode.BadRequest, "auth.passwordContainsContact");
  }
  if (isCommonPassword(password)) throw new AppError(ResponseCode.BadRequest, "auth.passwordCommon");
}

export function codeTargetOf(input: { mobile?: string; email?: string }): CodeTarget {
  // The contract already gave the stored form; parsed again so no caller can store "+86…" twice.
  if (input.mobile) return { channel: "sms", target: toStoredMobile(input.mobile) ?? input.mobile.trim() };
  return { channel: "email", target: (input.email ?? "").trim().toLowerCase() };
}

export function accountTarget(account: string): CodeTarget {
  const value = account.trim();
  return value.includes("@")
    ? { channel: "email", target: value.toLowerCase() }
    : { channel: "sms", target: toStoredMobile(value) ?? value };
}

/** The contact a code goes to, as the password rules see it (a password may not contain it). */
export function contactOf(target: CodeTarget): { mobile: string } | { email: string } {
  return target.channel === "sms" ? { mobile: target.target } : { email: target.target };
}

export function findMember(repo: AuthRepo, target: CodeTarget): Promise<MemberRow | undefined> {
  return target.channel === "sms" ? repo.findMemberByMobile(target.target) : repo.findMemberByEmail(target.target);
}
