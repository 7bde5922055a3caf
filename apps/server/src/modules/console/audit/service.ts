import type { OperatorRole } from "@shop/contract";
import type { Database } from "@shop/db";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../../lib/executor.ts";
import { hmacSha256, safeEqual, sha256 } from "../../../lib/secrets.ts";
import { type AuditCheckpointRow, type AuditRepo, type AuditRow, createAuditRepo, type NewAuditRow } from "./repo.ts";

/** Who did it, from where: every audit row carries this. */
export interface AuditContext {
  /** Null only for events before anyone is known (a failed login for an unknown e-mail). */
  operatorId: number | null;
  role: OperatorRole | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** One audited event: a change (with the fields it changed), a sensitive read, a login or a refusal. */
export interface AuditEntry {
  context: AuditContext;
  /** What happened, `record.verb`: "member.suspend", "operator.login", "certification.unmask". */
  action: string;
  recordType: string;
  recordId: string | number | null;
  memberId?: number | null;
  reason?: string | null;
  /** The changed fields before and after (only those). */
  before?: object | null;
  after?: object | null;
  outcome: "ok" | "refused";
}

/** The first row's predecessor. */
const genesisHash = "0".repeat(64);

/**
 * How a row's hash is made: 0 plain SHA-256 (rows before migration 0023, still verifiable), 1
 * HMAC-SHA256 under AUDIT_CHAIN_KEY. Every row written now is keyed.
 */
const keyedVersion = 1;

/** A signed statement that the chain's head was row `auditId` with `hash` at `at`: written to the log and a table. */
export interface AuditCheckpoint {
  auditId: number;
  hash: string;
  at: string;
  keyVersion: number;
  mac: string;
}

export interface AuditChainOptions {
  /** AUDIT_CHAIN_KEY (config.audit.chainKey): the database never holds it. */
  key: string;
  /** Where checkpoints are written at info, to be kept outside the database. */
  log?: { info(object: object, message: string): void };
  now?: () => Date;
}

/** One thing audit:verify found wrong: the row (or the checkpoint's row) and what. */
export interface AuditProblem {
  id: number;
  problem: string;
}

/**
 * The append-only audit log. `record` writes in the caller's transaction, so if the row cannot be
 * written the change it describes rolls back with it; each row's HMAC covers its content and the
 * previous row's hash, so a row changed or removed behind the trigger's back breaks the chain, and
 * without the key nobody can re-chain the rest. Signed checkpoints of the head (`checkpoint`, run by
 * a job) let `verify` find the newest rows deleted.
 */
export function createAuditLog(db: Database, options: AuditChainOptions, repo: AuditRepo = createAuditRepo(db)) {
  const { key } = options;
  const now = options.now ?? (() => new Date());

  const checkpointMac = (point: Omit<AuditCheckpoint, "mac">) =>
    hmacSha256(key, JSON.stringify(["audit checkpoint", point.keyVersion, point.auditId, point.hash, point.at]));

  return {
    async record(executor: Executor, entry: AuditEntry): Promise<AuditRow> {
      const prevHash = (await repo.lockChainHead(executor)) ?? genesisHash;
      const row: NewAuditRow = {
        createdAt: now(),
        operatorId: entry.context.operatorId,
        operatorRole: entry.context.role,
        ip: entry.context.ip,
        userAgent: entry.context.userAgent?.slice(0, 500) ?? null,
        requestId: entry.context.requestId,
        action: entry.action,
        recordType: entry.recordType,
        recordId: entry.recordId === null ? null : String(entry.recordId),
        memberId: entry.memberId ?? null,
        reason: entry.reason ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        outcome: entry.outcome,
      };
      return repo.insert(executor, {
        ...row,
        prevHash,
        hash: auditRowHash(row, prevHash, keyedVersion, key),
        keyVersion: keyedVersion,
      });
    },

    /**
     * Signs the chain's current head, writes it to the checkpoints table and logs it at info (the
     * log is shipped elsewhere: an anchor the database's owner cannot rewrite). Null on an empty log.
     */
    async checkpoint(): Promise<AuditCheckpoint | null> {
      const head = await repo.head();
      if (!head) return null;
      const point = { auditId: head.id, hash: head.hash, at: now().toISOString(), keyVersion: keyedVersion };
      const signed: AuditCheckpoint = { ...point, mac: checkpointMac(point) };
      await repo.insertCheckpoint({
        auditId: signed.auditId,
        hash: signed.hash,
        createdAt: new Date(signed.at),
        keyVersion: signed.keyVersion,
        mac: signed.mac,
      });
      options.log?.info({ auditCheckpoint: signed }, "audit checkpoint");
      return signed;
    },

    /**
     * Walks the chain from the first row and checks it against every checkpoint (those in the table
     * and `anchors`, copied from the log): the first problem found, or null when the chain is whole.
     * Finds a row changed or removed (its successor names another hash), a keyed row re-hashed
     * without the key, an unkeyed row after keyed ones, a forged checkpoint, and rows deleted from
     * the end (a checkpoint names a row that is gone or has another hash).
     */
    async verify(anchors: AuditCheckpoint[] = []): Promise<{
      checked: number;
      checkpoints: number;
      firstBad: AuditProblem | null;
    }> {
      const stored = (await repo.checkpoints()).map(fromCheckpointRow);
      const points = [...stored, ...anchors];
      for (const point of points) {
        if (point.keyVersion !== keyedVersion || !safeEqual(checkpointMac(point), point.mac)) {
          return {
            checked: 0,
            checkpoints: points.length,
            firstBad: { id: point.auditId, problem: `checkpoint of ${point.at} is not signed with this key` },
          };
        }
      }
      const pointsAt = new Map<number, AuditCheckpoint[]>();
      for (const point of points) pointsAt.set(point.auditId, [...(pointsAt.get(point.auditId) ?? []), point]);
      const newest = points.reduce<AuditCheckpoint | null>(
        (best, point) => (best === null || point.auditId > best.auditId ? point : best),
        null,
      );
      const result = (checked: number, firstBad: AuditProblem | null) => ({
        checked,
        checkpoints: points.length,
        firstBad,
      });

      let previous = genesisHash;
      let keyedSeen = false;
      let afterId = 0;
      let checked = 0;
      for (;;) {
        const rows = await repo.listAfter(afterId, 1000);
        for (const row of rows) {
          if (row.prevHash !== previous) return result(checked, { id: row.id, problem: "chain broken before it" });
          if (row.keyVersion === 0 && keyedSeen) {
            return result(checked, { id: row.id, problem: "an unkeyed row after keyed rows" });
          }
          if (row.keyVersion !== 0 && row.keyVersion !== keyedVersion) {
            return result(checked, { id: row.id, problem: `unknown key version ${row.keyVersion}` });
          }
          if (!safeEqual(auditRowHash(row, row.prevHash, row.keyVersion, key), row.hash)) {
            return result(checked, { id: row.id, problem: "content does not match its hash" });
          }
          for (const point of pointsAt.get(row.id) ?? []) {
            if (point.hash !== row.hash) {
              return result(checked, { id: row.id, problem: `does not match the checkpoint of ${point.at}` });
            }
          }
          keyedSeen ||= row.keyVersion === keyedVersion;
          previous = row.hash;
          checked += 1;
        }
        const last = rows.at(-1);
        if (!last) break;
        afterId = last.id;
      }
      if (newest && newest.auditId > afterId) {
        return result(checked, {
          id: newest.auditId,
          problem: `rows after #${afterId} up to #${newest.auditId} are missing (checkpoint of ${newest.at})`,
        });
      }
      return result(checked, null);
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;

function fromCheckpointRow(row: AuditCheckpointRow): AuditCheckpoint {
  return {
    auditId: row.auditId,
    hash: row.hash,
    at: row.createdAt.toISOString(),
    keyVersion: row.keyVersion,
    mac: row.mac,
  };
}

/**
 * The row's fields in a fixed order (JSON with sorted keys) and the previous hash: SHA-256 for
 * version 0 (the rows before the chain was keyed), HMAC-SHA256 under the chain key for version 1.
 */
export function auditRowHash(row: NewAuditRow, prevHash: string, keyVersion: number, key: string): string {
  const fields = JSON.stringify([
    new Date(row.createdAt as Date).toISOString(),
    row.operatorId ?? null,
    row.operatorRole ?? null,
    row.ip ?? null,
    row.userAgent ?? null,
    row.requestId ?? null,
    row.action,
    row.recordType ?? null,
    row.recordId ?? null,
    row.memberId ?? null,
    row.reason ?? null,
    canonicalJson(row.before ?? null),
    canonicalJson(row.after ?? null),
    row.outcome,
    prevHash,
  ]);
  return keyVersion === 0 ? sha256(fields) : hmacSha256(key, fields);
}

/** JSON with object keys sorted at every level: jsonb does not keep key order, so the hash must not depend on it. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The audit context of a console request (request.operator is set by the console guard). */
export function auditContextOf(request: FastifyRequest): AuditContext {
  return {
    operatorId: request.operator?.id ?? null,
    role: request.operator?.role ?? null,
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
    requestId: String(request.id),
  };
}
