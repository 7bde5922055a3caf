import { ResponseCode, type StaticIpLimits } from "@shop/contract";
import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "../../../http/app-error.ts";
import type { Executor } from "../../../lib/executor.ts";

const { staticIps } = tables;

/**
 * A static IP's connection cap and bandwidth (docs/decisions.md "Static IP
 * limits"): its owner or an operator sets them within the product's bounds
 * (the contract's schema); the gateways learn the change through the
 * access-change note the static IP's trigger writes (migration 0030).
 */
export function createStaticIpLimits(db: Database) {
  return {
    /** Sets the limits of the member's IP `id` (a live one: normal or expired); NotFound otherwise. */
    async set(
      memberId: number,
      id: number,
      limits: { maxConnections: number | null; bandwidthMbps: number | null },
      within: Executor = db,
    ): Promise<StaticIpLimits & { before: { maxConnections: number | null; bandwidthMbps: number | null } }> {
      const [before] = await within
        .select({ maxConnections: staticIps.maxConnections, bandwidthMbps: staticIps.bandwidthMbps })
        .from(staticIps)
        .where(and(eq(staticIps.id, id), eq(staticIps.memberId, memberId), inArray(staticIps.status, [1, 2])))
        .for("update");
      if (!before) throw new AppError(ResponseCode.NotFound, "staticIpLimits.notFound");
      const [row] = await within
        .update(staticIps)
        .set({ maxConnections: limits.maxConnections, bandwidthMbps: limits.bandwidthMbps })
        .where(eq(staticIps.id, id))
        .returning({
          id: staticIps.id,
          maxConnections: staticIps.maxConnections,
          bandwidthMbps: staticIps.bandwidthMbps,
        });
      if (!row) throw new AppError(ResponseCode.NotFound, "staticIpLimits.notFound");
      return { ...row, before };
    },
  };
}

export type StaticIpLimitsService = ReturnType<typeof createStaticIpLimits>;
