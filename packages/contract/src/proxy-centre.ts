/**
 * The proxy centre of the user centre, shared by its three parts: proxy-accounts.ts
 * (sub-accounts, allowlist, extraction API), usage.ts (deduction records, dashboard,
 * supplier) and gateway-api.ts (the internal calls proxy gateways make). Traffic is in
 * bytes everywhere (JSON numbers: exact up to 8 PiB); times are ISO 8601 in UTC
 * (SPEC §4: statistics in UTC+0).
 */

export * from "./gateway-api.ts";
export * from "./proxy-accounts.ts";
export { bytesPerGb, proxyCentreLimits } from "./proxy-centre-fields.ts";
export * from "./usage.ts";
