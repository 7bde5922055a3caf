import type { StockListQuery } from "@shop/contract";
import { queryRows, tables } from "@shop/db";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { trafficPackages, trafficUnitPrices, staticNodes, staticDurations, staticIpPool } = tables;

export type TrafficPackageRecord = typeof trafficPackages.$inferSelect;
export type UnitPriceRecord = typeof trafficUnitPrices.$inferSelect;
export type StaticNodeRecord = typeof staticNodes.$inferSelect;
export type DurationRecord = typeof staticDurations.$inferSelect;
export type PoolRecord = typeof staticIpPool.$inferSelect;
export type NewPoolRecord = typeof staticIpPool.$inferInsert;

type Edit = { updatedBy: string };

/** The catalogue tables the console edits with optimistic concurrency (each row has a version). */
const versionedTables = {
  package: trafficPackages,
  unitPrice: trafficUnitPrices,
  node: staticNodes,
  duration: staticDurations,
};
export type VersionedKind = keyof typeof versionedTables;
type VersionedTable = (typeof versionedTables)[VersionedKind];
export type VersionedRecord<K extends VersionedKind> = (typeof versionedTables)[K]["$inferSelect"];
export type NewVersionedRecord<K extends VersionedKind> = (typeof versionedTables)[K]["$inferInsert"];

/** The console's queries on the catalogue and the static IP pool, inside the caller's transaction. */
export function createCatalogueConsoleRepo(x: Executor) {
  return {
    listTrafficPackages: () =>
      x.select().from(trafficPackages).orderBy(asc(trafficPackages.sort), asc(trafficPackages.id)),
    async findActiveUnitPrice(): Promise<UnitPriceRecord | undefined> {
      const rows = await x.select().from(trafficUnitPrices).where(eq(trafficUnitPrices.isActive, true)).limit(1);
      return rows[0];
    },
    listNodes: () =>
      x.select().from(staticNodes).orderBy(asc(staticNodes.resourceType), asc(staticNodes.sort), asc(staticNodes.id)),
    listDurations: () =>
      x.select().from(staticDurations).orderBy(asc(staticDurations.resourceType), asc(staticDurations.days)),

    /** Pool rows per node and state; reservations that ran out count as on sale, leases that ended do not. */
    async stockByNode(): Promise<Map<number, Record<string, number>>> {
      const rows = await queryRows<{ node_id: number; state: string; count: number }>(
        x,
        sql`
        select node_id,
          case
            when status = 'reserved' and reserved_until <= now() then 'onSale'
            when status = 'available' and (lease_ends_at is null or lease_ends_at > now()) then 'onSale'
            when status = 'available' then 'leaseEnded'
            else status
          end as state,
          count(*)::int as count
        from ${staticIpPool} group by 1, 2`,
      );
      const byNode = new Map<number, Record<string, number>>();
      for (const row of rows) {
        const node = byNode.get(Number(row.node_id)) ?? {};
        node[row.state] = Number(row.count);
        byNode.set(Number(row.node_id), node);
      }
      return byNode;
    },

    /**
     * Creates and renames are serialised, so two operators adding the same package or node at once
     * cannot both pass the duplicate check (the tables have no unique index: seeded and test rows
     * may share names, and only new names are checked).
     */
    async lockCatalogueNames(): Promise<void> {
      await x.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_names'))`);
    },
    /** Another package with this Chinese or English name (case and surrounding spaces ignored). */
    async findPackageNamed(nameZh: string, nameEn: string, exceptId = 0): Promise<TrafficPackageRecord | undefined> {
      const rows = await x
        .select()
        .from(trafficPackages)
        .where(
          and(
            sql`(lower(trim(${trafficPackages.nameZh})) = lower(${nameZh}) or lower(trim(${trafficPackages.nameEn})) = lower(${nameEn}))`,
            sql`${trafficPackages.id} <> ${exceptId}`,
          ),
        )
        .limit(1);
      return rows[0];
    },
    /** Another node of the type in the same country and region (either language) with the same carrier. */
    async findNodeLike(
      node: {
        resourceType: number;
        countryCode: string;
        regionNameZh: string;
        regionNameEn: string;
        ispName: string | null;
      },
      exceptId = 0,
    ): Promise<StaticNodeRecord | undefined> {
      const rows = await x
        .select()
        .from(staticNodes)
        .where(
          and(
            eq(staticNodes.resourceType, node.resourceType),
            eq(staticNodes.countryCode, node.countryCode),
            sql`(lower(trim(${staticNodes.regionNameZh})) = lower(${node.regionNameZh}) or lower(trim(${staticNodes.regionNameEn})) = lower(${node.regionNameEn}))`,
            sql`lower(coalesce(trim(${staticNodes.ispName}), '')) = lower(${node.ispName ?? ""})`,
            sql`${staticNodes.id} <> ${exceptId}`,
          ),
        )
        .limit(1);
      return rows[0];
    },

    /** The row, locked until the transaction ends, so its version cannot change under an edit. */
    async lockVersioned<K extends VersionedKind>(kind: K, id: number): Promise<VersionedRecord<K> | undefined> {
      const table: VersionedTable = versionedTables[kind];
      const rows = await x.select().from(table).where(eq(table.id, id)).for("update");
      return rows[0] as VersionedRecord<K> | undefined;
    },
    async insertVersioned<K extends VersionedKind>(
      kind: K,
      values: NewVersionedRecord<K>,
    ): Promise<VersionedRecord<K>> {
      const table: VersionedTable = versionedTables[kind];
      const [row] = await x.insert(table).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row as VersionedRecord<K>;
    },
    /** Writes the fields and moves the row to its next version. */
    async updateVersioned<K extends VersionedKind>(
      kind: K,
      id: number,
      values: Partial<VersionedRecord<K>> & Edit,
    ): Promise<VersionedRecord<K>> {
      const table: VersionedTable = versionedTables[kind];
      const [row] = await x
        .update(table)
        .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning();
      return row as VersionedRecord<K>;
    },

    // ---- the pool ----

    async nodeIdsAmong(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await x.select({ id: staticNodes.id }).from(staticNodes).where(inArray(staticNodes.id, ids));
      return new Set(rows.map((row) => row.id));
    },
    /** Which of these exit addresses the pool already has (any state: retired addresses stay known). */
    async existingAddresses(addresses: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < addresses.length; i += 1000) {
        const chunk = addresses.slice(i, i + 1000);
        const rows = await x
          .select({ outIp: staticIpPool.outIp })
          .from(staticIpPool)
          .where(inArray(staticIpPool.outIp, chunk));
        for (const row of rows) found.add(row.outIp);
      }
      return found;
    },
    /** Imports are serialised: the second of two overlapping ones sees the first's rows as already in the pool. */
    async lockImports(): Promise<void> {
      await x.execute(sql`select pg_advisory_xact_lock(hashtext('static_ip_pool_import'))`);
    },
    async insertPoolRows(values: NewPoolRecord[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < values.length; i += 500) {
        const rows = await x
          .insert(staticIpPool)
          .values(values.slice(i, i + 500))
          .returning({ id: staticIpPool.id });
        ids.push(...rows.map((row) => row.id));
      }
      return ids;
    },
    async lockPoolRow(id: number): Promise<PoolRecord | undefined> {
      const rows = await x.select().from(staticIpPool).where(eq(staticIpPool.id, id)).for("update");
      return rows[0];
    },
    async setPoolStatus(id: number, status: string): Promise<PoolRecord> {
      const [row] = await x
        .update(staticIpPool)
        .set({ status, reservedByOrderId: null, reservedUntil: null, updatedAt: new Date() })
        .where(eq(staticIpPool.id, id))
        .returning();
      return row as PoolRecord;
    },

    async pagePool(query: StockListQuery): Promise<{ list: PoolRecord[]; total: number }> {
      const where: SQL[] = [];
      if (query.nodeId) where.push(eq(staticIpPool.nodeId, query.nodeId));
      if (query.status) where.push(eq(staticIpPool.status, query.status));
      if (query.address) where.push(sql`${staticIpPool.outIp} like ${`${escapeLike(query.address)}%`}`);
      if (query.supplier) where.push(sql`${staticIpPool.supplier} ilike ${`%${escapeLike(query.supplier)}%`}`);
      if (query.leaseWithinDays !== undefined) {
        where.push(sql`${staticIpPool.leaseEndsAt} <= now() + make_interval(days => ${query.leaseWithinDays})`);
      }
      const condition = where.length > 0 ? and(...where) : undefined;
      const column = {
        id: staticIpPool.id,
        address: staticIpPool.outIp,
        leaseEndsAt: staticIpPool.leaseEndsAt,
        updatedAt: staticIpPool.updatedAt,
      }[query.sort];
      const order = query.order === "asc" ? asc(column) : desc(column);
      const list = await x
        .select()
        .from(staticIpPool)
        .where(condition)
        .orderBy(order, desc(staticIpPool.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      const [counted] = await x.select({ total: sql<number>`count(*)::int` }).from(staticIpPool).where(condition);
      return { list, total: Number(counted?.total ?? 0) };
    },
  };
}

export type CatalogueConsoleRepo = ReturnType<typeof createCatalogueConsoleRepo>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
