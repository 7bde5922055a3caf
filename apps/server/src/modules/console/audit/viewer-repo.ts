import { type Database, queryRows } from "@shop/db";
import { type SQL, sql } from "drizzle-orm";

/** One audit row as the viewer reads it, with the operator's name and e-mail joined (snake case: raw SQL). */
export interface AuditViewRow {
  id: string | number;
  created_at: Date | string;
  operator_id: string | number | null;
  operator_role: string | null;
  operator_name: string | null;
  operator_email: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  action: string;
  record_type: string | null;
  record_id: string | null;
  member_id: string | number | null;
  reason: string | null;
  before: unknown;
  after: unknown;
  outcome: string;
  prev_hash: string;
  hash: string;
}

/** What the viewer narrows by; every field is optional and they combine. */
export interface AuditFilter {
  operatorId?: number;
  actionPrefix?: string;
  memberId?: number;
  recordType?: string;
  recordId?: string;
  outcome?: "ok" | "refused";
  /** created_at >= from and < until (UTC instants). */
  from?: Date;
  until?: Date;
  /**
   * An operator limited to a substation sees rows about that substation's members and their own
   * rows, nothing else.
   */
  visibleTo?: { operatorId: number; substationId: number };
}

const listColumns = sql`a.id, a.created_at, a.operator_id, a.operator_role, o.name as operator_name,
  o.email as operator_email, a.ip, a.action, a.record_type, a.record_id, a.member_id, a.reason, a.outcome`;

/**
 * The console's read of the audit log: filtered and paged by id in SQL (the id is the chain's order,
 * so "newest first" is "highest id first"). It joins the operators table for names, reading across
 * modules like the console's other read models; it never writes.
 */
export function createAuditViewerRepo(db: Database) {
  function whereOf(filter: AuditFilter, extra: SQL[] = []): SQL {
    const conditions: SQL[] = [sql`true`, ...extra];
    if (filter.operatorId !== undefined) conditions.push(sql`a.operator_id = ${filter.operatorId}`);
    if (filter.actionPrefix) conditions.push(sql`a.action like ${`${escapeLike(filter.actionPrefix)}%`}`);
    if (filter.memberId !== undefined) conditions.push(sql`a.member_id = ${filter.memberId}`);
    if (filter.recordType) conditions.push(sql`a.record_type = ${filter.recordType}`);
    if (filter.recordId) conditions.push(sql`a.record_id = ${filter.recordId}`);
    if (filter.outcome) conditions.push(sql`a.outcome = ${filter.outcome}`);
    if (filter.from) conditions.push(sql`a.created_at >= ${filter.from.toISOString()}::timestamptz`);
    if (filter.until) conditions.push(sql`a.created_at < ${filter.until.toISOString()}::timestamptz`);
    if (filter.visibleTo) {
      const { operatorId, substationId } = filter.visibleTo;
      conditions.push(sql`(a.operator_id = ${operatorId} or exists (
        select 1 from members m where m.id = a.member_id and m.substation_id = ${substationId}))`);
    }
    return sql.join(conditions, sql` and `);
  }

  return {
    /**
     * A page of rows, newest first. `before` pages towards older rows, `after` towards newer ones;
     * one row more than asked says whether there is a further page that way.
     */
    async page(
      filter: AuditFilter,
      cursor: { before?: number; after?: number },
      limit: number,
    ): Promise<{ rows: AuditViewRow[]; hasOlder: boolean; hasNewer: boolean }> {
      const towardsNewer = cursor.after !== undefined && cursor.before === undefined;
      const keyset: SQL[] = [];
      if (cursor.before !== undefined) keyset.push(sql`a.id < ${cursor.before}`);
      if (cursor.after !== undefined) keyset.push(sql`a.id > ${cursor.after}`);
      const fetched = await queryRows<AuditViewRow>(
        db,
        sql`select ${listColumns}
            from audit_log a left join operators o on o.id = a.operator_id
            where ${whereOf(filter, keyset)}
            order by a.id ${sql.raw(towardsNewer ? "asc" : "desc")}
            limit ${limit + 1}`,
      );
      const more = fetched.length > limit;
      const rows = fetched.slice(0, limit);
      if (towardsNewer) rows.reverse();
      const first = rows[0];
      const last = rows.at(-1);
      // The other direction: is there anything beyond this page's newest (or oldest) row?
      const beyond = async (comparison: SQL) => {
        const [row] = await queryRows<{ id: unknown }>(
          db,
          sql`select a.id from audit_log a where ${whereOf(filter, [comparison])} limit 1`,
        );
        return row !== undefined;
      };
      if (towardsNewer) {
        return { rows, hasNewer: more, hasOlder: last ? await beyond(sql`a.id < ${Number(last.id)}`) : false };
      }
      return {
        rows,
        hasOlder: more,
        hasNewer: first && cursor.before !== undefined ? await beyond(sql`a.id > ${Number(first.id)}`) : false,
      };
    },

    async find(id: number): Promise<AuditViewRow | undefined> {
      const [row] = await queryRows<AuditViewRow>(
        db,
        sql`select ${listColumns}, a.user_agent, a.request_id, a.before, a.after, a.prev_hash, a.hash
            from audit_log a left join operators o on o.id = a.operator_id
            where a.id = ${id}`,
      );
      return row;
    },

    /** Whether the row concerns a member of the substation or was written by the operator. */
    async visible(id: number, visibleTo: NonNullable<AuditFilter["visibleTo"]>): Promise<boolean> {
      const [row] = await queryRows<{ id: unknown }>(
        db,
        sql`select a.id from audit_log a where ${whereOf({ visibleTo }, [sql`a.id = ${id}`])}`,
      );
      return row !== undefined;
    },

    /** Every operator, for the viewer's operator filter (a handful of rows). */
    operators(): Promise<{ id: string | number; name: string; email: string }[]> {
      return queryRows(db, sql`select id, name, email from operators order by name, id`);
    },
  };
}
export type AuditViewerRepo = ReturnType<typeof createAuditViewerRepo>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
