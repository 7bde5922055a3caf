/**
 * Every reason a gateway refuses a connection, as clients read it: the HTTP
 * listener's `X-Proxy-Refusal` header (and the SOCKS5 reply of the help
 * article, "Traffic counting and refusal codes"). The web UI translates each
 * (proxies.refusals.<code>); the gateway's HTTP listener writes only these
 * (its refusalHead takes a ProxyRefusalCode).
 */
export const proxyRefusalCodes = [
  // Authentication and the account (apps/gateway/src/accounts.ts).
  "credentials-missing",
  "credentials-invalid",
  "account-disabled",
  "account-deleted",
  "traffic-exhausted",
  "limit-reached",
  "daily-limit-reached",
  "monthly-limit-reached",
  "uncertified",
  "suspended",
  "static-ip-expired",
  "shop-unavailable",
  "too-many-failures",
  "lookups-throttled",
  // The account's own limits (apps/gateway/src/limits.ts).
  "too-many-connections",
  // A member's tunnel plan: all their sub-accounts' open connections together, every gateway (limits.ts).
  "plan-connection-limit",
  // A static IP's own cap on open connections, every gateway together (limits.ts).
  "static-ip-connection-limit",
  // The HTTP listener's own (apps/gateway/src/http-proxy.ts).
  "gateway-busy",
  "handshake-timeout",
  "bad-request",
  "bad-target",
  // The way out (apps/gateway/src/egress.ts).
  "target-forbidden",
  /** The target's domain is on the member's or the seller's deny list. */
  "target-denied",
  "no-exit-for-location",
  "dns-failed",
  "connect-refused",
  "connect-timeout",
  "target-unreachable",
  "upstream-failed",
] as const;
export type ProxyRefusalCode = (typeof proxyRefusalCodes)[number];

export const isProxyRefusalCode = (value: string): value is ProxyRefusalCode =>
  (proxyRefusalCodes as readonly string[]).includes(value);

/**
 * What a failed connection's reason means to a customer, for "why it failed":
 * each category has one explanation and fix in the UI (proxies.outcomes.<category>).
 */
export const connectionFailureCategories = [
  "auth",
  "limit",
  "exit-down",
  "target-refused",
  "target-timeout",
  "dns",
  "forbidden",
  "gateway",
  "other",
] as const;
export type ConnectionFailureCategory = (typeof connectionFailureCategories)[number];

const categoryOfCode: Partial<Record<string, ConnectionFailureCategory>> = {
  "credentials-missing": "auth",
  "credentials-invalid": "auth",
  "too-many-failures": "auth",
  "lookups-throttled": "auth",
  "account-disabled": "auth",
  "account-deleted": "auth",
  uncertified: "auth",
  suspended: "auth",
  "static-ip-expired": "limit",
  "traffic-exhausted": "limit",
  "limit-reached": "limit",
  "daily-limit-reached": "limit",
  "monthly-limit-reached": "limit",
  "too-many-connections": "limit",
  "plan-connection-limit": "limit",
  "static-ip-connection-limit": "limit",
  "no-exit-for-location": "exit-down",
  "upstream-failed": "exit-down",
  "connect-refused": "target-refused",
  "target-unreachable": "target-refused",
  "connect-timeout": "target-timeout",
  "dns-failed": "dns",
  "target-forbidden": "forbidden",
  "target-denied": "forbidden",
  "bad-target": "forbidden",
  "shop-unavailable": "gateway",
  "gateway-busy": "gateway",
  "handshake-timeout": "gateway",
  "bad-request": "gateway",
};

/**
 * The category of a refusal code. Codes this shop does not know yet (a newer
 * gateway's limits, say) fall into "limit" when they say so, else "other".
 */
export function connectionFailureCategoryOf(code: string): ConnectionFailureCategory {
  const known = categoryOfCode[code];
  if (known) return known;
  return /limit|cap|concurren|bandwidth|quota|denied|exceeded/.test(code) ? "limit" : "other";
}
