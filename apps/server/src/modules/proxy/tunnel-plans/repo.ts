import type { Database } from "@shop/db";
import { queryRows, tables } from "@shop/db";
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { bindableRepo, type Executor } from "../../../lib/executor.ts";

const { tunnelPlans } = tables;

export type TunnelPlanRow = typeof tunnelPlans.$inferSelect;

/** Queries of tunnel plans (one open plan per member: the unique index). */
function tunnelPlansRepo(x: Executor) {
  return {
    /** The plan in force at `at`: open, started, not yet at its end. */
    async findInForce(memberId: number, at: Date): Promise<TunnelPlanRow | undefined> {
      const [row] = await x
        .select()
        .from(tunnelPlans)
        .where(
          and(
            eq(tunnelPlans.memberId, memberId),
            isNull(tunnelPlans.endedAt),
            lte(tunnelPlans.startsAt, at),
            gt(tunnelPlans.endsAt, at),
          ),
        )
        .limit(1);
      return row;
    },

    /** The member's open plan, locked, whether or not its time ran out. */
    async findOpenForUpdate(memberId: number): Promise<TunnelPlanRow | undefined> {
      const [row] = await x
        .select()
        .from(tunnelPlans)
        .where(and(eq(tunnelPlans.memberId, memberId), isNull(tunnelPlans.endedAt)))
        .for("update");
      return row;
    },

    /** Closes a plan whose time ran out (ended at its end, by nobody), so a new one may be given. */
    async closeExpired(id: number): Promise<void> {
      await x
        .update(tunnelPlans)
        .set({ endedAt: sql`${tunnelPlans.endsAt}` })
        .where(and(eq(tunnelPlans.id, id), isNull(tunnelPlans.endedAt)));
    },

    async insert(values: typeof tunnelPlans.$inferInsert): Promise<TunnelPlanRow> {
      const [row] = await x.insert(tunnelPlans).values(values).returning();
      if (!row) throw new Error("tunnel plan not inserted");
      return row;
    },

    /** Ends an open plan now; undefined when it was not open (ended by someone else meanwhile). */
    async end(id: number, values: { endedAt: Date; endedBy: number; endReason: string }) {
      const [row] = await x
        .update(tunnelPlans)
        .set(values)
        .where(and(eq(tunnelPlans.id, id), isNull(tunnelPlans.endedAt)))
        .returning();
      return row;
    },

    /**
     * The member's plans, newest first, with the operators' names (joined here like the console's
     * other member queries, so the member page is one query).
     */
    async history(memberId: number, limit: number) {
      return queryRows<{
        id: string;
        max_connections: number;
        bandwidth_mbps: number;
        starts_at: Date | string;
        ends_at: Date | string;
        ended_at: Date | string | null;
        reason: string;
        end_reason: string | null;
        granted_by_name: string;
        ended_by_name: string | null;
      }>(
        x,
        sql`select p.id, p.max_connections, p.bandwidth_mbps, p.starts_at, p.ends_at, p.ended_at, p.reason,
                    p.end_reason, coalesce(g.name, '#' || p.granted_by::text) as granted_by_name,
                    case when p.ended_by is null then null else coalesce(e.name, '#' || p.ended_by::text) end
                      as ended_by_name
               from tunnel_plans p
               left join operators g on g.id = p.granted_by
               left join operators e on e.id = p.ended_by
              where p.member_id = ${memberId}
              order by p.created_at desc, p.id desc
              limit ${limit}`,
      );
    },
  };
}

export type TunnelPlansRepo = ReturnType<typeof tunnelPlansRepo>;

export function createTunnelPlansRepo(db: Database) {
  return bindableRepo(db, tunnelPlansRepo);
}
