import type { FastifyRequest } from "fastify";
import { type AuditContext, type AuditEntry, auditContextOf } from "../modules/console/audit/service.ts";
import { currentOperator } from "../modules/console/operators/console-http.ts";
import type { Executor } from "./executor.ts";

/** Writes one audit row inside the caller's transaction; if it throws, the change rolls back. */
export interface AuditRecorder {
  record(executor: Executor, entry: AuditEntry): Promise<unknown>;
}

/** The operator acting, as the console's editing services need them. */
export interface ConsoleActor {
  /** Shown to other operators in "changed by …". */
  name: string;
  /** Limited to one substation's members, or null for all. */
  substationId: number | null;
  audit: AuditContext;
}

/** The command line acts as nobody in particular: its audit rows and "changed by …" say so. */
export function commandLineActor(user: string): ConsoleActor {
  const who = `command line (${user || "unknown user"})`;
  return {
    name: who,
    substationId: null,
    audit: { operatorId: null, role: null, ip: null, userAgent: who, requestId: null },
  };
}

/** The operator of a console request (the console guard has checked their session and permission). */
export function consoleActorOf(request: FastifyRequest): ConsoleActor {
  const operator = currentOperator(request);
  return { name: operator.name, substationId: operator.substationId, audit: auditContextOf(request) };
}

/** The fields whose value differs, as { before, after } for the audit row (dates as ISO strings). */
export function changedFields<T extends object>(before: T, after: Partial<T>): { before: object; after: object } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  for (const [key, value] of Object.entries(after)) {
    const old = (before as Record<string, unknown>)[key];
    if (JSON.stringify(plain(old)) !== JSON.stringify(plain(value))) {
      was[key] = plain(old);
      now[key] = plain(value);
    }
  }
  return { before: was, after: now };
}

/** "2026-11-24 23:40" in China time: when a row was changed, as the 409 tells it. */
export function chinaTimeOf(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace("T", " ");
}
