import {
  type ConsoleLoginInput,
  type ConsoleOperator,
  type ConsolePermission,
  type EnrolInput,
  type Enrolment,
  type EnrolmentLink,
  type EnrolResult,
  type OperatorCreateInput,
  type OperatorRole,
  type OperatorRoleChangeInput,
  type OperatorStatus,
  type OperatorSummary,
  type PasswordChangeInput,
  ResponseCode,
  rolePermissions,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import type { RateLimiter } from "../../../lib/rate-limiter.ts";
import {
  acceptTotp,
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
} from "../../../lib/second-factor.ts";
import { hmacSha256, randomToken, safeEqual, sha256 } from "../../../lib/secrets.ts";
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from "../../identity/auth/password.ts";
import type { AuditContext, AuditLog } from "../audit/service.ts";
import type { OperatorListRow, OperatorRow, OperatorsRepo } from "./repo.ts";
import type { SecretBox } from "./sealed-secret.ts";

/** Console session and login limits. */
export const consoleSessionLimits = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3600_000,
  enrolmentMs: 72 * 3600_000,
  /** Failed logins per e-mail address before it is locked for the window. */
  failuresPerEmail: 5,
  /** Login attempts per client address in the window, whichever e-mail they name. */
  attemptsPerIp: 30,
  lockWindowSeconds: 15 * 60,
} as const;

/** A substation by code or id, as the console names it, read on the caller's executor (its transaction, if open). */
export interface SubstationLookup {
  byCode(executor: Executor, code: string): Promise<{ id: number; code: string } | null>;
  byId(executor: Executor, id: number): Promise<{ id: number; code: string } | null>;
}

/** The operator a live console session belongs to (request.operator). */
export interface AuthenticatedOperator {
  id: number;
  name: string;
  email: string;
  role: OperatorRole;
  permissions: readonly ConsolePermission[];
  substationId: number | null;
  sessionId: number;
}

export interface ConsoleLoginMeta {
  ip: string;
  userAgent: string | null;
  requestId: string;
  /** The browser's device cookie, set by an earlier successful login (see login). */
  deviceToken?: string | null;
}

/**
 * Operator accounts, enrolment (password + TOTP + recovery codes), login and console sessions.
 * Every change writes its audit row in the same transaction.
 */
export function createOperatorsService(deps: {
  db: Database;
  repo: OperatorsRepo;
  audit: AuditLog;
  rateLimiter: RateLimiter;
  secretBox: SecretBox;
  substations: SubstationLookup;
  /** Where enrolment links point: the operator host's origin. */
  consoleOrigin: () => string;
  /** The authenticator app's issuer label. */
  issuer: string;
  /** E-mails a new enrolment link to the operator's own address (the outbox in demo). */
  sendEnrolmentLink: (link: { to: string; url: string; expiresAt: Date }) => Promise<void>;
  /** Signs device cookies (derived from APP_SECRET): the database alone cannot forge one. */
  deviceKey: string;
  /** BUSINESS_TIME_ZONE, told to the console with the session. */
  timeZone?: string;
  now?: () => Date;
}) {
  const { db, repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function summaryOf(executor: Executor, row: OperatorListRow): Promise<OperatorSummary> {
    const substation = row.substationId === null ? null : await deps.substations.byId(executor, row.substationId);
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role as OperatorRole,
      substationCode: substation?.code ?? null,
      status: row.status as OperatorStatus,
      activeSessions: row.activeSessions,
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      disabledAt: row.disabledAt?.toISOString() ?? null,
    };
  }

  async function summaryById(executor: Executor, id: number): Promise<OperatorSummary> {
    const row = await repo.findListRow(executor, id);
    if (!row) throw new AppError(ResponseCode.NotFound, "console.operatorNotFound");
    return summaryOf(executor, row);
  }

  async function substationIdOf(code: string | null): Promise<number | null> {
    if (code === null) return null;
    const found = await deps.substations.byCode(db, code);
    if (!found) throw new AppError(ResponseCode.BadRequest, "console.substationUnknown", { code });
    return found.id;
  }

  /** A new one-time link; earlier unused links of the operator stop working. */
  async function issueEnrolment(executor: Executor, operatorId: number): Promise<{ url: string; expiresAt: Date }> {
    const token = randomToken(32);
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + consoleSessionLimits.enrolmentMs);
    await repo.expireEnrolments(executor, operatorId, issuedAt);
    await repo.insertEnrolment(executor, { operatorId, tokenHash: sha256(token), expiresAt });
    // In the fragment: it never reaches a server log or a Referer header.
    return { url: `${deps.consoleOrigin()}/ops/enrol#${token}`, expiresAt };
  }

  async function consoleOperatorOf(executor: Executor, row: OperatorRow): Promise<ConsoleOperator> {
    const role = row.role as OperatorRole;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role,
      permissions: [...rolePermissions[role]],
      substation: row.substationId === null ? null : await deps.substations.byId(executor, row.substationId),
      timeZone: deps.timeZone ?? "Asia/Shanghai",
    };
  }

  /** The operator a request may act on, refusing to act on oneself where that would lock the owner out. */
  async function lockOther(tx: Executor, id: number, context: AuditContext): Promise<OperatorRow> {
    const row = await repo.lockById(tx, id);
    if (!row) throw new AppError(ResponseCode.NotFound, "console.operatorNotFound");
    if (row.id === context.operatorId) throw new AppError(ResponseCode.BadRequest, "console.cannotChangeSelf");
    return row;
  }

  /** Whether a second factor is right: a TOTP code not used before, or an unused recovery code (then used up). */
  async function takeSecondFactor(tx: Executor, operator: OperatorRow, code: string): Promise<boolean> {
    if (!operator.totpSecretSealed) return false;
    const compact = code.replace(/\s+/g, "");
    if (/^\d{6}$/.test(compact)) {
      const step = acceptTotp({
        secret: deps.secretBox.open(operator.totpSecretSealed),
        code: compact,
        lastUsedStep: operator.totpLastStep,
        nowMs: now().getTime(),
      });
      return step !== null && (await repo.takeTotpStep(tx, operator.id, step));
    }
    const match = matchRecoveryCode(compact, await repo.listUnusedRecoveryCodes(tx, operator.id));
    return match !== undefined && (await repo.useRecoveryCode(tx, match.id, now()));
  }

  /** After the commit (the outbox is another connection): the link goes to the operator, or to the command line. */
  async function deliverEnrolment(
    operator: OperatorSummary,
    link: { url: string; expiresAt: Date },
    delivery: "email" | "print",
  ): Promise<EnrolmentLink & { enrolmentUrl?: string }> {
    const answer = { operator, sentTo: operator.email, expiresAt: link.expiresAt.toISOString() };
    if (delivery === "print") return { ...answer, enrolmentUrl: link.url };
    await deps.sendEnrolmentLink({ to: operator.email, url: link.url, expiresAt: link.expiresAt });
    return answer;
  }

  /** A device cookie for an operator: `<id>.<nonce>.<mac>`; a browser that logged in once carries it. */
  function deviceTokenFor(operatorId: number): string {
    const body = `${operatorId}.${randomToken(16)}`;
    return `${body}.${hmacSha256(deps.deviceKey, body)}`;
  }

  /** The operator a device cookie was given to, or null when it is missing or forged. */
  function deviceOperatorOf(token: string | null | undefined): number | null {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{16,32})\.([0-9a-f]{64})$/.exec(token ?? "");
    if (!match) return null;
    const body = `${match[1]}.${match[2]}`;
    return safeEqual(hmacSha256(deps.deviceKey, body), match[3] as string) ? Number(match[1]) : null;
  }

  /** Writes the audit row of an action on one operator's account that went through, in the caller's transaction. */
  function auditOperator(
    tx: Executor,
    context: AuditContext,
    action: string,
    recordId: number | null,
    change: { before?: object; after?: object; reason?: string } = {},
  ) {
    return audit.record(tx, {
      context,
      action,
      recordType: "operator",
      recordId,
      ...change,
      outcome: "ok",
    });
  }

  return {
    /**
     * Adds an operator (status "invited") and e-mails them their enrolment link. `print` (the
     * command line that makes the first owner, who has nobody to approve them) answers the link instead.
     */
    async createOperator(
      input: OperatorCreateInput,
      context: AuditContext,
      delivery: "email" | "print" = "email",
    ): Promise<EnrolmentLink & { enrolmentUrl?: string }> {
      const substationId = await substationIdOf(input.substationCode);
      const made = await inTransaction(db, async (tx) => {
        const row = await repo.insert(tx, {
          email: input.email,
          name: input.name,
          role: input.role,
          substationId,
          enrolmentIssuedBy: context.operatorId,
          enrolmentIssuedAt: now(),
        });
        if (!row) throw new AppError(ResponseCode.BadRequest, "console.emailTaken");
        const link = await issueEnrolment(tx, row.id);
        await auditOperator(tx, context, "operator.create", row.id, {
          after: { email: row.email, name: row.name, role: row.role, substationCode: input.substationCode },
        });
        return { operator: await summaryById(tx, row.id), link };
      });
      return deliverEnrolment(made.operator, made.link, delivery);
    },

    /** A lost authenticator or password: the old ones stop working now, the operator enrols again. */
    async resetEnrolment(
      id: number,
      context: AuditContext,
      delivery: "email" | "print" = "email",
    ): Promise<EnrolmentLink & { enrolmentUrl?: string }> {
      const made = await inTransaction(db, async (tx) => {
        const row = await lockOther(tx, id, context);
        if (row.status === "disabled") throw new AppError(ResponseCode.BadRequest, "console.operatorDisabled");
        await repo.update(tx, id, {
          status: "invited",
          passwordHash: null,
          totpSecretSealed: null,
          totpLastStep: null,
          enrolmentIssuedBy: context.operatorId,
          enrolmentIssuedAt: now(),
        });
        await repo.replaceRecoveryCodes(tx, id, []);
        const ended = await repo.endSessionsOf(tx, id, now());
        const link = await issueEnrolment(tx, id);
        await auditOperator(tx, context, "operator.reset-enrolment", id, {
          before: { status: row.status },
          after: { status: "invited", sessionsEnded: ended },
        });
        return { operator: await summaryById(tx, id), link };
      });
      return deliverEnrolment(made.operator, made.link, delivery);
    },

    /** Who a link is for, with the authenticator secret to scan (chosen on first opening, kept until used). */
    async getEnrolment(token: string, context: AuditContext): Promise<Enrolment> {
      const opened = await inTransaction(db, async (tx) => {
        const link = await repo.findLiveEnrolment(tx, sha256(token), now());
        const operator = link ? await repo.findById(tx, link.operatorId) : undefined;
        if (!link || !operator || operator.status === "disabled") return null;
        // Who opened whose link, from where: a link opened by someone else shows here.
        await audit.record(tx, {
          context,
          action: "operator.enrolment-open",
          recordType: "operator",
          recordId: operator.id,
          after: { firstOpening: link.pendingTotpSealed === null },
          outcome: "ok",
        });
        const sealed =
          link.pendingTotpSealed ?? (await repo.setPendingTotp(tx, link.id, deps.secretBox.seal(newTotpSecret())));
        const secret = deps.secretBox.open(sealed);
        return {
          email: operator.email,
          name: operator.name,
          totpSecret: secret,
          totpUri: totpUri({ secret, issuer: deps.issuer, label: operator.email }),
          expiresAt: link.expiresAt.toISOString(),
        };
      });
      if (opened) return opened;
      // A wrong, used or expired link: recorded as refused (the token itself never is).
      await inTransaction(db, (tx) =>
        audit.record(tx, {
          context,
          action: "operator.enrolment-open",
          recordType: "operator",
          recordId: null,
          outcome: "refused",
        }),
      );
      throw new AppError(ResponseCode.NotFound, "console.enrolmentInvalid");
    },

    /** Sets password and authenticator (proven by a code) and answers ten recovery codes, once. */
    async enrol(input: EnrolInput, meta: ConsoleLoginMeta): Promise<EnrolResult> {
      if (isCommonPassword(input.password)) throw new AppError(ResponseCode.BadRequest, "console.passwordCommon");
      const passwordHash = await hashPassword(input.password);
      return inTransaction(db, async (tx) => {
        const link = await repo.findLiveEnrolment(tx, sha256(input.token), now());
        const operator = link ? await repo.lockById(tx, link.operatorId) : undefined;
        if (!link || !operator || operator.status === "disabled" || !link.pendingTotpSealed) {
          throw new AppError(ResponseCode.NotFound, "console.enrolmentInvalid");
        }
        const step = acceptTotp({
          secret: deps.secretBox.open(link.pendingTotpSealed),
          code: input.code,
          lastUsedStep: null,
          nowMs: now().getTime(),
        });
        if (step === null) throw new AppError(ResponseCode.BadRequest, "console.enrolmentCodeWrong");
        if (!(await repo.useEnrolment(tx, link.id, now()))) {
          throw new AppError(ResponseCode.NotFound, "console.enrolmentInvalid");
        }
        await repo.update(tx, operator.id, {
          passwordHash,
          totpSecretSealed: link.pendingTotpSealed,
          totpLastStep: step,
          status: "active",
        });
        const recoveryCodes = newRecoveryCodes();
        await repo.replaceRecoveryCodes(tx, operator.id, recoveryCodes.map(hashRecoveryCode));
        const ended = await repo.endSessionsOf(tx, operator.id, now());
        await audit.record(tx, {
          context: {
            operatorId: operator.id,
            role: operator.role as OperatorRole,
            ip: meta.ip,
            userAgent: meta.userAgent,
            requestId: meta.requestId,
          },
          action: "operator.enrol",
          recordType: "operator",
          recordId: operator.id,
          before: { status: operator.status },
          after: { status: "active", sessionsEnded: ended },
          outcome: "ok",
        });
        return { recoveryCodes };
      });
    },

    /**
     * E-mail, password and a TOTP or recovery code. Every failure answers the same (unknown e-mail,
     * wrong password, wrong or reused code, not enrolled, disabled), and takes as long.
     *
     * Each attempt is counted before anything is checked (one atomic increment), so parallel
     * guesses get no more checks than the limit. Attempts from a browser that logged in as this
     * operator before (its signed device cookie) count on that device's own counter, not the
     * e-mail's: a stranger who fails on purpose locks out strangers, not the operator's own browser
     * (device cookies, as OWASP's authentication cheat sheet describes them).
     */
    async login(
      input: ConsoleLoginInput,
      meta: ConsoleLoginMeta,
    ): Promise<{ token: string; operator: ConsoleOperator; deviceToken: string }> {
      const operator = await repo.findByEmail(input.email);
      const deviceOperator = deviceOperatorOf(meta.deviceToken);
      const isKnownDevice = operator !== undefined && deviceOperator === operator.id;
      const attemptKey = isKnownDevice
        ? `ops-login:device:${sha256(meta.deviceToken as string)}`
        : `ops-login:email:${sha256(input.email)}`;
      const ipKey = `ops-login:ip:${meta.ip}`;
      const lockWindow = consoleSessionLimits.lockWindowSeconds;
      const [attempts, ipResult] = await Promise.all([
        deps.rateLimiter.hit(attemptKey, consoleSessionLimits.failuresPerEmail, lockWindow),
        deps.rateLimiter.hit(ipKey, consoleSessionLimits.attemptsPerIp, lockWindow),
      ]);
      const baseContext: AuditContext = {
        operatorId: null,
        role: null,
        ip: meta.ip,
        userAgent: meta.userAgent,
        requestId: meta.requestId,
      };
      if (!attempts.allowed || !ipResult.allowed) {
        await inTransaction(db, (tx) =>
          audit.record(tx, {
            context: baseContext,
            action: "operator.login",
            recordType: "operator",
            recordId: null,
            reason: "locked",
            after: { email: input.email, knownDevice: isKnownDevice },
            outcome: "refused",
          }),
        );
        throw new AppError(ResponseCode.TooManyRequests, "console.loginLocked", {
          minutes: Math.ceil(lockWindow / 60),
        });
      }

      let passwordOk = false;
      if (operator?.passwordHash) passwordOk = await verifyPassword(operator.passwordHash, input.password);
      else await burnPasswordCheck(input.password);
      const result = await inTransaction(db, async (tx) => {
        const locked = operator ? await repo.lockById(tx, operator.id) : undefined;
        const ok =
          locked !== undefined &&
          passwordOk &&
          locked.status === "active" &&
          (await takeSecondFactor(tx, locked, input.code));
        if (!ok || !locked) return null;
        const token = randomToken(32);
        await repo.insertSession(tx, {
          operatorId: locked.id,
          tokenHash: sha256(token),
          ip: meta.ip,
          userAgent: meta.userAgent?.slice(0, 500) ?? null,
          createdAt: now(),
          lastSeenAt: now(),
        });
        await auditOperator(
          tx,
          { ...baseContext, operatorId: locked.id, role: locked.role as OperatorRole },
          "operator.login",
          locked.id,
        );
        return { token, id: locked.id, operator: await consoleOperatorOf(tx, locked) };
      });
      if (result) {
        // The attempt proved itself: its own count starts again, and its hit on the address is taken back.
        await Promise.all([deps.rateLimiter.reset(attemptKey), deps.rateLimiter.undo(ipKey)]);
        return { ...result, deviceToken: isKnownDevice ? (meta.deviceToken as string) : deviceTokenFor(result.id) };
      }
      await inTransaction(db, (tx) =>
        audit.record(tx, {
          context: { ...baseContext, operatorId: operator?.id ?? null, role: (operator?.role as OperatorRole) ?? null },
          action: "operator.login",
          recordType: "operator",
          recordId: operator?.id ?? null,
          after: { email: input.email },
          outcome: "refused",
        }),
      );
      throw new AppError(ResponseCode.LoginFailed, "console.loginFailed");
    },

    /** The operator of a live session (touching it), or null: ended, idle too long, too old, or operator not active. */
    async authenticate(token: string): Promise<AuthenticatedOperator | null> {
      const found = await repo.findLiveSession(sha256(token));
      if (!found) return null;
      const { session, operator } = found;
      const at = now();
      const idle = at.getTime() - session.lastSeenAt.getTime() > consoleSessionLimits.idleMs;
      const tooOld = at.getTime() - session.createdAt.getTime() > consoleSessionLimits.absoluteMs;
      if (idle || tooOld || operator.status !== "active") {
        await repo.endSession(db, session.id, at);
        return null;
      }
      // Once a minute is enough to keep the idle clock right without a write per request.
      if (at.getTime() - session.lastSeenAt.getTime() > 60_000) await repo.touchSession(session.id, at);
      const role = operator.role as OperatorRole;
      return {
        id: operator.id,
        name: operator.name,
        email: operator.email,
        role,
        permissions: rolePermissions[role],
        substationId: operator.substationId,
        sessionId: session.id,
      };
    },

    /** A new password, proven by the current one and a second factor; ends every session of the operator. */
    async changePassword(input: PasswordChangeInput, context: AuditContext & { operatorId: number }): Promise<void> {
      if (isCommonPassword(input.newPassword)) throw new AppError(ResponseCode.BadRequest, "console.passwordCommon");
      const current = await repo.findById(db, context.operatorId);
      const passwordOk = current?.passwordHash
        ? await verifyPassword(current.passwordHash, input.currentPassword)
        : false;
      const passwordHash = await hashPassword(input.newPassword);
      const changed = await inTransaction(db, async (tx) => {
        const operator = await repo.lockById(tx, context.operatorId);
        if (!operator || !passwordOk || !(await takeSecondFactor(tx, operator, input.code))) return false;
        await repo.update(tx, operator.id, { passwordHash });
        const ended = await repo.endSessionsOf(tx, operator.id, now());
        await auditOperator(tx, context, "operator.change-password", operator.id, { after: { sessionsEnded: ended } });
        return true;
      });
      if (!changed) {
        await inTransaction(db, (tx) =>
          audit.record(tx, {
            context,
            action: "operator.change-password",
            recordType: "operator",
            recordId: context.operatorId,
            outcome: "refused",
          }),
        );
        throw new AppError(ResponseCode.LoginFailed, "console.passwordChangeFailed");
      }
    },

    async getSession(operatorId: number): Promise<ConsoleOperator> {
      const row = await repo.findById(db, operatorId);
      if (!row) throw AppError.unauthorized();
      return consoleOperatorOf(db, row);
    },

    async logout(sessionId: number, context: AuditContext): Promise<void> {
      await inTransaction(db, async (tx) => {
        await repo.endSession(tx, sessionId, now());
        await auditOperator(tx, context, "operator.logout", context.operatorId);
      });
    },

    async listOperators(): Promise<OperatorSummary[]> {
      return Promise.all((await repo.listWithSessions()).map((row) => summaryOf(db, row)));
    },

    /** Disables an operator: their sessions end, their next request answers 401, they cannot log in. */
    async disableOperator(id: number, context: AuditContext): Promise<OperatorSummary> {
      return inTransaction(db, async (tx) => {
        const row = await lockOther(tx, id, context);
        if (row.status !== "disabled") {
          await repo.update(tx, id, { status: "disabled", disabledAt: now() });
          await repo.expireEnrolments(tx, id, now());
          const ended = await repo.endSessionsOf(tx, id, now());
          await auditOperator(tx, context, "operator.disable", id, {
            before: { status: row.status },
            after: { status: "disabled", sessionsEnded: ended },
          });
        }
        return summaryById(tx, id);
      });
    },

    /** Ends every session of an operator (oneself included: then this one ends too). */
    async endSessions(id: number, context: AuditContext): Promise<OperatorSummary> {
      return inTransaction(db, async (tx) => {
        const row = await repo.lockById(tx, id);
        if (!row) throw new AppError(ResponseCode.NotFound, "console.operatorNotFound");
        const ended = await repo.endSessionsOf(tx, id, now());
        await auditOperator(tx, context, "operator.end-sessions", id, { after: { sessionsEnded: ended } });
        return summaryById(tx, id);
      });
    },

    async changeRole(input: OperatorRoleChangeInput, context: AuditContext): Promise<OperatorSummary> {
      const substationId = await substationIdOf(input.substationCode);
      return inTransaction(db, async (tx) => {
        const row = await lockOther(tx, input.id, context);
        if (row.role === input.role && row.substationId === substationId) return summaryById(tx, input.id);
        const before = await summaryById(tx, input.id);
        await repo.update(tx, input.id, { role: input.role, substationId });
        await auditOperator(tx, context, "operator.change-role", input.id, {
          before: { role: before.role, substationCode: before.substationCode },
          after: { role: input.role, substationCode: input.substationCode },
        });
        return summaryById(tx, input.id);
      });
    },

    /**
     * An operator enrolled already, with a known password and TOTP secret: the demo's documented
     * owner (demo mode only) and tests. Does nothing when the e-mail exists; answers the id.
     */
    async createEnrolledOperator(input: {
      email: string;
      name: string;
      role: OperatorRole;
      password: string;
      totpSecret: string;
      substationId?: number | null;
      reason: string;
    }): Promise<number> {
      const existing = await repo.findByEmail(input.email);
      if (existing) return existing.id;
      const passwordHash = await hashPassword(input.password);
      return inTransaction(db, async (tx) => {
        const row = await repo.insert(tx, {
          email: input.email,
          name: input.name,
          role: input.role,
          substationId: input.substationId ?? null,
          passwordHash,
          totpSecretSealed: deps.secretBox.seal(input.totpSecret),
          status: "active",
        });
        if (!row) throw new Error(`operator ${input.email} was created meanwhile`);
        await auditOperator(
          tx,
          { operatorId: null, role: null, ip: null, userAgent: null, requestId: null },
          "operator.create",
          row.id,
          { reason: input.reason, after: { email: row.email, role: row.role } },
        );
        return row.id;
      });
    },
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
