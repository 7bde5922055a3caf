import { type Database, queryRows, tables } from "@shop/db";
import { and, desc, eq, gte, ne, sql } from "drizzle-orm";
import { bindableRepo, type Executor } from "../../../lib/executor.ts";

const { memberNotes, trafficAdjustments } = tables;

export type MemberNoteRow = typeof memberNotes.$inferSelect;
export type TrafficAdjustmentRow = typeof trafficAdjustments.$inferSelect;

/** A pending request as the overview lists it (snake case: straight from SQL). */
export interface PendingAdjustmentRow {
  id: number;
  member_id: number;
  delta_bytes: string;
  reason: string;
  status: string;
  requested_by: number;
  decided_by: number | null;
  decision_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  member_mobile: string | null;
  member_email: string | null;
  member_balance_bytes: string;
  requested_by_name: string;
}

/** Columns a member list may be sorted by (whitelisted: they go into ORDER BY). */
const memberSortColumns = { id: "m.id", createdAt: "m.created_at", lastLoginAt: "m.last_login_at" } as const;
type MemberSort = keyof typeof memberSortColumns;

export interface MemberSearch {
  q?: string;
  /** Only members of this substation (an operator limited to one). */
  substationId: number | null;
  suspended?: boolean;
  sort: MemberSort;
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

export interface MemberListRow {
  id: number;
  mobile: string | null;
  email: string | null;
  substation_id: number | null;
  certification_status: number;
  certification_type: number | null;
  suspended_at: Date | null;
  closed_at: Date | null;
  created_at: Date;
  last_login_at: Date | null;
  balance_bytes: string | null;
  matched_by: string | null;
}

/**
 * The console's view of members: support answers "why was I charged" from one
 * page, so this read model joins what the orders, payments, traffic, usage and
 * proxy modules recorded about one member (read only, like ledger:verify).
 * Its own tables (notes, traffic adjustments) are written here too.
 */
export function createConsoleMembersRepo(db: Database) {
  const repo = (x: Executor) => ({
    executor: x,

    /**
     * Members matching a mobile, e-mail, order number, sub-account name or exit
     * IP; `matched_by` says which. Sorted and paged in SQL.
     */
    async search(query: MemberSearch): Promise<{ rows: MemberListRow[]; total: number }> {
      const q = query.q?.trim() ?? "";
      const conditions = [sql`true`];
      if (query.substationId !== null) conditions.push(sql`m.substation_id = ${query.substationId}`);
      if (query.suspended !== undefined) {
        conditions.push(query.suspended ? sql`m.suspended_at is not null` : sql`m.suspended_at is null`);
      }
      const like = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // Each way of finding a member is one indexed lookup; the first that matches names the reason.
      const matchedBy =
        q === ""
          ? sql`null::text`
          : sql`case
              when m.mobile like ${like} then 'mobile'
              when m.email like ${like.toLowerCase()} then 'email'
              when exists (select 1 from recharge_orders o where o.member_id = m.id and o.order_no = ${q})
                or exists (select 1 from static_orders o where o.member_id = m.id and o.order_no = ${q})
                then 'order'
              when exists (select 1 from proxy_accounts a where a.member_id = m.id and a.username = ${q.toLowerCase()})
                then 'sub-account'
              when exists (select 1 from static_ips s where s.member_id = m.id and s.out_ip = ${q})
                or exists (select 1 from static_ip_assignments s where s.member_id = m.id and s.out_ip = ${q})
                then 'exit-ip'
              when m.id::text = ${q} then 'id'
            end`;
      const where = sql.join(conditions, sql` and `);
      const base = sql`from (select m.*, ${matchedBy} as matched_by from members m where ${where}) m`;
      const filter = q === "" ? sql`` : sql`where m.matched_by is not null`;
      const orderColumn = sql.raw(memberSortColumns[query.sort]);
      const direction = sql.raw(query.order === "asc" ? "asc nulls first" : "desc nulls last");
      const rows = await queryRows<MemberListRow>(
        x,
        sql`select m.id, m.mobile, m.email, m.substation_id, m.certification_status, m.certification_type,
                   m.suspended_at, m.closed_at, m.created_at, m.last_login_at, m.matched_by,
                   b.balance_bytes::text as balance_bytes
            ${base}
            left join traffic_balances b on b.member_id = m.id
            ${filter}
            order by ${orderColumn} ${direction}, m.id desc
            limit ${query.limit} offset ${query.offset}`,
      );
      const [count] = await queryRows<{ total: string }>(x, sql`select count(*) as total ${base} ${filter}`);
      return { rows: rows.map(withDates), total: Number(count?.total ?? 0) };
    },

    async findMember(memberId: number): Promise<MemberProfileRow | undefined> {
      const [row] = await queryRows<MemberProfileRow>(
        x,
        sql`select m.id, m.substation_id, m.mobile, m.email, m.locale, m.certification_status, m.certification_type,
                   m.register_ip, m.last_login_at, m.created_at, m.suspended_at, m.suspension_reason,
                   coalesce(b.balance_bytes, 0)::text as balance_bytes,
                   coalesce(b.recharged_bytes, 0)::text as recharged_bytes,
                   coalesce(b.consumed_bytes, 0)::text as consumed_bytes,
                   s.code as substation_code
            from members m
            left join traffic_balances b on b.member_id = m.id
            left join substations s on s.id = m.substation_id
            where m.id = ${memberId}`,
      );
      return row ? withDates(row) : undefined;
    },

    /** The member's newest personal verification: the ID number stays here until an operator unmasks it. */
    async latestPersonalCertification(memberId: number) {
      const [row] = await queryRows<{ id: string; real_name: string; id_card_number: string; status: number }>(
        x,
        sql`select id, real_name, id_card_number, status from personal_certifications
            where member_id = ${memberId} order by created_at desc, id desc limit 1`,
      );
      return row;
    },

    async latestEnterpriseCertification(memberId: number) {
      const [row] = await queryRows<{ id: string; company_name: string; credit_code: string; status: number }>(
        x,
        sql`select id, company_name, credit_code, status from enterprise_certifications
            where member_id = ${memberId} order by created_at desc, id desc limit 1`,
      );
      return row;
    },

    async orders(memberId: number, limit: number) {
      return (
        await queryRows<OrderRow>(
          x,
          sql`select * from (
                select 'recharge' as kind, id, order_no, status, amount_fen, pay_amount_fen, payment_method, paid_at,
                       closed_at, created_at, traffic_gb, gift_gb, null::int as ip_count, null::int as days,
                       false as renewal
                from recharge_orders where member_id = ${memberId}
                union all
                select 'static', id, order_no, status, amount_fen, pay_amount_fen, payment_method, paid_at, closed_at,
                       created_at, null, null, ip_count, days, kind = 'renewal'
                from static_orders where member_id = ${memberId}
              ) o
              cross join lateral (
                select coalesce(sum(r.amount_fen), 0)::int as refunded_fen from refunds r
                where r.order_kind = o.kind and r.order_id = o.id and r.status = 'succeeded' and r.anomaly_id is null
              ) refunded
              order by created_at desc, id desc limit ${limit}`,
        )
      ).map(withDates);
    },

    async paymentAttempts(memberId: number, limit: number) {
      return (
        await queryRows<PaymentAttemptRow>(
          x,
          sql`select a.id, a.out_trade_no, a.order_kind, a.order_id, a.method, a.channel, a.amount_fen, a.handling_fee_fen,
                     a.status, a.provider_trade_no, a.paid_at, a.closed_at, a.created_at,
                     coalesce(r.order_no, s.order_no) as order_no
              from payment_attempts a
              left join recharge_orders r on a.order_kind = 'recharge' and r.id = a.order_id
              left join static_orders s on a.order_kind = 'static' and s.id = a.order_id
              where a.member_id = ${memberId}
              order by a.created_at desc, a.id desc limit ${limit}`,
        )
      ).map(withDates);
    },

    /** The providers' notifications about the member's payments, as received (headers and raw body). */
    async paymentNotifications(memberId: number, limit: number) {
      return (
        await queryRows<NotificationRow>(
          x,
          sql`select n.id, n.method, n.out_trade_no, n.headers, n.body, n.signature_valid, n.outcome, n.received_at
              from payment_notifications n
              where n.out_trade_no in (select out_trade_no from payment_attempts where member_id = ${memberId})
              order by n.received_at desc, n.id desc limit ${limit}`,
        )
      ).map(withDates);
    },

    async ledger(memberId: number, limit: number) {
      return (
        await queryRows<LedgerRow>(
          x,
          sql`select id, kind, delta_bytes::text as delta_bytes, cause, note, created_at
              from traffic_ledger where member_id = ${memberId}
              order by created_at desc, id desc limit ${limit}`,
        )
      ).map(withDates);
    },

    async hourlyUsage(memberId: number, since: Date) {
      return (
        await queryRows<HourlyRow>(
          x,
          sql`select hour, (bytes_up + bytes_down)::text as used_bytes, deducted_bytes::text as deducted_bytes,
                     overdraft_bytes::text as overdraft_bytes, remaining_after_bytes::text as remaining_after_bytes
              from usage_hourly where member_id = ${memberId} and hour >= ${since.toISOString()}
              order by hour desc`,
        )
      ).map(withDates);
    },

    async subAccounts(memberId: number) {
      return (
        await queryRows<SubAccountRow>(
          x,
          sql`select id, username, enabled, traffic_limit_bytes::text as traffic_limit_bytes,
                     used_bytes::text as used_bytes, remark, created_at, deleted_at
              from proxy_accounts where member_id = ${memberId} order by created_at desc, id desc`,
        )
      ).map(withDates);
    },

    async staticIps(memberId: number) {
      return (
        await queryRows<StaticIpRow>(
          x,
          sql`select s.id, s.order_id, s.node_id, s.resource_type, s.host, s.port, s.account, s.out_ip, s.status,
                     s.purchased_at, s.expires_at, s.released_at, s.max_connections, s.bandwidth_mbps, o.order_no
              from static_ips s left join static_orders o on o.id = s.order_id
              where s.member_id = ${memberId} order by s.purchased_at desc, s.id desc`,
        )
      ).map(withDates);
    },

    async staticIpExchanges(memberId: number) {
      return (
        await queryRows<ExchangeRow>(
          x,
          sql`select e.id, e.static_ip_id, e.from_node_id, e.to_node_id, fp.out_ip as from_ip, tp.out_ip as to_ip, e.created_at
              from static_ip_exchanges e
              left join static_ip_pool fp on fp.id = e.from_pool_ip_id
              left join static_ip_pool tp on tp.id = e.to_pool_ip_id
              where e.member_id = ${memberId} order by e.created_at desc, e.id desc`,
        )
      ).map(withDates);
    },

    async notes(memberId: number): Promise<MemberNoteRow[]> {
      return x
        .select()
        .from(memberNotes)
        .where(eq(memberNotes.memberId, memberId))
        .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id));
    },

    async insertNote(values: typeof memberNotes.$inferInsert): Promise<MemberNoteRow> {
      const [row] = await x.insert(memberNotes).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    async adjustments(memberId: number): Promise<TrafficAdjustmentRow[]> {
      return x
        .select()
        .from(trafficAdjustments)
        .where(eq(trafficAdjustments.memberId, memberId))
        .orderBy(desc(trafficAdjustments.createdAt), desc(trafficAdjustments.id));
    },

    /**
     * Requests waiting for an approval across members, oldest first, with the member's contact and
     * balance and the requester's name (joined here so the owner's overview is one query).
     */
    async pendingAdjustments(limit: number, substationId: number | null): Promise<PendingAdjustmentRow[]> {
      const rows = await queryRows<PendingAdjustmentRow>(
        x,
        sql`select a.id, a.member_id, a.delta_bytes::text as delta_bytes, a.reason, a.status, a.requested_by,
                   a.decided_by, a.decision_reason, a.created_at, a.decided_at,
                   m.mobile as member_mobile, m.email as member_email,
                   coalesce(b.balance_bytes, 0)::text as member_balance_bytes,
                   coalesce(o.name, '#' || a.requested_by::text) as requested_by_name
            from traffic_adjustments a
            join members m on m.id = a.member_id
            left join traffic_balances b on b.member_id = a.member_id
            left join operators o on o.id = a.requested_by
            where a.status = 'pending'
              ${substationId === null ? sql`` : sql`and m.substation_id = ${substationId}`}
            order by a.created_at, a.id
            limit ${limit}`,
      );
      return rows.map((row) => ({
        ...row,
        created_at: new Date(row.created_at),
        decided_at: row.decided_at === null ? null : new Date(row.decided_at),
      }));
    },

    async findAdjustmentForUpdate(id: number): Promise<TrafficAdjustmentRow | undefined> {
      const [row] = await x.select().from(trafficAdjustments).where(eq(trafficAdjustments.id, id)).for("update");
      return row;
    },

    async insertAdjustment(values: typeof trafficAdjustments.$inferInsert): Promise<TrafficAdjustmentRow> {
      const [row] = await x.insert(trafficAdjustments).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    async decideAdjustment(
      id: number,
      values: { status: "applied" | "rejected"; decidedBy: number; decisionReason: string | null },
    ): Promise<TrafficAdjustmentRow | undefined> {
      const [row] = await x
        .update(trafficAdjustments)
        .set({ ...values, decidedAt: new Date() })
        .where(and(eq(trafficAdjustments.id, id), eq(trafficAdjustments.status, "pending")))
        .returning();
      return row;
    },

    /**
     * Bytes (absolute) an operator moved within their own caps since `since`:
     * what counts against their daily allowance (approved requests do not).
     */
    async bytesAdjustedBy(operatorId: number, since: Date): Promise<bigint> {
      const [row] = await x
        .select({ total: sql<string>`coalesce(sum(abs(${trafficAdjustments.deltaBytes})), 0)::text` })
        .from(trafficAdjustments)
        .where(
          and(
            eq(trafficAdjustments.requestedBy, operatorId),
            eq(trafficAdjustments.status, "applied"),
            sql`${trafficAdjustments.decidedBy} = ${trafficAdjustments.requestedBy}`,
            gte(trafficAdjustments.createdAt, since),
            ne(trafficAdjustments.deltaBytes, 0n),
          ),
        );
      return BigInt(row?.total ?? "0");
    },

    /** Serialises one operator's adjustments, so two at once cannot both fit under the daily cap. */
    async lockOperatorAllowance(operatorId: number): Promise<void> {
      await x.execute(sql`select pg_advisory_xact_lock(hashtext(${`adjust-allowance:${operatorId}`}))`);
    },
  });

  return bindableRepo(db, repo);
}

export type ConsoleMembersRepo = ReturnType<typeof createConsoleMembersRepo>;

export interface MemberProfileRow {
  id: number;
  substation_id: number | null;
  substation_code: string | null;
  mobile: string | null;
  email: string | null;
  locale: string;
  certification_status: number;
  certification_type: number | null;
  register_ip: string | null;
  last_login_at: Date | null;
  created_at: Date;
  suspended_at: Date | null;
  suspension_reason: string | null;
  balance_bytes: string;
  recharged_bytes: string;
  consumed_bytes: string;
}
export interface OrderRow {
  kind: "recharge" | "static";
  id: number;
  order_no: string;
  status: string;
  amount_fen: number;
  pay_amount_fen: number | null;
  /** Refunds of the order that went through (money that paid another order's anomaly not included). */
  refunded_fen: number;
  payment_method: string | null;
  paid_at: Date | null;
  closed_at: Date | null;
  created_at: Date;
  traffic_gb: number | null;
  gift_gb: number | null;
  ip_count: number | null;
  days: number | null;
  renewal: boolean;
}
export interface PaymentAttemptRow {
  id: number;
  out_trade_no: string;
  order_kind: string;
  order_id: number;
  order_no: string | null;
  method: string;
  channel: string;
  amount_fen: number;
  handling_fee_fen: number;
  status: string;
  provider_trade_no: string | null;
  paid_at: Date | null;
  closed_at: Date | null;
  created_at: Date;
}
export interface NotificationRow {
  id: number;
  method: string;
  out_trade_no: string | null;
  headers: unknown;
  body: string;
  signature_valid: boolean;
  outcome: string;
  received_at: Date;
}
export interface LedgerRow {
  id: number;
  kind: string;
  delta_bytes: string;
  cause: string;
  note: string | null;
  created_at: Date;
}
export interface HourlyRow {
  hour: Date;
  used_bytes: string;
  deducted_bytes: string;
  overdraft_bytes: string;
  remaining_after_bytes: string;
}
export interface SubAccountRow {
  id: number;
  username: string;
  enabled: boolean;
  traffic_limit_bytes: string | null;
  used_bytes: string;
  remark: string | null;
  created_at: Date;
  deleted_at: Date | null;
}
export interface StaticIpRow {
  id: number;
  order_id: number;
  order_no: string | null;
  node_id: number;
  resource_type: number;
  host: string;
  port: number;
  account: string;
  out_ip: string;
  status: number;
  purchased_at: Date;
  expires_at: Date;
  released_at: Date | null;
  max_connections: number | null;
  bandwidth_mbps: number | null;
}
export interface ExchangeRow {
  id: number;
  static_ip_id: number;
  from_node_id: number;
  to_node_id: number;
  from_ip: string | null;
  to_ip: string | null;
  created_at: Date;
}

/**
 * Raw rows come back with timestamps as Date (node-postgres) or string
 * (PGlite) and bigint ids as strings: one shape for the service.
 */
function withDates<T>(row: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
    if ((key.endsWith("_at") || key === "hour") && typeof value === "string") out[key] = new Date(value);
    else if ((key === "id" || key.endsWith("_id")) && typeof value === "string" && /^\d+$/.test(value)) {
      out[key] = Number(value);
    } else out[key] = value;
  }
  return out as T;
}
