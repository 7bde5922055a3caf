import type { AnyPgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client.ts";

/** A table whose rows have the usual numeric `id` (see `id()` in schema/columns.ts). */
type TableWithId = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };

/**
 * Inserts one row and answers its id, for seed steps whose next rows refer to it (a category's
 * articles, a node's IP pool). A transaction is a Database too, so it works inside one.
 */
export async function insertRowReturningId<T extends TableWithId>(
  db: Database,
  table: T,
  values: PgInsertValue<T>,
): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}
