import { z } from "./zod.ts";

/** The days before a static IP's expiry a member may be told at. */
export const alertIpExpiryDays = [7, 3, 1] as const;

/** Bounds of the alert thresholds a member sets. */
export const alertLimits = {
  trafficGbMax: 1_000_000,
  balanceYuanMax: 1_000_000,
} as const;

/** A threshold: a number within bounds, or null (off). JSON numbers only: "5" is refused, not guessed at. */
const threshold = (error: string, min: number, max: number, integer = false) => {
  const number = z.number({ error }).min(min, { error }).max(max, { error });
  return (integer ? number.int({ error }) : number)
    .nullable()
    .optional()
    .transform((value) => value ?? null);
};

/**
 * A member's alerts: a threshold left null is off. Traffic below X GB or Y % of all traffic bought
 * (account-wide), a sub-account reaching its own cap, a static IP expiring in 7/3/1 days, the CNY
 * balance below Z yuan; each fired alert goes by the chosen channels.
 */
export const alertSettingsInputSchema = z
  .object({
    trafficBelowGb: threshold("alerts.trafficGbInvalid", 0.01, alertLimits.trafficGbMax),
    trafficBelowPercent: threshold("alerts.percentInvalid", 1, 99, true),
    subaccountCap: z.boolean({ error: "validation.required" }).default(false),
    ipExpiryDays: z
      .array(z.union([z.literal(7), z.literal(3), z.literal(1)], { error: "alerts.daysInvalid" }), {
        error: "alerts.daysInvalid",
      })
      .default([])
      .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
    balanceBelowYuan: threshold("alerts.balanceInvalid", 0.01, alertLimits.balanceYuanMax),
    byEmail: z.boolean({ error: "validation.required" }).default(false),
    bySms: z.boolean({ error: "validation.required" }).default(false),
    byWebhook: z.boolean({ error: "validation.required" }).default(false),
  })
  .refine(
    (s) =>
      !(
        (s.trafficBelowGb !== null ||
          s.trafficBelowPercent !== null ||
          s.subaccountCap ||
          s.ipExpiryDays.length > 0 ||
          s.balanceBelowYuan !== null) &&
        !s.byEmail &&
        !s.bySms &&
        !s.byWebhook
      ),
    { error: "alerts.channelRequired", path: ["byEmail"] },
  );
export type AlertSettingsInput = z.output<typeof alertSettingsInputSchema>;

export const alertSettingsSchema = z.object({
  trafficBelowGb: z.number().nullable(),
  trafficBelowPercent: z.number().int().nullable(),
  subaccountCap: z.boolean(),
  ipExpiryDays: z.array(z.number().int()),
  balanceBelowYuan: z.number().nullable(),
  byEmail: z.boolean(),
  bySms: z.boolean(),
  byWebhook: z.boolean(),
  /** Whether the member has an e-mail address / a mobile number to be told at. */
  hasEmail: z.boolean(),
  hasMobile: z.boolean(),
  /** Whether this shop can send notice SMS (its SMS provider has no notice template: outbox only). */
  smsAvailable: z.boolean(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
