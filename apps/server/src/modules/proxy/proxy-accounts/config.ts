import { envInt, envVar } from "@shop/contract";
import { z } from "zod";
// config-error.ts, not config.ts: config.ts imports this module.
import { parseEnvironment } from "../../../config-error.ts";

/** Where customers' proxy lines point: the installation's default; a substation may override it. */
export interface ProxyGatewayConfig {
  host: string;
  httpPort: number;
  socks5Port: number;
  /** Most proxies one extraction (or one generator request) may return. */
  maxExtractCount: number;
  /**
   * The echo "Test this line" fetches through the gateway (JSON with the caller's `ip`); null: the
   * shop's own /app-api/getIp over loopback in demo mode, no line tests in production.
   */
  lineTestUrl?: string | null;
}

const port = z.coerce.number().int().min(1).max(65_535);

const schema = z.object({
  PROXY_GATEWAY_HOST: envVar(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
        error: "must be a host name or an IPv4 address",
      })
      .optional(),
  ),
  APP_MODE: envVar(z.enum(["demo", "production"]).default("demo")),
  PROXY_GATEWAY_HTTP_PORT: envVar(port.default(7777)),
  PROXY_GATEWAY_SOCKS5_PORT: envVar(port.default(7778)),
  PROXY_EXTRACT_MAX_COUNT: envInt(1, 10_000, 1000),
  PROXY_LINE_TEST_URL: envVar(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
});

/** Reads the gateway variables once at boot; a bad one stops the process with one clear line. */
export function loadProxyGatewayConfig(env: NodeJS.ProcessEnv): ProxyGatewayConfig {
  const e = parseEnvironment(schema, env);
  return {
    // A demo runs its gateway beside the shop on 127.0.0.1 (npm start), so lines work as copied.
    host: e.PROXY_GATEWAY_HOST ?? (e.APP_MODE === "demo" ? "127.0.0.1" : "gate.cloudstack-proxy.example"),
    httpPort: e.PROXY_GATEWAY_HTTP_PORT,
    socks5Port: e.PROXY_GATEWAY_SOCKS5_PORT,
    maxExtractCount: e.PROXY_EXTRACT_MAX_COUNT,
    lineTestUrl: e.PROXY_LINE_TEST_URL ?? null,
  };
}
