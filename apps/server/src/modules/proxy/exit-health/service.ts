import type { ConsoleExitHealth, ExitHealth, ExitHealthReport } from "@shop/contract";
import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { asc, sql } from "drizzle-orm";

const { gatewayExitHealth } = tables;

/** A gateway reports every 30 seconds: a report older than this means the gateway (or its link) is gone. */
const staleAfterMs = 2 * 60_000;

/**
 * The exits' health as the gateways see it (docs/decisions.md, "Healthy
 * exits"): each gateway posts its exits every 30 seconds;
 * the console lists them per gateway. One row per gateway, replaced by its report.
 */
export function createExitHealthService(db: Database, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  return {
    /** Stores a gateway's report, replacing its last one. */
    async record(gatewayId: string, report: ExitHealthReport): Promise<void> {
      await db
        .insert(gatewayExitHealth)
        .values({ gatewayId, exits: report.exits, reportedAt: new Date(now()) })
        .onConflictDoUpdate({
          target: gatewayExitHealth.gatewayId,
          set: { exits: sql`excluded.exits`, reportedAt: sql`excluded.reported_at` },
        });
    },

    /** Every gateway's last report, exits that are down first. */
    async list(): Promise<ConsoleExitHealth> {
      const rows = await db.select().from(gatewayExitHealth).orderBy(asc(gatewayExitHealth.gatewayId));
      return {
        gateways: rows.map((row) => ({
          gatewayId: row.gatewayId,
          reportedAt: row.reportedAt.toISOString(),
          stale: now() - row.reportedAt.getTime() > staleAfterMs,
          exits: [...(row.exits as ExitHealth[])].sort(
            (a, b) => Number(a.up) - Number(b.up) || a.key.localeCompare(b.key),
          ),
        })),
      };
    },
  };
}

export type ExitHealthService = ReturnType<typeof createExitHealthService>;
