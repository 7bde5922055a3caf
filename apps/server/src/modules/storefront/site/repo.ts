import { tables } from "@shop/db";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { substations, routeRedirects } = tables;

export type SubstationRow = typeof substations.$inferSelect;
export type RouteRedirectRow = typeof routeRedirects.$inferSelect;

/** A rule as the command line and the console list it: with its substation's code. */
const redirectListing = {
  id: routeRedirects.id,
  substationId: routeRedirects.substationId,
  substationCode: substations.code,
  fromPath: routeRedirects.fromPath,
  toUrl: routeRedirects.toUrl,
  statusCode: routeRedirects.statusCode,
  isEnabled: routeRedirects.isEnabled,
  note: routeRedirects.note,
  version: routeRedirects.version,
  updatedAt: routeRedirects.updatedAt,
  updatedBy: routeRedirects.updatedBy,
};
export type RedirectListing = {
  id: number;
  substationId: number | null;
  substationCode: string | null;
  fromPath: string;
  toUrl: string;
  statusCode: number;
  isEnabled: boolean;
  note: string | null;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
};

/** Every edit raises the version a console form carries, so a form opened before it is refused. */
const edited = (updatedBy: string | null | undefined) => ({
  version: sql`${substations.version} + 1`,
  updatedAt: sql`now()`,
  updatedBy: updatedBy ?? null,
});

export function createSiteRepo(db: Executor) {
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

    /** The row locked for an edit in the caller's transaction. */
    async lockSubstation(id: number): Promise<SubstationRow | undefined> {
      const rows = await db.select().from(substations).where(eq(substations.id, id)).for("update");
      return rows[0];
    },

    async updateSubstation(
      id: number,
      values: Partial<typeof substations.$inferInsert>,
      updatedBy?: string | null,
    ): Promise<SubstationRow | undefined> {
      const [row] = await db
        .update(substations)
        .set({ ...values, ...edited(updatedBy) })
        .where(eq(substations.id, id))
        .returning();
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

    /** Every enabled rule, of every substation: what a new rule must not close a loop with. */
    async listEnabledRedirects(): Promise<RouteRedirectRow[]> {
      return db.select().from(routeRedirects).where(eq(routeRedirects.isEnabled, true));
    },

    async listAllRedirects(): Promise<RedirectListing[]> {
      return db
        .select(redirectListing)
        .from(routeRedirects)
        .leftJoin(substations, eq(substations.id, routeRedirects.substationId))
        .orderBy(routeRedirects.id);
    },

    async findRedirectListing(id: number): Promise<RedirectListing | undefined> {
      const rows = await db
        .select(redirectListing)
        .from(routeRedirects)
        .leftJoin(substations, eq(substations.id, routeRedirects.substationId))
        .where(eq(routeRedirects.id, id));
      return rows[0];
    },

    /** The rule locked for an edit in the caller's transaction. */
    async lockRedirect(id: number): Promise<RouteRedirectRow | undefined> {
      const rows = await db.select().from(routeRedirects).where(eq(routeRedirects.id, id)).for("update");
      return rows[0];
    },

    async setRedirectEnabled(id: number, isEnabled: boolean, updatedBy: string | null): Promise<boolean> {
      const rows = await db
        .update(routeRedirects)
        .set({ isEnabled, version: sql`${routeRedirects.version} + 1`, updatedAt: sql`now()`, updatedBy })
        .where(eq(routeRedirects.id, id))
        .returning({ id: routeRedirects.id });
      return rows.length > 0;
    },

    async findSubstationIdByCode(code: string): Promise<number | null> {
      const rows = await db.select({ id: substations.id }).from(substations).where(eq(substations.code, code)).limit(1);
      return rows[0]?.id ?? null;
    },

    async disableRedirect(id: number): Promise<boolean> {
      const rows = await db
        .update(routeRedirects)
        .set({ isEnabled: false, version: sql`${routeRedirects.version} + 1`, updatedAt: sql`now()` })
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
