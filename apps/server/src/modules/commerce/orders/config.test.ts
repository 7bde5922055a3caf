import { describe, expect, it } from "vitest";
import { loadStaticStockConfig } from "./config.ts";

describe("static stock configuration", () => {
  it("has working defaults and reads overrides", () => {
    expect(loadStaticStockConfig({})).toEqual({
      maxReservedIps: 50,
      maxNodeSharePercent: 50,
      reservationMs: 15 * 60_000,
      maxWaitingOrders: 20,
      exchangesPerIpPerDay: 3,
      exchangesPerMemberPerDay: 20,
      reclaimGraceMs: 3 * 24 * 3600_000,
    });
    expect(loadStaticStockConfig({ STATIC_IP_RECLAIM_GRACE_DAYS: "7" }).reclaimGraceMs).toBe(7 * 24 * 3600_000);
  });

  it("refuses bad values with one clear line", () => {
    expect(() => loadStaticStockConfig({ STATIC_IP_RECLAIM_GRACE_DAYS: "-1" })).toThrow(
      /^Invalid configuration: STATIC_IP_RECLAIM_GRACE_DAYS /,
    );
    expect(() => loadStaticStockConfig({ STATIC_RESERVATION_MAX_NODE_SHARE_PERCENT: "150" })).toThrow(
      /STATIC_RESERVATION_MAX_NODE_SHARE_PERCENT/,
    );
  });
});
