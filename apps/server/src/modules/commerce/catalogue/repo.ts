import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, asc, eq, sql } from "drizzle-orm";

const { trafficPackages, trafficUnitPrices, staticNodes, staticDurations, staticIpPool } = tables;

export type TrafficPackageRow = typeof trafficPackages.$inferSelect;
export type StaticNodeRow = typeof staticNodes.$inferSelect & { stock: number };

export function createCatalogueRepo(db: Database) {
  return {
    async listTrafficPackages(): Promise<TrafficPackageRow[]> {
      return db
        .select()
        .from(trafficPackages)
        .where(eq(trafficPackages.isActive, true))
        .orderBy(asc(trafficPackages.sort), asc(trafficPackages.trafficGb));
    },
    async findTrafficPackage(id: number): Promise<TrafficPackageRow | undefined> {
      const rows = await db
        .select()
        .from(trafficPackages)
        .where(and(eq(trafficPackages.id, id), eq(trafficPackages.isActive, true)))
        .limit(1);
      return rows[0];
    },
    async findActiveUnitPrice() {
      const rows = await db.select().from(trafficUnitPrices).where(eq(trafficUnitPrices.isActive, true)).limit(1);
      return rows[0];
    },
    async listDurations(resourceType: number) {
      return db
        .select()
        .from(staticDurations)
        .where(and(eq(staticDurations.resourceType, resourceType), eq(staticDurations.isActive, true)))
        .orderBy(asc(staticDurations.days));
    },
    /** Active nodes of a type with their stock: the IPs of their pool on sale (available, or a reservation ran out). */
    async listNodes(resourceType: number): Promise<StaticNodeRow[]> {
      // Qualified by hand: inside a subquery Drizzle leaves column names unqualified.
      const stock = sql<number>`(select count(*)::int from ${staticIpPool} pool where pool.node_id = ${staticNodes}.id and (pool.status = 'available' or (pool.status = 'reserved' and pool.reserved_until <= now())) and (pool.lease_ends_at is null or pool.lease_ends_at > now()))`;
      const rows = await db
        .select({ node: staticNodes, stock })
        .from(staticNodes)
        .where(and(eq(staticNodes.resourceType, resourceType), eq(staticNodes.isActive, true)))
        .orderBy(asc(staticNodes.sort), asc(staticNodes.id));
      return rows.map((row) => ({ ...row.node, stock: Number(row.stock) }));
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
