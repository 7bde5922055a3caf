import type { ConsoleOrderFilter, ConsoleOrderRow } from "@shop/contract";
import { type Database, queryRows, tables } from "@shop/db";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";
import { iso, isoOrNull } from "../../../lib/row-time.ts";

interface OrderRowRaw {
  kind: "recharge" | "static";
  id: string;
  order_no: string;
  member_id: string;
  mobile: string | null;
  email: string | null;
  status: "waiting" | "paid" | "closed";
  traffic_gb: number | null;
  gift_gb: number | null;
  ip_count: number | null;
  days: number | null;
  amount_fen: number;
  pay_amount_fen: number | null;
  payment_method: string | null;
  refunded_fen: string;
  currency: string;
  created_at: Date | string;
  paid_at: Date | string | null;
  total?: string;
}

function toRow(raw: OrderRowRaw): ConsoleOrderRow {
  return {
    kind: raw.kind,
    id: Number(raw.id),
    orderNo: raw.order_no,
    memberId: Number(raw.member_id),
    memberAccount: raw.mobile ?? raw.email ?? "",
    status: raw.status,
    trafficGb: raw.traffic_gb,
    giftGb: raw.gift_gb,
    ipCount: raw.ip_count,
    days: raw.days,
    amountFen: raw.amount_fen,
    payAmountFen: raw.pay_amount_fen,
    paymentMethod: raw.payment_method,
    refundedFen: Number(raw.refunded_fen),
    currency: raw.currency === "USD" ? "USD" : "CNY",
    createdAt: iso(raw.created_at),
    paidAt: isoOrNull(raw.paid_at),
  };
}

/** Both order tables as one, with the member's account and what was refunded. */
const ordersUnion = sql`
  select o.*, m.mobile, m.email, m.substation_id,
         coalesce((select sum(r.amount_fen) from refunds r
                   where r.order_kind = o.kind and r.order_id = o.id and r.status = 'succeeded' and r.anomaly_id is null), 0) as refunded_fen
  from (
    select 'recharge' as kind, id, order_no, member_id, status, traffic_gb, gift_gb, null::int as ip_count,
           null::int as days, amount_fen, pay_amount_fen, payment_method, created_at, paid_at, currency
    from recharge_orders
    union all
    select 'static', id, order_no, member_id, status, null, null, ip_count, days, amount_fen, pay_amount_fen,
           payment_method, created_at, paid_at, 'CNY'
    from static_orders
  ) o
  join members m on m.id = o.member_id`;

const sortColumns = { createdAt: sql`created_at`, amount: sql`amount_fen`, paidAt: sql`paid_at` } as const;

/**
 * The console's reads across orders, members, payments and refunds: an
 * operator's view of the whole business, so it reads those tables together on purpose.
 */
const claims = tables.bankTransferClaims;

export function createConsoleOrdersRepo(db: Database) {
  return {
    async search(
      query: ConsoleOrderFilter,
      substationId: number | null,
    ): Promise<{ list: ConsoleOrderRow[]; total: number }> {
      const where: SQL[] = [];
      if (substationId !== null) where.push(sql`substation_id = ${substationId}`);
      if (query.status) where.push(sql`status = ${query.status}`);
      if (query.product) where.push(sql`kind = ${query.product}`);
      if (query.method) where.push(sql`payment_method = ${query.method}`);
      // Days are Beijing days: the shop's customers and its accounts are in China.
      if (query.from) where.push(sql`created_at >= (${query.from}::date)::timestamp at time zone 'Asia/Shanghai'`);
      if (query.to) {
        where.push(sql`created_at < ((${query.to}::date) + 1)::timestamp at time zone 'Asia/Shanghai'`);
      }
      if (query.q) {
        const q = query.q;
        where.push(sql`(order_no = ${q} or mobile = ${q} or lower(email) = lower(${q})
          or exists (select 1 from payment_attempts a
                     where a.order_kind = kind and a.order_id = id and (a.out_trade_no = ${q} or a.provider_trade_no = ${q})))`);
      }
      const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
      const direction = query.dir === "asc" ? sql`asc` : sql`desc`;
      const nulls = query.dir === "asc" ? sql`nulls first` : sql`nulls last`;
      const rows = await queryRows<OrderRowRaw>(
        db,
        sql`select *, count(*) over () as total from (${ordersUnion}) s ${filter}
            order by ${sortColumns[query.sort]} ${direction} ${nulls}, created_at desc, id desc
            limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
      );
      return { list: rows.map(toRow), total: Number(rows[0]?.total ?? 0) };
    },

    async findOrder(
      kind: "recharge" | "static",
      id: number,
    ): Promise<(ConsoleOrderRow & { substationId: number | null }) | undefined> {
      const [raw] = await queryRows<OrderRowRaw & { substation_id: number | null }>(
        db,
        sql`select * from (${ordersUnion}) s where kind = ${kind} and id = ${id}`,
      );
      return raw ? { ...toRow(raw), substationId: raw.substation_id } : undefined;
    },

    /** Operators' names by id, for who requested and who decided. */
    async operatorNames(ids: number[], x: Executor = db): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await x
        .select({ id: tables.operators.id, name: tables.operators.name })
        .from(tables.operators)
        .where(inArray(tables.operators.id, unique));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Each member's login (mobile, else e-mail), for naming who a refund pays. */
    async memberAccounts(ids: number[]): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: tables.members.id, mobile: tables.members.mobile, email: tables.members.email })
        .from(tables.members)
        .where(inArray(tables.members.id, unique));
      return new Map(rows.map((row) => [row.id, row.mobile ?? row.email ?? ""]));
    },

    async orderNumbers(keys: Array<{ kind: string; id: number }>): Promise<Map<string, string>> {
      const result = new Map<string, string>();
      const recharge = keys.filter((k) => k.kind === "recharge").map((k) => k.id);
      const statics = keys.filter((k) => k.kind === "static").map((k) => k.id);
      if (recharge.length) {
        for (const row of await db
          .select({ id: tables.rechargeOrders.id, orderNo: tables.rechargeOrders.orderNo })
          .from(tables.rechargeOrders)
          .where(inArray(tables.rechargeOrders.id, recharge))) {
          result.set(`recharge:${row.id}`, row.orderNo);
        }
      }
      if (statics.length) {
        for (const row of await db
          .select({ id: tables.staticOrders.id, orderNo: tables.staticOrders.orderNo })
          .from(tables.staticOrders)
          .where(inArray(tables.staticOrders.id, statics))) {
          result.set(`static:${row.id}`, row.orderNo);
        }
      }
      return result;
    },

    /** The bank transfer reported for an order and waiting for a second operator, if any. */
    async openBankTransfer(kind: string, orderId: number, x: Executor = db): Promise<BankTransferClaim | undefined> {
      const [row] = await x
        .select()
        .from(claims)
        .where(and(eq(claims.orderKind, kind), eq(claims.orderId, orderId), eq(claims.status, "requested")));
      return row;
    },

    /** Reported transfers kept as mismatches (the amount differed): never credited. */
    async mismatchedBankTransfers(kind: string, orderId: number): Promise<BankTransferClaim[]> {
      return db
        .select()
        .from(claims)
        .where(and(eq(claims.orderKind, kind), eq(claims.orderId, orderId), eq(claims.status, "mismatch")))
        .orderBy(claims.id);
    },

    /** A new report; undefined when one is already waiting for the order (the unique open-claim index). */
    async insertBankTransfer(values: typeof claims.$inferInsert): Promise<BankTransferClaim | undefined> {
      const [row] = await db.insert(claims).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Decides a waiting claim, once: undefined when it was decided meanwhile (or by its own reporter). */
    async decideBankTransfer(
      x: Executor,
      id: number,
      decision: {
        status: "confirmed" | "rejected" | "mismatch";
        decidedBy: number;
        decidedAt: Date;
        decisionNote: string | null;
      },
    ): Promise<BankTransferClaim | undefined> {
      const [row] = await x
        .update(claims)
        .set(decision)
        .where(
          and(eq(claims.id, id), eq(claims.status, "requested"), sql`${claims.requestedBy} <> ${decision.decidedBy}`),
        )
        .returning();
      return row;
    },

    /** The members an operator limited to a substation may see. */
    async memberSubstation(memberId: number): Promise<number | null> {
      const [row] = await queryRows<{ substation_id: number | null }>(
        db,
        sql`select substation_id from members where id = ${memberId}`,
      );
      return row?.substation_id ?? null;
    },
  };
}

export type ConsoleOrdersRepo = ReturnType<typeof createConsoleOrdersRepo>;
export type BankTransferClaim = typeof tables.bankTransferClaims.$inferSelect;
