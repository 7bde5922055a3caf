import type { Executor } from "./executor.ts";

/**
 * What the console's editing services need to know about the operator acting and how they write
 * the audit row. Structural, so the audit module's `createAuditLog(db)` fits `AuditRecorder`.
 */
export interface ActorAuditContext {
  operatorId: number;
  role: string;
  ip: string | null;
  userAgent: string | null;
  requestId: string;
}

export interface ActorAuditEntry {
  context: ActorAuditContext;
  action: string;
  recordType: string;
  recordId: string | number;
  memberId?: number;
  reason?: string;
  before?: object;
  after?: object;
  outcome: "ok" | "refused";
}

/** Writes one audit row inside the caller's transaction; if it throws, the change rolls back. */
export interface AuditRecorder {
  record(executor: Executor, entry: ActorAuditEntry): Promise<unknown>;
}

export interface ConsoleActor {
  /** Shown to other operators in "changed by …". */
  name: string;
  /** Limited to one substation's members, or null for all. */
  substationId: number | null;
  audit: ActorAuditContext;
}

/** The fields whose value differs, as { before, after } for the audit row (dates as ISO strings). */
export function changedFields<T extends object>(before: T, after: Partial<T>): { before: object; after: object } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = (before as Record<string, unknown>)[key];
    const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
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
