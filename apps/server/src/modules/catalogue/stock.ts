import { queryRows, tables } from "@shop/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../lib/executor.ts";

const { staticIpPool, staticNodes, staticDurations } = tables;

export type StaticNodeRecord = typeof staticNodes.$inferSelect;
export type PoolIp = typeof staticIpPool.$inferSelect;

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

    async availableCount(nodeId: number): Promise<number> {
      const [row] = await x
        .select({ count: sql<number>`count(*)::int` })
        .from(staticIpPool)
        .where(and(eq(staticIpPool.nodeId, nodeId), eq(staticIpPool.status, "available")));
      return Number(row?.count ?? 0);
    },

    /** Reserves `count` available IPs of a node for an order; returns how many it got. */
    async reserve(nodeId: number, count: number, orderId: number): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        x,
        sql`
        update ${staticIpPool} set status = 'reserved', reserved_by_order_id = ${orderId}, updated_at = now()
        where id in (
          select id from ${staticIpPool}
          where node_id = ${nodeId} and status = 'available'
          order by id
          limit ${count}
          for update skip locked
        )
        returning id`,
      );
      return rows.length;
    },

    /** Puts an unpaid order's reserved IPs back on sale. */
    async release(orderId: number): Promise<void> {
      await x
        .update(staticIpPool)
        .set({ status: "available", reservedByOrderId: null, updatedAt: new Date() })
        .where(and(eq(staticIpPool.reservedByOrderId, orderId), eq(staticIpPool.status, "reserved")));
    },

    /** Turns an order's reserved IPs into sold ones and returns them. */
    async allocateReserved(orderId: number): Promise<PoolIp[]> {
      return x
        .update(staticIpPool)
        .set({ status: "allocated", updatedAt: new Date() })
        .where(and(eq(staticIpPool.reservedByOrderId, orderId), eq(staticIpPool.status, "reserved")))
        .returning();
    },

    /** Takes one available IP of another node for an exchange; undefined when the node has none. */
    async takeOne(nodeId: number): Promise<PoolIp | undefined> {
      const rows = await queryRows<{ id: string }>(
        x,
        sql`
        update ${staticIpPool} set status = 'allocated', reserved_by_order_id = null, updated_at = now()
        where id = (
          select id from ${staticIpPool}
          where node_id = ${nodeId} and status = 'available'
          order by id limit 1
          for update skip locked
        )
        returning id`,
      );
      if (!rows[0]) return undefined;
      const id = Number(rows[0].id);
      const [ip] = await x.select().from(staticIpPool).where(eq(staticIpPool.id, id));
      return ip;
    },

    /** Returns an IP given up in an exchange to the stock. */
    async putBack(poolIpId: number): Promise<void> {
      await x
        .update(staticIpPool)
        .set({ status: "available", reservedByOrderId: null, updatedAt: new Date() })
        .where(eq(staticIpPool.id, poolIpId));
    },

    /** Nodes of a type with at least one available IP, for exchanges. */
    async nodesWithStock(resourceType: number, exceptNodeId?: number) {
      const stock = sql<number>`(select count(*)::int from ${staticIpPool} pool where pool.node_id = ${staticNodes}.id and pool.status = 'available')`;
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

export type StockRepo = ReturnType<typeof createStockRepo>;
