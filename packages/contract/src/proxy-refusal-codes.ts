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
  "uncertified",
  "suspended",
  "static-ip-expired",
  "shop-unavailable",
  "too-many-failures",
  "lookups-throttled",
  // The account's own limits (apps/gateway/src/limits.ts).
  "too-many-connections",
  // The HTTP listener's own (apps/gateway/src/http-proxy.ts).
  "gateway-busy",
  "handshake-timeout",
  "bad-request",
  "bad-target",
  // The way out (apps/gateway/src/egress.ts).
  "target-forbidden",
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
