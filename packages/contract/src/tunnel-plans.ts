import { z } from "./zod.ts";

// ---------------------------------------------------------------------------
// Tunnel plans (docs/decisions.md "Tunnel plans"): for a number of days the
// member's traffic is not taken from the GB balance (still metered and shown),
// within a cap on open connections of all their sub-accounts together and a
// rate per gateway. An operator gives one from the member's page.

/** The largest plan an operator may give. */
export const tunnelPlanBounds = { maxConnections: 100_000, bandwidthMbps: 100_000, days: 366 } as const;

/** `active` until `endsAt`; `ended` when an operator ended it early; `expired` when its time ran out. */
export const tunnelPlanStatuses = ["active", "ended", "expired"] as const;
export type TunnelPlanStatus = (typeof tunnelPlanStatuses)[number];

/** A member's tunnel plan, as the member and the console see it. */
export const tunnelPlanSchema = z.object({
  id: z.number().int(),
  status: z.enum(tunnelPlanStatuses),
  /** Open connections of all the member's sub-accounts together, on every gateway. */
  maxConnections: z.number().int(),
  /** Mbit/s each direction, on each gateway the member connects through. */
  bandwidthMbps: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** When an operator ended it early; null otherwise. */
  endedAt: z.string().nullable(),
});
export type TunnelPlan = z.infer<typeof tunnelPlanSchema>;

/** GET /app-api/ip/tunnel-plan: the member's plan in force (null: none), with the shop's clock. */
export const memberTunnelPlanSchema = z.object({
  plan: tunnelPlanSchema.nullable(),
  serverTime: z.string(),
});
export type MemberTunnelPlan = z.infer<typeof memberTunnelPlanSchema>;

/** GET /ops-api/members/{memberId}/tunnel-plans: the plan in force and the member's earlier ones, newest first. */
export const consoleTunnelPlansSchema = z.object({
  current: tunnelPlanSchema.nullable(),
  history: z.array(
    tunnelPlanSchema.extend({
      reason: z.string(),
      endReason: z.string().nullable(),
      grantedBy: z.string(),
      endedBy: z.string().nullable(),
    }),
  ),
});
export type ConsoleTunnelPlans = z.infer<typeof consoleTunnelPlansSchema>;

const reason = z
  .string({ error: "tunnelPlans.reasonRequired" })
  .trim()
  .min(2, { error: "tunnelPlans.reasonRequired" })
  .max(500, { error: "tunnelPlans.reasonRequired" });

const wholeBetween = (max: number, key: string) =>
  z.number({ error: key }).int({ error: key }).min(1, { error: key }).max(max, { error: key });

/** POST /ops-api/members/{memberId}/tunnel-plans: gives the member a plan starting now. */
export const tunnelPlanGrantRequestSchema = z.object({
  maxConnections: wholeBetween(tunnelPlanBounds.maxConnections, "tunnelPlans.maxConnectionsInvalid"),
  bandwidthMbps: wholeBetween(tunnelPlanBounds.bandwidthMbps, "tunnelPlans.bandwidthInvalid"),
  days: wholeBetween(tunnelPlanBounds.days, "tunnelPlans.daysInvalid"),
  reason,
});
export type TunnelPlanGrantRequest = z.infer<typeof tunnelPlanGrantRequestSchema>;

/** POST /ops-api/members/{memberId}/tunnel-plans/end: ends the plan in force now. */
export const tunnelPlanEndRequestSchema = z.object({ planId: z.number().int().positive(), reason });
export type TunnelPlanEndRequest = z.infer<typeof tunnelPlanEndRequestSchema>;

// ---------------------------------------------------------------------------
// Static IP limits: a cap on the open connections through one static IP's
// account (every gateway together) and a rate per gateway, set by its owner or
// an operator within what the product allows.

/** What a static IP product allows: every static product allows the same for now. */
export const staticIpLimitBounds = { maxConnections: 1_000, bandwidthMbps: 1_000 } as const;

/** POST /app-api/ip/static-ip/limits (member) and the console's: null removes a cap. */
export const staticIpLimitsRequestSchema = z.object({
  id: z.number().int().positive(),
  maxConnections: z
    .number({ error: "staticIpLimits.maxConnectionsInvalid" })
    .int({ error: "staticIpLimits.maxConnectionsInvalid" })
    .min(1, { error: "staticIpLimits.maxConnectionsInvalid" })
    .max(staticIpLimitBounds.maxConnections, { error: "staticIpLimits.maxConnectionsInvalid" })
    .nullable(),
  bandwidthMbps: z
    .number({ error: "staticIpLimits.bandwidthInvalid" })
    .int({ error: "staticIpLimits.bandwidthInvalid" })
    .min(1, { error: "staticIpLimits.bandwidthInvalid" })
    .max(staticIpLimitBounds.bandwidthMbps, { error: "staticIpLimits.bandwidthInvalid" })
    .nullable(),
});
export type StaticIpLimitsRequest = z.infer<typeof staticIpLimitsRequestSchema>;

/** A static IP's limits after a change. */
export const staticIpLimitsSchema = z.object({
  id: z.number().int(),
  maxConnections: z.number().int().nullable(),
  bandwidthMbps: z.number().int().nullable(),
});
export type StaticIpLimits = z.infer<typeof staticIpLimitsSchema>;

/** POST /ops-api/members/{memberId}/static-ips/{staticIpId}/limits: an operator sets a static IP's limits. */
export const consoleStaticIpLimitsRequestSchema = staticIpLimitsRequestSchema.omit({ id: true }).extend({ reason });
export type ConsoleStaticIpLimitsRequest = z.infer<typeof consoleStaticIpLimitsRequestSchema>;
