/** The fields and limits the proxy centre's three parts share (proxy-centre.ts names them). */
import { pageNoMax } from "./column-bounds.ts";
import { z } from "./zod.ts";

/** 1 GB as the shop counts it (the same as the traffic packages and the web's formatTraffic). */
export const bytesPerGb = 1024 ** 3;

/** Business limits of the proxy centre (SPEC §9 leaves them to us). */
export const proxyCentreLimits = {
  /** Sub-accounts one member may have (deleted ones do not count). */
  maxProxyAccounts: 100,
  /** Allowlist entries one member may have. */
  maxAllowlistEntries: 20,
  remarkMaxLength: 100,
  /** A sub-account password: letters and digits (no character that would break a `host:port:user:pass` line). */
  passwordMinLength: 8,
  passwordMaxLength: 32,
  /** Length of a generated sub-account password. */
  generatedPasswordLength: 12,
  /** Largest traffic limit of one sub-account, in GB. */
  maxTrafficLimitGb: 1_000_000,
  /** Widest allowlist range: /8. */
  minCidrPrefix: 8,
  /** Longest range of deduction records one request may ask for, in days. */
  maxRecordRangeDays: 92,
  /** Records one usage batch may carry. */
  maxUsageBatchRecords: 5000,
} as const;

export const pageNo = z.coerce
  .number({ error: "proxyCentre.pageInvalid" })
  .int({ error: "proxyCentre.pageInvalid" })
  .min(1, { error: "proxyCentre.pageInvalid" })
  .max(pageNoMax, { error: "proxyCentre.pageInvalid" })
  .default(1);
export const pageSize = z.coerce
  .number({ error: "proxyCentre.pageInvalid" })
  .int({ error: "proxyCentre.pageInvalid" })
  .min(1, { error: "proxyCentre.pageInvalid" })
  .max(100, { error: "proxyCentre.pageInvalid" })
  .default(10);

export const id = z
  .number({ error: "proxyCentre.idRequired" })
  .int({ error: "proxyCentre.idRequired" })
  .positive({ error: "proxyCentre.idRequired" });

export const remark = z
  .string({ error: "proxyCentre.remarkTooLong" })
  .trim()
  .max(proxyCentreLimits.remarkMaxLength, { error: "proxyCentre.remarkTooLong" })
  .transform((value) => (value === "" ? null : value));
