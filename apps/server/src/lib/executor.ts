import type { Database } from "@shop/db";

/**
 * The database or an open transaction: repositories take one, so a service
 * can make several modules' writes one transaction without sharing tables.
 */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

export function inTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/**
 * A repository's queries on the database, plus the same queries on another executor (`bind`, e.g. a
 * transaction another module opened) and in a transaction of their own (`transaction`).
 */
export function bindableRepo<Repo extends object>(db: Database, repo: (x: Executor) => Repo) {
  return {
    ...repo(db),
    bind: repo,
    /** Runs `work` in one transaction with a repository bound to it. */
    transaction<T>(work: (tx: Repo) => Promise<T>): Promise<T> {
      return inTransaction(db, (tx) => work(repo(tx)));
    },
  };
}
