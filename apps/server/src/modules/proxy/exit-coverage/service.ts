import { type CoveragePool, coverageServes, type ExitCoverageReport, type TargetPlace } from "@shop/contract";
import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { sql } from "drizzle-orm";

const { gatewayExitCoverage } = tables;

/** A report older than this no longer counts, unless no gateway sent a newer one (then the last ones still do). */
const freshForMs = 30 * 60_000;
/** How long one process keeps what it read: a new report shows within this. */
const cacheMs = 10_000;

/** The places the gateways serve, as the shop knows them now. */
export interface ExitCoverage {
  /** False until some gateway has reported: a shop without gateways offers every place, as before. */
  known: boolean;
  /** Whether a line targeting `place` has exits (always true while unknown). */
  serves(place: TargetPlace): boolean;
}

/** Pools grouped by country, so one question only walks its country's pools and the global ones. */
function coverageFrom(rows: ReadonlyArray<{ pools: CoveragePool[] }>): ExitCoverage {
  if (rows.length === 0) return { known: false, serves: () => true };
  const pools = rows.flatMap((row) => row.pools);
  const global = pools.filter((pool) => pool.country === "*");
  const byCountry = new Map<string, CoveragePool[]>();
  for (const pool of pools) {
    if (pool.country === "*") continue;
    const list = byCountry.get(pool.country) ?? [...global];
    list.push(pool);
    byCountry.set(pool.country, list);
  }
  return {
    known: true,
    serves: (place) => coverageServes(place.country ? (byCountry.get(place.country) ?? global) : pools, place),
  };
}

/**
 * What the gateways' exit pools serve (docs/decisions.md, "Locations that
 * work"): each gateway posts its pools at start and every 5 minutes; every
 * shop process reads the union from the database, so a report to one process
 * reaches all.
 */
export function createExitCoverageService(db: Database, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  let cached: { at: number; coverage: Promise<ExitCoverage> } | null = null;

  async function load(): Promise<ExitCoverage> {
    const rows = await db
      .select({ pools: gatewayExitCoverage.pools, reportedAt: gatewayExitCoverage.reportedAt })
      .from(gatewayExitCoverage);
    const fresh = rows.filter((row) => now() - row.reportedAt.getTime() <= freshForMs);
    return coverageFrom((fresh.length > 0 ? fresh : rows) as Array<{ pools: CoveragePool[] }>);
  }

  return {
    /** Stores a gateway's report, replacing its last one. */
    async record(gatewayId: string, report: ExitCoverageReport): Promise<void> {
      const reportedAt = new Date(now());
      await db
        .insert(gatewayExitCoverage)
        .values({ gatewayId, pools: report.pools, reportedAt })
        .onConflictDoUpdate({
          target: gatewayExitCoverage.gatewayId,
          set: { pools: sql`excluded.pools`, reportedAt: sql`excluded.reported_at` },
        });
      cached = null;
    },

    /** The coverage now (read at most every few seconds per process). */
    current(): Promise<ExitCoverage> {
      if (!cached || now() - cached.at > cacheMs) {
        const coverage = load();
        cached = { at: now(), coverage };
        coverage.catch(() => {
          cached = null;
        });
      }
      return cached.coverage;
    },
  };
}

export type ExitCoverageService = ReturnType<typeof createExitCoverageService>;
