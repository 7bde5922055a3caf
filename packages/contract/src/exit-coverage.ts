import type { ExitDefinition, ExitPoolFile } from "./proxy-exits.ts";
import { z } from "./zod.ts";

/**
 * What a gateway's exit pools can serve, and the one rule that says which
 * pools a targeted line goes to. The gateway picks exits with it
 * (apps/gateway/src/exits.ts) and reports a summary of its pools to the shop
 * (POST /internal/exits/coverage), whose generator, region lists and
 * extraction URL offer only the places the same rule serves. One rule on both
 * sides: a line the shop offers is a line some gateway carries.
 */

/** A place a line targets: no country is the global mix. */
export interface TargetPlace {
  country?: string | undefined;
  region?: string | undefined;
  city?: string | undefined;
}

/** The targeting an exit passes on beyond its own location: an upstream's template placeholders, or a demo's pretence. */
export type CarriedPart = "country" | "region" | "city";

/**
 * The parts of a target an exit can honour beyond its pool's own place: an
 * upstream's, those its templates carry; a demo exit, the regions and cities
 * of its pool's country (it leaves from this machine whatever the line asks).
 * A demo sells only the countries its pools list.
 */
export function carriedParts(exit: ExitDefinition): Record<CarriedPart, boolean> {
  if (exit.kind === "direct") {
    const demo = exit.demo === true;
    return { country: false, region: demo, city: demo };
  }
  const templates = `${exit.username ?? ""}\n${exit.password ?? ""}`;
  return {
    country: /\{country(_lower)?\}/.test(templates),
    region: templates.includes("{region}"),
    city: templates.includes("{city}"),
  };
}

/** One pool as the shop sees it: where it is, what some of its exits carry further, whether it is a demo's. */
export const coveragePoolSchema = z.object({
  country: z.union([z.literal("*"), z.string().regex(/^[A-Z]{2}$/)]),
  region: z
    .string()
    .regex(/^[a-z0-9_]{1,40}$/)
    .optional(),
  city: z
    .string()
    .regex(/^[a-z0-9_]{1,40}$/)
    .optional(),
  carries: z.object({ country: z.boolean(), region: z.boolean(), city: z.boolean() }),
  /** Every exit of the pool is a demo's direct exit (traffic leaves from the demo machine). */
  demo: z.boolean(),
  exits: z.number().int().min(1),
});
export type CoveragePool = z.infer<typeof coveragePoolSchema>;

/** POST /internal/exits/coverage: a gateway's pools, sent at start and then every few minutes. */
export const exitCoverageReportSchema = z.object({
  pools: z.array(coveragePoolSchema).max(10_000),
});
export type ExitCoverageReport = z.infer<typeof exitCoverageReportSchema>;

/** The summary a gateway reports for its exit-pool file. */
export function coverageOf(file: ExitPoolFile): ExitCoverageReport {
  return {
    pools: file.pools.map((pool) => {
      const parts = pool.exits.map(carriedParts);
      return {
        country: pool.country,
        ...(pool.region === undefined ? {} : { region: pool.region }),
        ...(pool.city === undefined ? {} : { city: pool.city }),
        carries: {
          country: parts.some((part) => part.country),
          region: parts.some((part) => part.region),
          city: parts.some((part) => part.city),
        },
        demo: pool.exits.every((exit) => exit.kind === "direct" && exit.demo === true),
        exits: pool.exits.length,
      };
    }),
  };
}

/** The least a pool needs of the file's shape to be chosen. */
export interface PoolPlace {
  country: string;
  region?: string | undefined;
  city?: string | undefined;
}

/** Pools that serve a place, and the parts their exits must carry further (an empty list: any exit of them will do). */
export interface PoolChoice<P> {
  pools: P[];
  needs: CarriedPart[];
}

/**
 * Which pools serve a place, from the most specific down. A city: its own pool
 * (with its region, or one without a region); else the region's pool, the
 * country's or the global one, whose exits must then carry the city (and the
 * region, the country) to an upstream. A region: its pool; else the pools of
 * its cities together (they are all in it); else the country's or the global
 * pool, carrying what is missing. A country: its pool; else all its region and
 * city pools together; else the global pool carrying the country. No country:
 * the global pool, or every pool. Null when nothing can serve it.
 *
 * `usable(pool, needs)` says whether a pool has exits carrying `needs`.
 */
export function choosePools<P extends PoolPlace>(
  pools: readonly P[],
  place: TargetPlace,
  usable: (pool: P, needs: CarriedPart[]) => boolean,
): PoolChoice<P> | null {
  const find = (country: string, region?: string, city?: string) =>
    pools.find((pool) => pool.country === country && pool.region === region && pool.city === city);
  const global = find("*");
  if (!place.country) return { pools: global ? [global] : [...pools], needs: [] };
  const { country, region, city } = place;
  const fallback = (candidates: Array<[P | undefined, CarriedPart[]]>): PoolChoice<P> | null => {
    for (const [pool, needs] of candidates) if (pool && usable(pool, needs)) return { pools: [pool], needs };
    return null;
  };
  if (city) {
    const own = (region && find(country, region, city)) || find(country, undefined, city);
    if (own) return { pools: [own], needs: [] };
    return fallback([
      [region ? find(country, region) : undefined, ["city"]],
      [find(country), region ? ["region", "city"] : ["city"]],
      [global, region ? ["country", "region", "city"] : ["country", "city"]],
    ]);
  }
  if (region) {
    const own = find(country, region);
    if (own) return { pools: [own], needs: [] };
    const cities = pools.filter((pool) => pool.country === country && pool.region === region);
    if (cities.length > 0) return { pools: cities, needs: [] };
    return fallback([
      [find(country), ["region"]],
      [global, ["country", "region"]],
    ]);
  }
  const own = find(country);
  if (own) return { pools: [own], needs: [] };
  const inside = pools.filter((pool) => pool.country === country);
  if (inside.length > 0) return { pools: inside, needs: [] };
  return fallback([[global, ["country"]]]);
}

/** Whether a coverage pool's exits carry what is needed. */
export const coverageCarries = (pool: CoveragePool, needs: readonly CarriedPart[]): boolean =>
  needs.every((part) => pool.carries[part]);

/** Whether some pool of the reports serves the place. */
export function coverageServes(pools: readonly CoveragePool[], place: TargetPlace): boolean {
  return choosePools(pools, place, coverageCarries) !== null;
}

/** One exit's health as its gateway judges it (apps/gateway/src/exit-health.ts). */
export const exitHealthSchema = z.object({
  /** Kind and address (`upstream-http://host:port`, `direct`, `direct@address`), never credentials. */
  key: z.string().min(1).max(300),
  kind: z.enum(["direct", "upstream-http", "upstream-socks5"]),
  up: z.boolean(),
  /** Failures since the gateway started (probes and connections the exit broke). */
  errors: z.number().int().min(0),
  lastError: z.string().max(300).nullable(),
  /** The last good probe's time in ms; null before one. */
  latencyMs: z.number().int().min(0).nullable(),
  /** When `up` last changed (or the gateway started). */
  changedAt: z.iso.datetime({ offset: true }),
});
export type ExitHealth = z.infer<typeof exitHealthSchema>;

/** POST /internal/exits/health: a gateway's exits and their health, every 30 seconds. */
export const exitHealthReportSchema = z.object({
  exits: z.array(exitHealthSchema).max(10_000),
});
export type ExitHealthReport = z.infer<typeof exitHealthReportSchema>;

/** GET /ops-api/exits: each gateway's last health report; `stale` when it is older than two minutes. */
export const consoleExitHealthSchema = z.object({
  gateways: z.array(
    z.object({
      gatewayId: z.string(),
      reportedAt: z.iso.datetime({ offset: true }),
      stale: z.boolean(),
      exits: z.array(exitHealthSchema),
    }),
  ),
});
export type ConsoleExitHealth = z.infer<typeof consoleExitHealthSchema>;
