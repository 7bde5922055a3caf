import type { Database } from "@shop/db";

/**
 * The database or an open transaction: repositories take one, so a service
 * can make several modules' writes one transaction without sharing tables.
 */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

export function inTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
