import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, eq, isNull, or } from "drizzle-orm";

const { substations, routeRedirects } = tables;

export type SubstationRow = typeof substations.$inferSelect;
export type RouteRedirectRow = typeof routeRedirects.$inferSelect;

export function createSiteRepo(db: Database) {
  return {
    async findSubstationByHost(host: string): Promise<SubstationRow | undefined> {
      const rows = await db.select().from(substations).where(eq(substations.host, host)).limit(1);
      return rows[0];
    },

    async findSubstationById(id: number): Promise<SubstationRow | undefined> {
      const rows = await db.select().from(substations).where(eq(substations.id, id)).limit(1);
      return rows[0];
    },

    async listSubstations(): Promise<SubstationRow[]> {
      return db.select().from(substations).orderBy(substations.id);
    },

    async findSubstationByCode(code: string): Promise<SubstationRow | undefined> {
      const rows = await db.select().from(substations).where(eq(substations.code, code)).limit(1);
      return rows[0];
    },

    async insertSubstation(values: typeof substations.$inferInsert): Promise<SubstationRow> {
      const [row] = await db.insert(substations).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    async updateSubstation(
      id: number,
      values: Partial<typeof substations.$inferInsert>,
    ): Promise<SubstationRow | undefined> {
      const [row] = await db.update(substations).set(values).where(eq(substations.id, id)).returning();
      return row;
    },

    async findMainSubstation(): Promise<SubstationRow | undefined> {
      const rows = await db.select().from(substations).where(eq(substations.isMain, true)).limit(1);
      return rows[0];
    },

    /** Enabled redirects that apply to a substation: its own and the shared ones. */
    async listRedirects(substationId: number): Promise<RouteRedirectRow[]> {
      return db
        .select()
        .from(routeRedirects)
        .where(
          and(
            eq(routeRedirects.isEnabled, true),
            or(eq(routeRedirects.substationId, substationId), isNull(routeRedirects.substationId)),
          ),
        );
    },

    async listAllRedirects() {
      return db
        .select({
          id: routeRedirects.id,
          fromPath: routeRedirects.fromPath,
          toUrl: routeRedirects.toUrl,
          statusCode: routeRedirects.statusCode,
          isEnabled: routeRedirects.isEnabled,
          note: routeRedirects.note,
          substationCode: substations.code,
        })
        .from(routeRedirects)
        .leftJoin(substations, eq(substations.id, routeRedirects.substationId))
        .orderBy(routeRedirects.id);
    },

    async findSubstationIdByCode(code: string): Promise<number | null> {
      const rows = await db.select({ id: substations.id }).from(substations).where(eq(substations.code, code)).limit(1);
      return rows[0]?.id ?? null;
    },

    async disableRedirect(id: number): Promise<boolean> {
      const rows = await db
        .update(routeRedirects)
        .set({ isEnabled: false })
        .where(eq(routeRedirects.id, id))
        .returning({ id: routeRedirects.id });
      return rows.length > 0;
    },

    async insertRedirect(values: typeof routeRedirects.$inferInsert): Promise<RouteRedirectRow> {
      const [row] = await db.insert(routeRedirects).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },
  };
}

export type SiteRepo = ReturnType<typeof createSiteRepo>;
