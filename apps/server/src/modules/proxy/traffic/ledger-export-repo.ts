import { queryRows, tables } from "@shop/db";
import { sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { trafficLedger, members } = tables;

export interface LedgerExportRow {
  id: number;
  member_id: number;
  kind: string;
  delta_bytes: number | string;
  cause: string;
  note: string | null;
  created_at: Date | string;
}

/** Traffic ledger rows for the console's CSV export (written in the range), a page at a time by id. */
export function createLedgerExportRepo(x: Executor) {
  return {
    async page(
      afterId: number,
      limit: number,
      range: { from?: Date; to?: Date; substationId: number | null },
    ): Promise<LedgerExportRow[]> {
      return queryRows<LedgerExportRow>(
        x,
        sql`select l.id, l.member_id, l.kind, l.delta_bytes, l.cause, l.note, l.created_at
        from ${trafficLedger} l where l.id > ${afterId}
        ${range.from ? sql`and l.created_at >= ${range.from.toISOString()}::timestamptz` : sql``}
        ${range.to ? sql`and l.created_at < ${range.to.toISOString()}::timestamptz` : sql``}
        ${range.substationId !== null ? sql`and l.member_id in (select id from ${members} where substation_id = ${range.substationId})` : sql``}
        order by l.id limit ${limit}`,
      );
    },
  };
}
