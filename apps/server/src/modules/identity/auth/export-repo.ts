import { queryRows, tables } from "@shop/db";
import { sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { members } = tables;

export interface MemberExportRow {
  id: number;
  mobile: string | null;
  email: string | null;
  locale: string;
  substation_id: number | null;
  certification_status: number;
  certification_type: number | null;
  created_at: Date | string;
  last_login_at: Date | string | null;
}

/** Members for the console's CSV export, a page at a time by id. */
export function createMembersExportRepo(x: Executor) {
  return {
    async page(
      afterId: number,
      limit: number,
      range: { from?: Date; to?: Date; substationId: number | null },
    ): Promise<MemberExportRow[]> {
      return queryRows<MemberExportRow>(
        x,
        sql`select id, mobile, email, locale, substation_id, certification_status, certification_type, created_at, last_login_at
        from ${members} where id > ${afterId}
        ${range.from ? sql`and created_at >= ${range.from.toISOString()}::timestamptz` : sql``}
        ${range.to ? sql`and created_at < ${range.to.toISOString()}::timestamptz` : sql``}
        ${range.substationId !== null ? sql`and substation_id = ${range.substationId}` : sql``}
        order by id limit ${limit}`,
      );
    },
  };
}
