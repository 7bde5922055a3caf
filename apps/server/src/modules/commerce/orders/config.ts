import { envInt } from "@shop/contract";
import { z } from "zod";
// config-error.ts, not config.ts: config.ts imports this module.
import { parseEnvironment } from "../../../config-error.ts";

/** Limits that keep static stock from being hoarded or stuck (see README "Static IP stock"). */
export interface StaticStockConfig {
  /** Most IPs one member may hold reserved by unpaid orders, over all nodes. */
  maxReservedIps: number;
  /** Most of a node's for-sale IPs one member may hold reserved, in percent (at least one IP). */
  maxNodeSharePercent: number;
  /** How long a reservation holds its IPs; capped by the order's own pay deadline. */
  reservationMs: number;
  /** Most unpaid orders (traffic and static) per member. */
  maxWaitingOrders: number;
  /** Exchanges of one IP, and of all a member's IPs, per 24 hours. */
  exchangesPerIpPerDay: number;
  exchangesPerMemberPerDay: number;
  /** An expired IP stays its owner's (renewable) this long, then returns to the stock. */
  reclaimGraceMs: number;
}

const schema = z.object({
  STATIC_RESERVATION_MAX_IPS: envInt(1, 100_000, 50),
  STATIC_RESERVATION_MAX_NODE_SHARE_PERCENT: envInt(1, 100, 50),
  STATIC_RESERVATION_MINUTES: envInt(1, 24 * 60, 15),
  MAX_WAITING_ORDERS: envInt(1, 1000, 20),
  STATIC_EXCHANGES_PER_IP_PER_DAY: envInt(0, 1000, 3),
  STATIC_EXCHANGES_PER_MEMBER_PER_DAY: envInt(0, 100_000, 20),
  STATIC_IP_RECLAIM_GRACE_DAYS: envInt(0, 365, 3),
});

/** Reads the static-stock variables once at boot; a bad one stops the process with one clear line. */
export function loadStaticStockConfig(env: NodeJS.ProcessEnv): StaticStockConfig {
  const e = parseEnvironment(schema, env);
  return {
    maxReservedIps: e.STATIC_RESERVATION_MAX_IPS,
    maxNodeSharePercent: e.STATIC_RESERVATION_MAX_NODE_SHARE_PERCENT,
    reservationMs: e.STATIC_RESERVATION_MINUTES * 60_000,
    maxWaitingOrders: e.MAX_WAITING_ORDERS,
    exchangesPerIpPerDay: e.STATIC_EXCHANGES_PER_IP_PER_DAY,
    exchangesPerMemberPerDay: e.STATIC_EXCHANGES_PER_MEMBER_PER_DAY,
    reclaimGraceMs: e.STATIC_IP_RECLAIM_GRACE_DAYS * 24 * 3600_000,
  };
}
