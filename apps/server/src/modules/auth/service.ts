import { setTimeout as sleep } from "node:timers/promises";
import {
  CertificationStatus,
  type CertificationType,
  type ChangePasswordRequest,
  CodePurpose,
  type Locale,
  type LoginAnswer,
  type LoginHistoryEntry,
  type LoginRequest,
  type LoginSecondFactorRequest,
  type MemberSession,
  type MemberUser,
  passwordContainsContact,
  type RegisterRequest,
  type ResetPasswordRequest,
  ResponseCode,
  type SendCodeRequest,
  type TokenPair,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "@shop/contract";
import { AppError } from "../../http/app-error.ts";
import type { RateLimiter } from "../../lib/rate-limiter.ts";
import {
  acceptTotp,
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
} from "../../lib/second-factor.ts";
import { randomToken, sha256 } from "../../lib/secrets.ts";
import type { NoticeSender, SecurityNoticeKind } from "../messaging/notices.ts";
import type { TrafficService } from "../traffic/service.ts";
import { describeDevice } from "./device.ts";
import { maskEmail, maskMobile } from "./masking.ts";
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from "./password.ts";
import type { AuthRepo, AuthRepoExecutor, AuthRepoTx, MemberRow } from "./repo.ts";
import type { CodeTarget, VerificationCodes } from "./verification-codes.ts";

/**
 * Login attempts are counted per account and per source IP within this window.
 * Past the thresholds a login needs a passed slider captcha and failed ones are
 * answered more slowly; nothing ever refuses the right password outright, so
 * failing on purpose cannot lock a member out.
 */
const loginWindowSeconds = 15 * 60;
const attemptsBeforeCaptchaPerAccount = 3;
const attemptsBeforeCaptchaPerIp = 20;

/** How long a failed login waits before answering, by attempts past the captcha threshold (0 at or below). */
export function failedLoginDelayMs(attemptsOverThreshold: number, stepMs: number): number {
  if (attemptsOverThreshold <= 0) return 0;
  return Math.min(attemptsOverThreshold * stepMs, 8 * stepMs);
}

const loginAccountKey = (target: string) => `login-fail:account:${target}`;

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
}

/** How long the second-factor step of a login may take, and how many wrong codes it allows. */
const challengeTtlMs = 5 * 60_000;
const challengeAttempts = 5;

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  locale: Locale;
  substationId?: number | null;
}

/** Accounts, sessions and verification codes (SPEC §7 User calls). */
export function createAuthService(deps: AuthServiceDeps) {
  const { repo, codes, captcha, rateLimiter } = deps;

  async function requireCaptcha(token: string | undefined): Promise<void> {
    if (!token) throw new AppError(ResponseCode.BadRequest, "auth.captchaRequired");
    if (!(await captcha.useForFormVisit(token))) throw new AppError(ResponseCode.BadRequest, "auth.captchaExpired");
  }

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

  function rejectWeakPassword(password: string, contacts: { mobile?: string | null; email?: string | null }): void {
    if (passwordContainsContact(password, contacts)) {
      throw new AppError(ResponseCode.BadRequest, "auth.passwordContainsContact");
    }
    if (isCommonPassword(password)) throw new AppError(ResponseCode.BadRequest, "auth.passwordCommon");
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

  /** Accepts a current authenticator code (each step once) or an unused recovery code (each once). */
  async function checkSecondFactor(member: MemberRow, code: string): Promise<"second-factor" | "recovery-code" | null> {
    if (!member.totpSecret) return null;
    const step = acceptTotp({ secret: member.totpSecret, code, lastUsedStep: member.totpLastStep ?? null });
    if (step !== null) return (await repo.useTotpStep(member.id, step)) ? "second-factor" : null;
    const stored = await repo.listUnusedRecoveryCodes(member.id);
    const index = matchRecoveryCode(
      code,
      stored.map((row) => row.codeHash),
    );
    const row = stored[index];
    if (row && (await repo.useRecoveryCode(row.id))) return "recovery-code";
    return null;
  }

  async function requirePassword(member: MemberRow, password: string): Promise<void> {
    if (!(await verifyPassword(member.passwordHash, password))) {
      throw new AppError(ResponseCode.BadRequest, "auth.passwordWrong");
    }
  }

  /** Forgets a member's failed logins, e.g. once a reset proved they control the account. */
  async function clearLoginFailures(member: Pick<MemberRow, "mobile" | "email">): Promise<void> {
    const targets = [member.mobile, member.email].filter((value): value is string => Boolean(value));
    await Promise.all(targets.map((target) => rateLimiter.reset(loginAccountKey(target))));
  }

  return {
    async sendCode(input: SendCodeRequest, meta: RequestMeta): Promise<void> {
      await requireCaptcha(input.captchaVerification);
      const target = codeTargetOf(input);
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
        return { memberId: member.id, tokens: await issueTokens(tx, member.id, meta) };
      });
      await recordLogin(memberId, meta, true, "register");
      return tokens;
    },

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
      if (member && !passwordOk) await recordLogin(member.id, meta, false, "password-wrong");
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
      const how = await checkSecondFactor(member, input.code);
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

    /** Rotates a refresh token; a refresh token used twice revokes its whole family. */
    async refresh(refreshToken: string, meta: RequestMeta): Promise<TokenPair> {
      const session = await repo.findSessionByRefreshHash(sha256(refreshToken));
      const now = Date.now();
      if (
        !session ||
        session.revokedAt ||
        session.refreshExpiresAt.getTime() <= now ||
        session.absoluteExpiresAt.getTime() <= now
      )
        throw AppError.unauthorized();
      if (session.rotatedAt) {
        await repo.revokeFamily(session.familyId);
        throw AppError.unauthorized();
      }
      const tokens = await repo.transaction(async (tx) => {
        if (!(await tx.markRotated(session.id))) return null;
        return issueTokens(tx, session.memberId, meta, session);
      });
      if (!tokens) {
        await repo.revokeFamily(session.familyId);
        throw AppError.unauthorized();
      }
      return tokens;
    },

    /** The member behind a live access token, or null. */
    async authenticate(accessToken: string): Promise<{ memberId: number; familyId: string } | null> {
      const session = await repo.findLiveSessionByAccessHash(sha256(accessToken));
      if (!session) return null;
      await repo.touchSessionSeen(session.id);
      return { memberId: session.memberId, familyId: session.familyId };
    },

    async listSessions(memberId: number, currentFamilyId: string): Promise<MemberSession[]> {
      const rows = await repo.listLiveSessions(memberId);
      return rows.map((row) => ({
        id: row.familyId,
        device: row.device,
        ip: row.ip,
        location: row.location,
        firstSeenAt: row.firstSeenAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.familyId === currentFamilyId,
      }));
    },

    async revokeSession(memberId: number, familyId: string): Promise<void> {
      if (!(await repo.revokeMemberFamily(memberId, familyId))) {
        throw new AppError(ResponseCode.NotFound, "auth.sessionNotFound");
      }
    },

    async revokeOtherSessions(memberId: number, currentFamilyId: string): Promise<void> {
      await repo.revokeOtherFamilies(memberId, currentFamilyId);
    },

    async loginHistory(memberId: number): Promise<LoginHistoryEntry[]> {
      const rows = await repo.listLoginHistory(memberId);
      return rows.map((row) => ({
        success: row.success,
        reason: row.reason,
        ip: row.ip,
        device: row.device,
        location: row.location,
        time: row.createdAt.toISOString(),
      }));
    },

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
        if (!(await checkSecondFactor(member, input.code))) {
          throw new AppError(ResponseCode.BadRequest, "auth.secondFactorCodeInvalid");
        }
      }
      const secret = newTotpSecret();
      await repo.setPendingTotp(memberId, secret);
      const label = member.email ?? (member.mobile ? maskMobile(member.mobile) : String(member.id));
      return { secret, otpauthUri: totpUri({ secret, issuer: deps.totpIssuer ?? "Proxy shop", label }) };
    },

    /** Proves the new secret with a code; answers ten recovery codes, shown this once and stored hashed. */
    async twoFactorEnable(memberId: number, code: string, meta: RequestMeta): Promise<{ recoveryCodes: string[] }> {
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
      if (!(await checkSecondFactor(member, input.code))) {
        throw new AppError(ResponseCode.BadRequest, "auth.secondFactorCodeInvalid");
      }
      await repo.transaction((tx) => tx.disableTotp(memberId));
      await notify(member, "second-factor-off", meta);
    },

    async logout(familyId: string): Promise<void> {
      await repo.revokeFamily(familyId);
    },

    async resetPassword(input: ResetPasswordRequest): Promise<void> {
      const target = accountTarget(input.account);
      // Before the code is checked, only against what the caller typed: checking the account's other
      // contact here would tell anyone without the code what that contact is.
      rejectWeakPassword(input.password, contactOf(target));
      const passwordHash = await hashPassword(input.password);
      const member = await withConsumedCode(target, CodePurpose.ResetPassword, input.code, async (tx) => {
        const member =
          target.channel === "sms"
            ? await tx.findMemberByMobile(target.target)
            : await tx.findMemberByEmail(target.target);
        // No account: the same answer as a wrong code, so nobody learns which accounts exist.
        if (!member) throw new AppError(ResponseCode.BadRequest, "auth.codeInvalid");
        // Now the caller proved control: the other contact counts too. Throwing rolls back, so the code stays usable.
        if (passwordContainsContact(input.password, member)) {
          throw new AppError(ResponseCode.BadRequest, "auth.passwordContainsContact");
        }
        // The second factor stays: a reset proves control of the mailbox or phone, not of the authenticator.
        await tx.updatePassword(member.id, passwordHash);
        await tx.revokeAllSessions(member.id);
        return member;
      });
      await notify(member, "password-changed");
      // The code proved control of the account: "log in with your new password" must just work.
      await clearLoginFailures(member);
    },

    async changePassword(memberId: number, input: ChangePasswordRequest): Promise<void> {
      const member = await repo.findMemberById(memberId);
      if (!member) throw AppError.unauthorized();
      if (!(await verifyPassword(member.passwordHash, input.oldPassword))) {
        throw new AppError(ResponseCode.BadRequest, "auth.oldPasswordWrong");
      }
      if (input.password === input.oldPassword) throw new AppError(ResponseCode.BadRequest, "auth.samePassword");
      rejectWeakPassword(input.password, member);
      const passwordHash = await hashPassword(input.password);
      await repo.transaction(async (tx) => {
        await tx.updatePassword(memberId, passwordHash);
        await tx.revokeAllSessions(memberId);
      });
      await notify(member, "password-changed");
    },

    /** Refuses unless `password` is the member's (before closing the account). */
    async confirmPassword(memberId: number, password: string): Promise<void> {
      const member = await repo.findMemberById(memberId);
      if (!member || member.closedAt) throw AppError.unauthorized();
      if (!(await verifyPassword(member.passwordHash, password))) {
        throw new AppError(ResponseCode.Forbidden, "dataRights.wrongPassword");
      }
    },

    /** Anonymises the member and ends every session, inside the caller's transaction. */
    async closeMemberWithin(tx: AuthRepoExecutor, memberId: number): Promise<void> {
      const bound = repo.bind(tx);
      await bound.anonymiseClosedMember(memberId);
      await bound.revokeAllSessions(memberId);
    },

    /** The account row as the member may download it: contact, language, dates; never the password hash. */
    async exportAccount(memberId: number) {
      const member = await repo.findMemberById(memberId);
      if (!member) throw AppError.unauthorized();
      return {
        id: member.id,
        mobile: member.mobile,
        email: member.email,
        locale: member.locale,
        registerIp: member.registerIp,
        createdAt: member.createdAt.toISOString(),
        lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
        passwordChangedAt: member.passwordChangedAt.toISOString(),
      };
    },

    async getMemberUser(memberId: number): Promise<MemberUser> {
      const member = await repo.findMemberById(memberId);
      if (!member) throw AppError.unauthorized();
      const balance = await deps.traffic.getBalance(memberId);
      return toMemberUser(member, balance.remainingBytes);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** A member's SPEC §4 certification status (0-4) and type (0 personal, 1 enterprise, null before any). */
export interface MemberCertificationState {
  status: number;
  type: number | null;
  /** True while an operator has suspended the member: gateways and the extraction URL refuse them. */
  suspended: boolean;
}

/**
 * The certification columns of members, which this module owns. The certification
 * module keeps them current through here, inside its own transaction when it
 * passes one (`within`), and guards read them.
 */
/** The substation a member registered on (SPEC §1): the supplier they belong to; null for members from before. */
export function createMemberRegistration(repo: AuthRepo) {
  return {
    async substationOf(memberId: number): Promise<number | null> {
      return (await repo.findMemberById(memberId))?.substationId ?? null;
    },
  };
}

export function createMemberCertification(repo: AuthRepo) {
  const on = (within?: AuthRepoExecutor) => (within ? repo.bind(within) : repo);
  return {
    async getCertification(memberId: number, within?: AuthRepoExecutor): Promise<MemberCertificationState | null> {
      const member = await on(within).findMemberById(memberId);
      return member
        ? {
            status: member.certificationStatus,
            type: member.certificationType,
            suspended: member.suspendedAt !== null,
          }
        : null;
    },

    async setCertification(
      memberId: number,
      status: CertificationStatus,
      type: CertificationType,
      within?: AuthRepoExecutor,
    ): Promise<void> {
      if (!(await on(within).setCertification(memberId, status, type))) throw new Error(`no member ${memberId}`);
    },

    /** Certified means status 3 Success (SPEC §3), whatever the type. */
    async isCertified(memberId: number): Promise<boolean> {
      return (await repo.findMemberById(memberId))?.certificationStatus === CertificationStatus.Success;
    },

    async isSuspended(memberId: number): Promise<boolean> {
      return Boolean((await repo.findMemberById(memberId))?.suspendedAt);
    },

    /** Unmasked contact details, for operators reviewing a verification (the ops CLI), never for an API answer. */
    async getContactForOperator(memberId: number): Promise<{ mobile: string | null; email: string | null } | null> {
      const member = await repo.findMemberById(memberId);
      return member ? { mobile: member.mobile, email: member.email } : null;
    },
  };
}

export type MemberCertification = ReturnType<typeof createMemberCertification>;

/**
 * Operators' suspension of a member, a state of the member row this module
 * owns: suspending ends every session at once; lifting clears only the state,
 * so everything the member had enabled (sub-accounts, allowlist) works again
 * exactly as before. Both run inside the caller's transaction (with its audit row).
 */
export function createMemberSuspension(repo: AuthRepo) {
  return {
    /** The member's suspension, or undefined for an unknown member. */
    async getSuspension(
      memberId: number,
      within?: AuthRepoExecutor,
    ): Promise<{ suspendedAt: Date | null; reason: string | null } | undefined> {
      const member = await (within ? repo.bind(within) : repo).findMemberById(memberId);
      return member ? { suspendedAt: member.suspendedAt, reason: member.suspensionReason } : undefined;
    },
    /** False when the member was already suspended (nothing changes then). */
    async suspend(memberId: number, reason: string, within: AuthRepoExecutor): Promise<boolean> {
      const bound = repo.bind(within);
      if (!(await bound.setSuspension(memberId, reason))) return false;
      await bound.revokeAllSessions(memberId);
      return true;
    },
    /** False when the member was not suspended. */
    async lift(memberId: number, within: AuthRepoExecutor): Promise<boolean> {
      return repo.bind(within).clearSuspension(memberId);
    },
  };
}

export type MemberSuspension = ReturnType<typeof createMemberSuspension>;

function codeTargetOf(input: { mobile?: string; email?: string }): CodeTarget {
  if (input.mobile) return { channel: "sms", target: input.mobile.trim() };
  return { channel: "email", target: (input.email ?? "").trim().toLowerCase() };
}

function accountTarget(account: string): CodeTarget {
  const value = account.trim();
  return value.includes("@") ? { channel: "email", target: value.toLowerCase() } : { channel: "sms", target: value };
}

/** The contact a code goes to, as the password rules see it (a password may not contain it). */
function contactOf(target: CodeTarget): { mobile: string } | { email: string } {
  return target.channel === "sms" ? { mobile: target.target } : { email: target.target };
}

function findMember(repo: AuthRepo, target: CodeTarget): Promise<MemberRow | undefined> {
  return target.channel === "sms" ? repo.findMemberByMobile(target.target) : repo.findMemberByEmail(target.target);
}

function toMemberUser(member: MemberRow, remainingBytes: bigint): MemberUser {
  return {
    id: member.id,
    mobile: member.mobile ? maskMobile(member.mobile) : null,
    email: member.email ? maskEmail(member.email) : null,
    limitBalance: Number(remainingBytes),
    certificationStatus: member.certificationStatus,
    certificationType: member.certificationType,
    createTime: member.createdAt.toISOString(),
  };
}
