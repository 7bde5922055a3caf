import type { OperatorRole } from "@shop/contract";
import type { Database } from "@shop/db";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../lib/executor.ts";
import { sha256 } from "../../lib/secrets.ts";
import { type AuditRepo, type AuditRow, createAuditRepo, type NewAuditRow } from "./repo.ts";

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
 * The append-only audit log. `record` writes in the caller's transaction, so if the row cannot be
 * written the change it describes rolls back with it; each row's hash covers its content and the
 * previous row's hash, so a row changed or removed behind the trigger's back breaks the chain.
 */
export function createAuditLog(db: Database, repo: AuditRepo = createAuditRepo(db)) {
  return {
    async record(executor: Executor, entry: AuditEntry): Promise<AuditRow> {
      const prevHash = (await repo.lockChainHead(executor)) ?? genesisHash;
      const row: NewAuditRow = {
        createdAt: new Date(),
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
      return repo.insert(executor, { ...row, prevHash, hash: auditRowHash(row, prevHash) });
    },

    /**
     * Walks the chain from the first row: the first row whose predecessor or own hash does not match
     * (changed, removed or inserted out of turn), or null when the chain is whole.
     */
    async verify(): Promise<{ checked: number; firstBad: { id: number; problem: string } | null }> {
      let previous = genesisHash;
      let afterId = 0;
      let checked = 0;
      for (;;) {
        const rows = await repo.listAfter(afterId, 1000);
        for (const row of rows) {
          if (row.prevHash !== previous)
            return { checked, firstBad: { id: row.id, problem: "chain broken before it" } };
          if (auditRowHash(row, row.prevHash) !== row.hash) {
            return { checked, firstBad: { id: row.id, problem: "content does not match its hash" } };
          }
          previous = row.hash;
          checked += 1;
        }
        const last = rows.at(-1);
        if (!last) return { checked, firstBad: null };
        afterId = last.id;
      }
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;

/** SHA-256 over the row's fields in a fixed order (JSON with sorted keys) and the previous hash. */
function auditRowHash(row: NewAuditRow, prevHash: string): string {
  const fields = [
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
  ];
  return sha256(JSON.stringify(fields));
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
