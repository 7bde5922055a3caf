import { queryRows, tables } from "@shop/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { staticIpPool, staticNodes, staticDurations, staticOrders } = tables;

export type StaticNodeRecord = typeof staticNodes.$inferSelect;
export type PoolIp = typeof staticIpPool.$inferSelect;

/**
 * Rows on sale at `at`: available ones, and reserved ones whose reservation
 * ran out (its order may still be open; paying it later takes stock again).
 * With `soldUntil`, only rows whose upstream lease lasts until then: an IP is
 * never sold for longer than the shop itself holds it.
 * Written for the pool table unaliased, as in the statements below.
 */
const onSale = (at: Date, soldUntil?: Date) => {
  const free = sql`(status = 'available' or (status = 'reserved' and reserved_until <= ${at.toISOString()}::timestamptz))`;
  if (!soldUntil) return free;
  return sql`(${free} and (lease_ends_at is null or lease_ends_at >= ${soldUntil.toISOString()}::timestamptz))`;
};

/**
 * The ids of a node's first `count` rows on sale, locked; rows another transaction holds are
 * skipped, so concurrent buyers never get the same IP.
 */
const firstOnSale = (nodeId: number, count: number, at: Date, soldUntil?: Date) =>
  sql`
    select id from ${staticIpPool}
    where node_id = ${nodeId} and ${onSale(at, soldUntil)}
    order by id
    limit ${count}
    for update skip locked`;

/**
 * The static-IP stock, inside the caller's transaction. Rows are taken with
 * `for update skip locked`, so concurrent buyers never get the same IP and a
 * node never sells more IPs than it has.
 */
export function createStockRepo(x: Executor) {
  return {
    async findNode(nodeId: number): Promise<StaticNodeRecord | undefined> {
      const rows = await x
        .select()
        .from(staticNodes)
        .where(and(eq(staticNodes.id, nodeId), eq(staticNodes.isActive, true)))
        .limit(1);
      return rows[0];
    },

    async findNodes(nodeIds: number[]): Promise<StaticNodeRecord[]> {
      if (nodeIds.length === 0) return [];
      return x.select().from(staticNodes).where(inArray(staticNodes.id, nodeIds));
    },

    async findDuration(resourceType: number, days: number) {
      const rows = await x
        .select()
        .from(staticDurations)
        .where(
          and(
            eq(staticDurations.resourceType, resourceType),
            eq(staticDurations.days, days),
            eq(staticDurations.isActive, true),
          ),
        )
        .limit(1);
      return rows[0];
    },

    async listDurations(resourceType: number) {
      return x
        .select()
        .from(staticDurations)
        .where(and(eq(staticDurations.resourceType, resourceType), eq(staticDurations.isActive, true)))
        .orderBy(asc(staticDurations.days));
    },

    /** IPs of a node on sale at `at` whose lease lasts until `soldUntil` (when given). */
    async availableCount(nodeId: number, at: Date, soldUntil?: Date): Promise<number> {
      const [row] = await queryRows<{ count: number }>(
        x,
        sql`select count(*)::int as count from ${staticIpPool} where node_id = ${nodeId} and ${onSale(at, soldUntil)}`,
      );
      return Number(row?.count ?? 0);
    },

    /** IPs of a node not sold yet (on sale or held by a reservation): what a member's share is measured against. */
    async unsoldCount(nodeId: number): Promise<number> {
      const [row] = await queryRows<{ count: number }>(
        x,
        sql`select count(*)::int as count from ${staticIpPool} where node_id = ${nodeId} and status <> 'allocated'`,
      );
      return Number(row?.count ?? 0);
    },

    /** IPs a member's unpaid orders hold reserved at `at`, per node. */
    async reservedByMember(memberId: number, at: Date): Promise<Map<number, number>> {
      const rows = await queryRows<{ node_id: number; count: number }>(
        x,
        sql`
        select pool.node_id, count(*)::int as count
        from ${staticIpPool} pool join ${staticOrders} o on o.id = pool.reserved_by_order_id
        where o.member_id = ${memberId} and o.status = 'waiting'
          and pool.status = 'reserved' and pool.reserved_until > ${at.toISOString()}::timestamptz
        group by pool.node_id`,
      );
      return new Map(rows.map((row) => [Number(row.node_id), Number(row.count)]));
    },

    /** Moves the end of an order's reservation to `until` (lapsed ones nobody took included); how many it holds. */
    async extendReservation(orderId: number, until: Date): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        x,
        sql`
        update ${staticIpPool} set reserved_until = ${until.toISOString()}::timestamptz, updated_at = now()
        where id in (
          select id from ${staticIpPool}
          where reserved_by_order_id = ${orderId} and status = 'reserved'
          for update
        )
        returning id`,
      );
      return rows.length;
    },

    /**
     * Reserves up to `count` IPs of a node on sale at `at` for an order until `until`, of those
     * leased at least until `soldUntil`; returns how many it got.
     */
    async reserve(
      nodeId: number,
      count: number,
      orderId: number,
      at: Date,
      until: Date,
      soldUntil?: Date,
    ): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        x,
        sql`
        update ${staticIpPool}
        set status = 'reserved', reserved_by_order_id = ${orderId},
            reserved_until = ${until.toISOString()}::timestamptz, updated_at = now()
        where id in (${firstOnSale(nodeId, count, at, soldUntil)})
        returning id`,
      );
      return rows.length;
    },

    /** Puts an unpaid order's reserved IPs back on sale. */
    async release(orderId: number): Promise<void> {
      await x
        .update(staticIpPool)
        .set({ status: "available", reservedByOrderId: null, reservedUntil: null, updatedAt: new Date() })
        .where(and(eq(staticIpPool.reservedByOrderId, orderId), eq(staticIpPool.status, "reserved")));
    },

    /** Reservations that ran out go back to plain "available" (tidiness: they are on sale already). */
    async releaseExpiredReservations(at: Date): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        x,
        sql`
        update ${staticIpPool} set status = 'available', reserved_by_order_id = null, reserved_until = null, updated_at = now()
        where status = 'reserved' and reserved_until <= ${at.toISOString()}::timestamptz
        returning id`,
      );
      return rows.length;
    },

    /**
     * Turns the IPs still reserved for an order into sold ones and returns them;
     * a reservation that ran out counts while nobody else took its IPs.
     */
    async allocateReserved(orderId: number): Promise<PoolIp[]> {
      return x
        .update(staticIpPool)
        .set({ status: "allocated", reservedUntil: null, updatedAt: new Date() })
        .where(and(eq(staticIpPool.reservedByOrderId, orderId), eq(staticIpPool.status, "reserved")))
        .returning();
    },

    /**
     * Sells up to `count` IPs of a node on sale at `at`, leased at least until `soldUntil`, straight
     * away (an order whose reservation ran out).
     */
    async takeOnSale(nodeId: number, count: number, orderId: number, at: Date, soldUntil?: Date): Promise<PoolIp[]> {
      if (count <= 0) return [];
      const rows = await queryRows<{ id: string }>(
        x,
        sql`
        update ${staticIpPool}
        set status = 'allocated', reserved_by_order_id = ${orderId}, reserved_until = null, updated_at = now()
        where id in (${firstOnSale(nodeId, count, at, soldUntil)})
        returning id`,
      );
      if (rows.length === 0) return [];
      return x
        .select()
        .from(staticIpPool)
        .where(
          inArray(
            staticIpPool.id,
            rows.map((row) => Number(row.id)),
          ),
        );
    },

    /** Takes one IP on sale of another node, leased until `soldUntil`, for an exchange; undefined when the node has none. */
    async takeOne(nodeId: number, at: Date, soldUntil?: Date): Promise<PoolIp | undefined> {
      const rows = await queryRows<{ id: string }>(
        x,
        sql`
        update ${staticIpPool} set status = 'allocated', reserved_by_order_id = null, reserved_until = null, updated_at = now()
        where id = (${firstOnSale(nodeId, 1, at, soldUntil)})
        returning id`,
      );
      if (!rows[0]) return undefined;
      const id = Number(rows[0].id);
      const [ip] = await x.select().from(staticIpPool).where(eq(staticIpPool.id, id));
      return ip;
    },

    /** Returns an IP given up (an exchange, a reclaimed expired IP) to the stock. */
    async putBack(poolIpIds: number[]): Promise<void> {
      if (poolIpIds.length === 0) return;
      await x
        .update(staticIpPool)
        .set({ status: "available", reservedByOrderId: null, reservedUntil: null, updatedAt: new Date() })
        .where(inArray(staticIpPool.id, poolIpIds));
    },

    /** Nodes of a type with at least one IP on sale, for exchanges. */
    async nodesWithStock(resourceType: number, at: Date, exceptNodeId?: number) {
      const stock = sql<number>`(select count(*)::int from ${staticIpPool} pool where pool.node_id = ${staticNodes}.id and (pool.status = 'available' or (pool.status = 'reserved' and pool.reserved_until <= ${at.toISOString()}::timestamptz)))`;
      const rows = await x
        .select({ node: staticNodes, stock })
        .from(staticNodes)
        .where(and(eq(staticNodes.resourceType, resourceType), eq(staticNodes.isActive, true)))
        .orderBy(asc(staticNodes.sort), asc(staticNodes.id));
      return rows
        .map((row) => ({ ...row.node, stock: Number(row.stock) }))
        .filter((node) => node.stock > 0 && node.id !== exceptNodeId);
    },
  };
}
