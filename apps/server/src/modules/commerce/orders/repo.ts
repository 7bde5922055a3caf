import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { bindableRepo, type Executor } from "../../../lib/executor.ts";

const {
  rechargeOrders,
  staticOrders,
  staticIps,
  staticOrderRenewalItems,
  staticIpExchanges,
  staticNodes,
  staticIpAssignments,
  staticIpTakebacks,
  fulfilmentAnomalies,
} = tables;

/** The member's own IPs: released ones (reclaimed after the grace period) are history, not theirs any more. */
const heldByMember = inArray(staticIps.status, [1, 2]);

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;
export type StaticOrderRow = typeof staticOrders.$inferSelect;
export type StaticIpRow = typeof staticIps.$inferSelect;
export type NewStaticIp = typeof staticIps.$inferInsert;
export type OrderKind = "recharge" | "static";

export interface PaidWith {
  /** bank: a transfer an operator marked paid; balance: paid from the member's CNY balance; card: Stripe. */
  method: "alipay" | "wechat" | "card" | "bank" | "balance";
  handlingFeeFen: number;
  payAmountFen: number;
  paidAt: Date;
}

/** What a payment writes on an order of either kind. */
function paidColumns(paid: PaidWith) {
  return {
    status: "paid",
    paymentMethod: paid.method,
    handlingFeeFen: paid.handlingFeeFen,
    payAmountFen: paid.payAmountFen,
    paidAt: paid.paidAt,
  };
}

export interface OrderListFilter {
  memberId: number;
  orderNo?: string;
  status?: "waiting" | "paid" | "closed";
  /** UTC, inclusive start and exclusive end. */
  from?: Date;
  until?: Date;
  resourceType?: number;
  limit: number;
  offset: number;
}

export function createOrdersRepo(db: Database) {
  const repo = (x: Executor) => ({
    async insertRechargeOrder(values: typeof rechargeOrders.$inferInsert): Promise<RechargeOrderRow> {
      const [row] = await x.insert(rechargeOrders).values(values).returning();
      return row as RechargeOrderRow;
    },
    async insertStaticOrder(values: typeof staticOrders.$inferInsert): Promise<StaticOrderRow> {
      const [row] = await x.insert(staticOrders).values(values).returning();
      return row as StaticOrderRow;
    },
    async insertRenewalItems(orderId: number, staticIpIds: number[]): Promise<void> {
      await x.insert(staticOrderRenewalItems).values(staticIpIds.map((staticIpId) => ({ orderId, staticIpId })));
    },

    async findRechargeOrder(id: number): Promise<RechargeOrderRow | undefined> {
      const [row] = await x.select().from(rechargeOrders).where(eq(rechargeOrders.id, id));
      return row;
    },
    async findStaticOrder(id: number): Promise<StaticOrderRow | undefined> {
      const [row] = await x.select().from(staticOrders).where(eq(staticOrders.id, id));
      return row;
    },

    /** Serialises one member's order creations until the transaction ends (the waiting and reservation limits). */
    async lockMemberOrders(memberId: number): Promise<void> {
      await x.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders:${memberId}`}))`);
    },

    /** Whether the member has paid for any order before (a first-order coupon's test). */
    async hasPaidOrder(memberId: number): Promise<boolean> {
      const [a] = await x
        .select({ id: rechargeOrders.id })
        .from(rechargeOrders)
        .where(and(eq(rechargeOrders.memberId, memberId), eq(rechargeOrders.status, "paid")))
        .limit(1);
      if (a) return true;
      const [b] = await x
        .select({ id: staticOrders.id })
        .from(staticOrders)
        .where(and(eq(staticOrders.memberId, memberId), eq(staticOrders.status, "paid")))
        .limit(1);
      return Boolean(b);
    },

    async countWaiting(memberId: number): Promise<number> {
      const [a] = await x
        .select({ n: count() })
        .from(rechargeOrders)
        .where(and(eq(rechargeOrders.memberId, memberId), eq(rechargeOrders.status, "waiting")));
      const [b] = await x
        .select({ n: count() })
        .from(staticOrders)
        .where(and(eq(staticOrders.memberId, memberId), eq(staticOrders.status, "waiting")));
      return Number(a?.n ?? 0) + Number(b?.n ?? 0);
    },

    /** The member's orders still waiting for payment (closing an account closes them). */
    async waitingOrdersOf(memberId: number): Promise<{ kind: "recharge" | "static"; id: number }[]> {
      const recharge = await x
        .select({ id: rechargeOrders.id })
        .from(rechargeOrders)
        .where(and(eq(rechargeOrders.memberId, memberId), eq(rechargeOrders.status, "waiting")));
      const statics = await x
        .select({ id: staticOrders.id })
        .from(staticOrders)
        .where(and(eq(staticOrders.memberId, memberId), eq(staticOrders.status, "waiting")));
      return [
        ...recharge.map((row) => ({ kind: "recharge" as const, id: row.id })),
        ...statics.map((row) => ({ kind: "static" as const, id: row.id })),
      ];
    },
    /** waiting -> paid, only if still waiting: the row that makes crediting happen exactly once. */
    async markRechargePaid(id: number, paid: PaidWith): Promise<RechargeOrderRow | undefined> {
      const [row] = await x
        .update(rechargeOrders)
        .set(paidColumns(paid))
        .where(and(eq(rechargeOrders.id, id), eq(rechargeOrders.status, "waiting")))
        .returning();
      return row;
    },
    async markStaticPaid(id: number, paid: PaidWith): Promise<StaticOrderRow | undefined> {
      const [row] = await x
        .update(staticOrders)
        .set(paidColumns(paid))
        .where(and(eq(staticOrders.id, id), eq(staticOrders.status, "waiting")))
        .returning();
      return row;
    },
    async closeRecharge(id: number, now: Date): Promise<boolean> {
      const rows = await x
        .update(rechargeOrders)
        .set({ status: "closed", closedAt: now })
        .where(and(eq(rechargeOrders.id, id), eq(rechargeOrders.status, "waiting")))
        .returning({ id: rechargeOrders.id });
      return rows.length === 1;
    },
    async closeStatic(id: number, now: Date): Promise<boolean> {
      const rows = await x
        .update(staticOrders)
        .set({ status: "closed", closedAt: now })
        .where(and(eq(staticOrders.id, id), eq(staticOrders.status, "waiting")))
        .returning({ id: staticOrders.id });
      return rows.length === 1;
    },

    /** A waiting order's payment deadline moved to `until` (never earlier); false when not waiting. */
    async extendPayDeadline(kind: OrderKind, id: number, until: Date): Promise<boolean> {
      const table = kind === "recharge" ? rechargeOrders : staticOrders;
      const rows = await x
        .update(table)
        .set({ payDeadline: sql`greatest(${table.payDeadline}, ${until.toISOString()}::timestamptz)` })
        .where(and(eq(table.id, id), eq(table.status, "waiting")))
        .returning({ id: table.id });
      return rows.length === 1;
    },

    async overdue(now: Date, limit: number): Promise<Array<{ kind: OrderKind; id: number }>> {
      const recharge = await x
        .select({ id: rechargeOrders.id })
        .from(rechargeOrders)
        .where(and(eq(rechargeOrders.status, "waiting"), lte(rechargeOrders.payDeadline, now)))
        .limit(limit);
      const statics = await x
        .select({ id: staticOrders.id })
        .from(staticOrders)
        .where(and(eq(staticOrders.status, "waiting"), lte(staticOrders.payDeadline, now)))
        .limit(limit);
      return [
        ...recharge.map((row) => ({ kind: "recharge" as const, id: row.id })),
        ...statics.map((row) => ({ kind: "static" as const, id: row.id })),
      ];
    },

    async insertStaticIps(values: NewStaticIp[]): Promise<StaticIpRow[]> {
      if (values.length === 0) return [];
      return x.insert(staticIps).values(values).returning();
    },
    async renewalItems(orderId: number): Promise<number[]> {
      const rows = await x
        .select({ id: staticOrderRenewalItems.staticIpId })
        .from(staticOrderRenewalItems)
        .where(eq(staticOrderRenewalItems.orderId, orderId));
      return rows.map((row) => row.id);
    },
    /** Extends live IPs by `days` from their expiry, or from now when already expired; they are Normal again. Answers how many. */
    async extendIps(ids: number[], days: number, now: Date): Promise<number> {
      if (ids.length === 0) return 0;
      // Released IPs (reclaimed while the renewal waited for payment) are not the member's to extend.
      const rows = await x
        .update(staticIps)
        .set({
          expiresAt: sql`greatest(${staticIps.expiresAt}, ${now}) + make_interval(days => ${days})`,
          status: 1,
        })
        .where(and(inArray(staticIps.id, ids), heldByMember))
        .returning({ id: staticIps.id });
      return rows.length;
    },
    /** The IPs of `ids` as they are now (after an extension: what ip.renewed reports). */
    ipsByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return x
        .select({
          memberId: staticIps.memberId,
          outIp: staticIps.outIp,
          account: staticIps.account,
          expiresAt: staticIps.expiresAt,
        })
        .from(staticIps)
        .where(inArray(staticIps.id, ids));
    },
    /** Static IPs past their expiry turn Expired (2); answers those that just did (for ip.expired). */
    expireDue(now: Date) {
      return x
        .update(staticIps)
        .set({ status: 2 })
        .where(and(eq(staticIps.status, 1), lte(staticIps.expiresAt, now)))
        .returning({
          id: staticIps.id,
          memberId: staticIps.memberId,
          outIp: staticIps.outIp,
          account: staticIps.account,
          expiresAt: staticIps.expiresAt,
        });
    },

    /** Live (Normal) IPs of members expiring in (from, until]: for the ip.expiring alerts. */
    liveExpiringBetween(from: Date, until: Date) {
      return x
        .select({
          id: staticIps.id,
          memberId: staticIps.memberId,
          outIp: staticIps.outIp,
          account: staticIps.account,
          expiresAt: staticIps.expiresAt,
        })
        .from(staticIps)
        .where(
          and(
            eq(staticIps.status, 1),
            isNotNull(staticIps.memberId),
            gt(staticIps.expiresAt, from),
            lte(staticIps.expiresAt, until),
          ),
        );
    },

    /** A static IP by its proxy account name (what a gateway asks about). */
    async ipAccountsOfMembers(memberIds: number[]): Promise<string[]> {
      if (memberIds.length === 0) return [];
      const rows = await x
        .select({ account: staticIps.account })
        .from(staticIps)
        .where(inArray(staticIps.memberId, memberIds));
      return rows.map((row) => row.account);
    },

    async findIpByAccount(account: string): Promise<StaticIpRow | undefined> {
      const [row] = await x.select().from(staticIps).where(eq(staticIps.account, account)).limit(1);
      return row;
    },

    async findIps(memberId: number, ids: number[]): Promise<StaticIpRow[]> {
      if (ids.length === 0) return [];
      return x
        .select()
        .from(staticIps)
        .where(and(eq(staticIps.memberId, memberId), inArray(staticIps.id, ids), heldByMember));
    },
    async findIpForUpdate(memberId: number, id: number): Promise<StaticIpRow | undefined> {
      const [row] = await x
        .select()
        .from(staticIps)
        .where(and(eq(staticIps.memberId, memberId), eq(staticIps.id, id), heldByMember))
        .for("update");
      return row;
    },

    /** Exchanges of one IP, and of all a member's IPs, since a time (the daily exchange limits). */
    async countExchangesSince(since: Date, filter: { staticIpId: number } | { memberId: number }): Promise<number> {
      const [row] = await x
        .select({ n: count() })
        .from(staticIpExchanges)
        .where(
          and(
            "staticIpId" in filter
              ? eq(staticIpExchanges.staticIpId, filter.staticIpId)
              : eq(staticIpExchanges.memberId, filter.memberId),
            gte(staticIpExchanges.createdAt, since),
          ),
        );
      return Number(row?.n ?? 0);
    },

    // Holdings of exit addresses (who had address X at time T).

    async startAssignments(rows: Array<Pick<StaticIpRow, "id" | "memberId" | "poolIpId" | "outIp">>, at: Date) {
      if (rows.length === 0) return;
      await x.insert(staticIpAssignments).values(
        rows.map((row) => ({
          staticIpId: row.id,
          memberId: row.memberId,
          poolIpId: row.poolIpId,
          outIp: row.outIp,
          startedAt: at,
        })),
      );
    },
    async endAssignments(staticIpIds: number[], at: Date, reason: "exchanged" | "reclaimed" | "refunded") {
      if (staticIpIds.length === 0) return;
      await x
        .update(staticIpAssignments)
        .set({ endedAt: at, endReason: reason })
        .where(and(inArray(staticIpAssignments.staticIpId, staticIpIds), isNull(staticIpAssignments.endedAt)));
    },
    /** The holdings of an exit address that cover a moment (normally one; none when it was on sale). */
    async assignmentsAt(outIp: string, at: Date) {
      return x
        .select({
          assignment: staticIpAssignments,
          account: staticIps.account,
          orderNo: staticOrders.orderNo,
        })
        .from(staticIpAssignments)
        .innerJoin(staticIps, eq(staticIps.id, staticIpAssignments.staticIpId))
        .innerJoin(staticOrders, eq(staticOrders.id, staticIps.orderId))
        .where(
          and(
            eq(staticIpAssignments.outIp, outIp),
            lte(staticIpAssignments.startedAt, at),
            or(isNull(staticIpAssignments.endedAt), gt(staticIpAssignments.endedAt, at)),
          ),
        )
        .orderBy(asc(staticIpAssignments.startedAt));
    },

    /**
     * Releases IPs expired before `expiredBefore` (the renewal grace is over):
     * status 3, kept as history; answers them so their pool addresses go back on sale.
     */
    async releaseExpired(expiredBefore: Date, at: Date, limit: number): Promise<StaticIpRow[]> {
      const due = x
        .select({ id: staticIps.id })
        .from(staticIps)
        .where(and(eq(staticIps.status, 2), lte(staticIps.expiresAt, expiredBefore)))
        .orderBy(asc(staticIps.expiresAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      return x
        .update(staticIps)
        .set({ status: 3, releasedAt: at })
        .where(and(inArray(staticIps.id, due), eq(staticIps.status, 2)))
        .returning();
    },

    // What refunds take back of static orders.

    /** The member's live IPs a static order bought (new) or renewed (renewal); locked for a refund's take-back. */
    async liveIpsOfOrder(order: Pick<StaticOrderRow, "id" | "kind">, options?: { lock: true }): Promise<StaticIpRow[]> {
      const ofOrder =
        order.kind === "renewal"
          ? inArray(
              staticIps.id,
              x
                .select({ id: staticOrderRenewalItems.staticIpId })
                .from(staticOrderRenewalItems)
                .where(eq(staticOrderRenewalItems.orderId, order.id)),
            )
          : eq(staticIps.orderId, order.id);
      const query = x.select().from(staticIps).where(and(ofOrder, heldByMember)).orderBy(asc(staticIps.id));
      return options?.lock ? query.for("update") : query;
    },
    /** Paid renewals of these IPs placed after order `afterOrderId`, oldest first. */
    async renewalsAfter(afterOrderId: number, ipIds: number[]): Promise<Array<{ id: number; orderNo: string }>> {
      if (ipIds.length === 0) return [];
      return x
        .select({ id: staticOrders.id, orderNo: staticOrders.orderNo })
        .from(staticOrderRenewalItems)
        .innerJoin(staticOrders, eq(staticOrders.id, staticOrderRenewalItems.orderId))
        .where(
          and(
            inArray(staticOrderRenewalItems.staticIpId, ipIds),
            eq(staticOrders.kind, "renewal"),
            eq(staticOrders.status, "paid"),
            gt(staticOrders.id, afterOrderId),
          ),
        )
        .groupBy(staticOrders.id, staticOrders.orderNo)
        .orderBy(asc(staticOrders.id));
    },
    async insertTakebacks(values: Array<typeof staticIpTakebacks.$inferInsert>): Promise<void> {
      if (values.length === 0) return;
      await x.insert(staticIpTakebacks).values(values);
    },
    /** Releases IPs at once (a refund took them back): status 3, their service ending now. */
    async releaseIps(ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await x.update(staticIps).set({ status: 3, releasedAt: at, expiresAt: at }).where(inArray(staticIps.id, ids));
    },
    async setIpExpiry(id: number, expiresAt: Date, status: number): Promise<void> {
      await x.update(staticIps).set({ expiresAt, status }).where(eq(staticIps.id, id));
    },
    /** Take-backs still waiting for a provider's answer (one refund's, or all of an order's), locked, with their IPs. */
    async heldTakebacks(of: { cause: string } | { orderId: number }) {
      return x
        .select({ takeback: staticIpTakebacks, ip: staticIps })
        .from(staticIpTakebacks)
        .innerJoin(staticIps, eq(staticIps.id, staticIpTakebacks.staticIpId))
        .where(
          and(
            "cause" in of ? eq(staticIpTakebacks.cause, of.cause) : eq(staticIpTakebacks.orderId, of.orderId),
            eq(staticIpTakebacks.state, "held"),
          ),
        )
        .orderBy(asc(staticIpTakebacks.id))
        .for("update");
    },
    async settleTakebacks(ids: number[], state: "done" | "given-back", at: Date): Promise<void> {
      if (ids.length === 0) return;
      await x
        .update(staticIpTakebacks)
        .set({ state, settledAt: at })
        .where(and(inArray(staticIpTakebacks.id, ids), eq(staticIpTakebacks.state, "held")));
    },
    /** Puts an IP a refused refund had released back in the member's hands, with its old expiry. */
    async restoreIp(id: number, expiresAt: Date, status: number): Promise<void> {
      await x.update(staticIps).set({ status, expiresAt, releasedAt: null }).where(eq(staticIps.id, id));
    },

    // Fulfilment anomalies.

    async recordFulfilmentAnomaly(values: typeof fulfilmentAnomalies.$inferInsert): Promise<void> {
      await x.insert(fulfilmentAnomalies).values(values).onConflictDoNothing({ target: fulfilmentAnomalies.orderId });
    },
    async listFulfilmentAnomalies(status?: "open" | "resolved") {
      return x
        .select({ anomaly: fulfilmentAnomalies, orderNo: staticOrders.orderNo, nodeId: staticOrders.nodeId })
        .from(fulfilmentAnomalies)
        .innerJoin(staticOrders, eq(staticOrders.id, fulfilmentAnomalies.orderId))
        .where(status ? eq(fulfilmentAnomalies.status, status) : undefined)
        .orderBy(asc(fulfilmentAnomalies.createdAt), asc(fulfilmentAnomalies.id));
    },
    /** open -> resolved; `operatorId` is the console operator who resolved it, null from the command line. */
    async resolveFulfilmentAnomaly(id: number, note: string, at: Date, operatorId: number | null): Promise<boolean> {
      const rows = await x
        .update(fulfilmentAnomalies)
        .set({ status: "resolved", note, resolvedAt: at, resolvedByOperatorId: operatorId })
        .where(and(eq(fulfilmentAnomalies.id, id), eq(fulfilmentAnomalies.status, "open")))
        .returning({ id: fulfilmentAnomalies.id });
      return rows.length === 1;
    },
    /** The order's open fulfilment anomaly, if any (a refund of the order resolves it). */
    async openFulfilmentAnomalyOf(orderId: number): Promise<number | undefined> {
      const [row] = await x
        .select({ id: fulfilmentAnomalies.id })
        .from(fulfilmentAnomalies)
        .where(and(eq(fulfilmentAnomalies.orderId, orderId), eq(fulfilmentAnomalies.status, "open")));
      return row?.id;
    },
    async moveIp(id: number, values: Pick<StaticIpRow, "poolIpId" | "nodeId" | "host" | "port" | "outIp">) {
      await x.update(staticIps).set(values).where(eq(staticIps.id, id));
    },
    async insertExchange(values: typeof staticIpExchanges.$inferInsert) {
      await x.insert(staticIpExchanges).values(values);
    },

    async pageRechargeOrders(filter: OrderListFilter) {
      const where = and(
        eq(rechargeOrders.memberId, filter.memberId),
        filter.orderNo ? eq(rechargeOrders.orderNo, filter.orderNo) : undefined,
        filter.status ? eq(rechargeOrders.status, filter.status) : undefined,
        filter.from ? gte(rechargeOrders.createdAt, filter.from) : undefined,
        filter.until ? lt(rechargeOrders.createdAt, filter.until) : undefined,
      );
      const list = await x
        .select()
        .from(rechargeOrders)
        .where(where)
        .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await x.select({ n: count() }).from(rechargeOrders).where(where);
      return { list, total: Number(total?.n ?? 0) };
    },

    async pageStaticOrders(filter: OrderListFilter) {
      const where = and(
        eq(staticOrders.memberId, filter.memberId),
        filter.orderNo ? eq(staticOrders.orderNo, filter.orderNo) : undefined,
        filter.status ? eq(staticOrders.status, filter.status) : undefined,
        filter.from ? gte(staticOrders.createdAt, filter.from) : undefined,
        filter.until ? lt(staticOrders.createdAt, filter.until) : undefined,
        filter.resourceType ? eq(staticOrders.resourceType, filter.resourceType) : undefined,
      );
      const latestExpiry = sql<Date | null>`(select max(ip.expires_at) from ${staticIps} ip where ip.order_id = ${staticOrders}.id)`;
      const firstExpiry = sql<Date | null>`(select min(ip.expires_at) from ${staticIps} ip where ip.order_id = ${staticOrders}.id)`;
      const list = await x
        .select({ order: staticOrders, node: staticNodes, latestExpiry, firstExpiry })
        .from(staticOrders)
        .leftJoin(staticNodes, eq(staticNodes.id, staticOrders.nodeId))
        .where(where)
        .orderBy(desc(staticOrders.createdAt), desc(staticOrders.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await x.select({ n: count() }).from(staticOrders).where(where);
      return { list, total: Number(total?.n ?? 0) };
    },

    /** The nodes each order's IPs are on now (exchanges move them), distinct, by order id. */
    async ipNodesOfOrders(orderIds: number[]): Promise<Map<number, number[]>> {
      const placed = new Map<number, number[]>();
      if (orderIds.length === 0) return placed;
      const rows = await x
        .select({ orderId: staticIps.orderId, nodeId: staticIps.nodeId })
        .from(staticIps)
        .where(inArray(staticIps.orderId, orderIds))
        .groupBy(staticIps.orderId, staticIps.nodeId)
        .orderBy(asc(staticIps.nodeId));
      for (const row of rows) placed.set(row.orderId, [...(placed.get(row.orderId) ?? []), row.nodeId]);
      return placed;
    },

    /** When the first and the last of an order's IPs expire (they differ once only some were renewed). */
    async expiryRange(orderId: number): Promise<{ first: Date | null; last: Date | null }> {
      const [row] = await x
        .select({
          first: sql<string | null>`min(${staticIps.expiresAt})`,
          last: sql<string | null>`max(${staticIps.expiresAt})`,
        })
        .from(staticIps)
        .where(eq(staticIps.orderId, orderId));
      return {
        first: row?.first ? new Date(row.first) : null,
        last: row?.last ? new Date(row.last) : null,
      };
    },

    async pageStaticIps(filter: {
      memberId: number;
      resourceType?: number;
      nodeId?: number;
      status?: number;
      orderNo?: string;
      limit: number;
      offset: number;
    }) {
      const conditions: Array<SQL | undefined> = [
        eq(staticIps.memberId, filter.memberId),
        heldByMember,
        filter.resourceType ? eq(staticIps.resourceType, filter.resourceType) : undefined,
        filter.nodeId ? eq(staticIps.nodeId, filter.nodeId) : undefined,
        filter.status ? eq(staticIps.status, filter.status) : undefined,
        filter.orderNo ? eq(staticOrders.orderNo, filter.orderNo) : undefined,
      ];
      const where = and(...conditions);
      const list = await x
        .select({ ip: staticIps, orderNo: staticOrders.orderNo, node: staticNodes })
        .from(staticIps)
        .innerJoin(staticOrders, eq(staticOrders.id, staticIps.orderId))
        .innerJoin(staticNodes, eq(staticNodes.id, staticIps.nodeId))
        .where(where)
        .orderBy(desc(staticIps.purchasedAt), desc(staticIps.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await x
        .select({ n: count() })
        .from(staticIps)
        .innerJoin(staticOrders, eq(staticOrders.id, staticIps.orderId))
        .where(where);
      return { list, total: Number(total?.n ?? 0) };
    },

    async ipsWithDetails(memberId: number, ids?: number[]) {
      return x
        .select({ ip: staticIps, orderNo: staticOrders.orderNo, node: staticNodes })
        .from(staticIps)
        .innerJoin(staticOrders, eq(staticOrders.id, staticIps.orderId))
        .innerJoin(staticNodes, eq(staticNodes.id, staticIps.nodeId))
        .where(and(eq(staticIps.memberId, memberId), heldByMember, ids ? inArray(staticIps.id, ids) : undefined))
        .orderBy(desc(staticIps.expiresAt), desc(staticIps.id));
    },
  });

  return bindableRepo(db, repo);
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
export type OrdersRepoTx = ReturnType<OrdersRepo["bind"]>;
