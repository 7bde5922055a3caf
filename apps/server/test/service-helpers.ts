import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { desc, eq } from "drizzle-orm";
import { AppError } from "../src/http/app-error.ts";

/** The newest audit row of an action. */
export async function lastAudit(db: Database, action: string) {
  const [row] = await db
    .select()
    .from(tables.auditLog)
    .where(eq(tables.auditLog.action, action))
    .orderBy(desc(tables.auditLog.id))
    .limit(1);
  return row;
}

/** The answer an AppError gives a client: its code, message key and parameters; fails when `work` succeeds. */
export async function refusal(work: Promise<unknown>): Promise<{ code: number; key: string; params: object }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, key: error.messageKey, params: error.params };
    throw error;
  }
  throw new Error("expected a refusal");
}
