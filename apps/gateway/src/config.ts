import { readFileSync } from "node:fs";
import {
  demoExitCountries,
  describeEnvironmentProblem,
  type ExitPoolFile,
  envFlag,
  envText,
  envVar,
  exitPoolFileSchema,
} from "@shop/contract";
import { z } from "zod";
import type { ExitHealthSettings } from "./exit-health.ts";
import { trustedProxies } from "./proxy-protocol.ts";

/** A bad variable or exit-pool file: main.ts prints the message as one line and exits 1. */
export class GatewayConfigError extends Error {}

export interface GatewayConfig {
  mode: "demo" | "production";
  /** This gateway's id and secret for the shop's /internal calls. */
  gatewayId: string;
  gatewaySecret: string;
  /** The shops' base URLs (their /internal API), tried in turn when one cannot be reached. */
  shopUrls: string[];
  /** Folder of the usage journal (unreported usage survives a crash). */
  journalDir: string;
  listenHost: string;
  httpPort: number;
  socksPort: number;
  /** /metrics (Prometheus); null turns it off. */
  metricsPort: number | null;
  metricsHost: string;
  exitPool: ExitPoolFile;
  exitPoolSource: string;
  maxConnections: number;
  handshakeTimeoutMs: number;
  connectTimeoutMs: number;
  idleTimeoutMs: number;
  /** Active health probes of the exits, ejection and return (exit-health.ts). */
  exitHealth: ExitHealthSettings;
  /** What a probe fetches through each exit (http:// only); null: upstream exits are probed by connecting. */
  exitProbeUrl: URL | null;
  /** How often the exits' health is reported to the shop. */
  exitHealthReportMs: number;
  /** How often the exit pools' coverage is reported to the shop (also at start). */
  coverageIntervalMs: number;
  /** How often usage is reported. */
  flushIntervalMs: number;
  /** Account cache lifetimes: a hit, a miss. */
  accountCacheMs: number;
  missCacheMs: number;
  /** Direct exits may reach loopback, private and link-local addresses (demo mode: loopback only). */
  allowPrivateTargets: boolean;
  allowLoopbackTargets: boolean;
  deniedPorts: ReadonlySet<number>;
  /** Sticky session time when the username has none, in minutes. */
  defaultStickyMinutes: number;
  /** Extra IP addresses a direct exit must never reach. */
  deniedHosts: string[];
  /** Direct exits never reach this machine's addresses or the shop's (self-addresses.ts); on in production. */
  denyOwnAddresses: boolean;
  logLevel: string;
  /** Sticky sessions' exits shared through Redis; without it, by hashing. */
  redisUrl: string | null;
  /** PROXY protocol (v1/v2) on both listeners, from these senders only (proxy-protocol.ts); null: off. */
  proxyProtocol: { trustedProxies: string[] } | null;
}

/** The demo gateway the shop accepts without configuration (apps/server usage config). */
const demoGatewayCredentials = { id: "demo-gateway", secret: "demo-gateway-secret-not-for-production" };

/**
 * The exit pool a demo gateway uses without a file: the global mix and every
 * country the demo sells, each through a demo exit (local egress whatever
 * place the line names), so every line the demo's generator makes works.
 */
const demoExitPool: ExitPoolFile = {
  pools: [
    { country: "*", exits: [{ kind: "direct", demo: true }] },
    ...demoExitCountries.map((country) => ({ country, exits: [{ kind: "direct" as const, demo: true }] })),
  ],
};

const int = (min: number, max: number) => envVar(z.coerce.number().int().min(min).max(max).optional());
// 0 picks a free port (tests).
const port = int(0, 65_535);

const schema = z.object({
  APP_MODE: envVar(z.enum(["demo", "production"]).default("demo")),
  GATEWAY_ID: envVar(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, "must be 1-64 letters, digits, . _ -")
      .optional(),
  ),
  GATEWAY_SECRET: envVar(z.string().min(16, "must be at least 16 characters").optional()),
  GATEWAY_SHOP_URL: envVar(
    z
      .string()
      .refine(
        (value) => value.split(",").every((url) => z.url({ protocol: /^https?$/ }).safeParse(url.trim()).success),
        "must be one or more http(s) URLs, separated by commas",
      )
      .optional(),
  ),
  GATEWAY_JOURNAL_DIR: envText(),
  GATEWAY_LISTEN_HOST: envText(),
  GATEWAY_HTTP_PORT: port,
  GATEWAY_SOCKS5_PORT: port,
  GATEWAY_METRICS_PORT: envVar(z.union([z.literal("off"), z.coerce.number().int().min(0).max(65_535)]).optional()),
  GATEWAY_METRICS_HOST: envText(),
  GATEWAY_EXIT_POOL_FILE: envText(),
  GATEWAY_MAX_CONNECTIONS: int(1, 1_000_000),
  GATEWAY_HANDSHAKE_TIMEOUT_MS: int(100, 600_000),
  GATEWAY_CONNECT_TIMEOUT_MS: int(100, 600_000),
  GATEWAY_IDLE_TIMEOUT_MS: int(1_000, 86_400_000),
  GATEWAY_FLUSH_INTERVAL_MS: int(100, 60_000),
  GATEWAY_EXIT_PROBE_INTERVAL_MS: int(0, 3_600_000),
  GATEWAY_EXIT_PROBE_TIMEOUT_MS: int(100, 60_000),
  GATEWAY_EXIT_MAX_FAILS: int(1, 100),
  GATEWAY_EXIT_FAIL_TIMEOUT_MS: int(1_000, 3_600_000),
  GATEWAY_EXIT_PROBE_URL: envVar(z.url({ protocol: /^http$/ }).optional()),
  GATEWAY_ALLOW_PRIVATE_TARGETS: envFlag(),
  GATEWAY_DENIED_PORTS: envVar(
    z
      .string()
      .regex(/^(none|\d{1,5}(,\d{1,5})*)$/, "must be a comma-separated list of ports, or none")
      .optional(),
  ),
  GATEWAY_DENIED_HOSTS: envText(),
  GATEWAY_DENY_OWN_ADDRESSES: envFlag(),
  GATEWAY_DEFAULT_STICKY_MINUTES: int(1, 179),
  GATEWAY_PROXY_PROTOCOL: envFlag(),
  GATEWAY_TRUSTED_PROXIES: envText(),
  REDIS_URL: envVar(z.url({ protocol: /^rediss?$/ }).optional()),
  LOG_LEVEL: envVar(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
});

/**
 * Reads and checks the gateway's variables and exit-pool file once at start.
 * Demo mode has defaults for everything (the demo gateway's secret, the shop
 * on 127.0.0.1:3000, a direct exit); production needs id, secret, shop URL
 * and an exit-pool file.
 */
export function loadGatewayConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new GatewayConfigError(describeEnvironmentProblem(parsed.error));
  }
  const e = parsed.data;
  const demo = e.APP_MODE === "demo";
  const required = (name: string, value: string | undefined): string => {
    if (value !== undefined) return value;
    throw new GatewayConfigError(`Invalid configuration: ${name} is required when APP_MODE=production`);
  };
  const gatewayId = demo ? (e.GATEWAY_ID ?? demoGatewayCredentials.id) : required("GATEWAY_ID", e.GATEWAY_ID);
  const gatewaySecret = demo
    ? (e.GATEWAY_SECRET ?? demoGatewayCredentials.secret)
    : required("GATEWAY_SECRET", e.GATEWAY_SECRET);
  if (!demo && gatewaySecret === demoGatewayCredentials.secret) {
    throw new GatewayConfigError("Invalid configuration: GATEWAY_SECRET must not be the demo secret in production");
  }
  const shopUrls = (
    demo
      ? (e.GATEWAY_SHOP_URL ?? `http://127.0.0.1:${env.PORT || 3000}`)
      : required("GATEWAY_SHOP_URL", e.GATEWAY_SHOP_URL)
  )
    .split(",")
    .map((url) => url.trim().replace(/\/+$/, ""));
  const poolFile = demo ? e.GATEWAY_EXIT_POOL_FILE : required("GATEWAY_EXIT_POOL_FILE", e.GATEWAY_EXIT_POOL_FILE);
  const exitPool = poolFile ? readExitPool(poolFile) : demoExitPool;
  if (!demo && exitPool.pools.some((pool) => pool.exits.some((exit) => exit.kind === "direct" && exit.demo))) {
    throw new GatewayConfigError(`Invalid exit-pool file ${poolFile}: demo exits are for APP_MODE=demo only`);
  }
  const deniedPorts = new Set(
    (e.GATEWAY_DENIED_PORTS ?? "25") === "none"
      ? []
      : (e.GATEWAY_DENIED_PORTS ?? "25").split(",").map((p) => Number(p)),
  );
  const trusted = (e.GATEWAY_TRUSTED_PROXIES ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (e.GATEWAY_PROXY_PROTOCOL && trusted.length === 0) {
    throw new GatewayConfigError(
      "Invalid configuration: GATEWAY_TRUSTED_PROXIES (the load balancers' addresses or CIDR ranges) is required with GATEWAY_PROXY_PROTOCOL",
    );
  }
  try {
    trustedProxies(trusted);
  } catch (error) {
    throw new GatewayConfigError(`Invalid configuration: GATEWAY_TRUSTED_PROXIES: ${(error as Error).message}`);
  }
  const metricsPort = e.GATEWAY_METRICS_PORT === "off" ? null : (e.GATEWAY_METRICS_PORT ?? 9477);
  return {
    mode: e.APP_MODE,
    gatewayId,
    gatewaySecret,
    shopUrls,
    journalDir: e.GATEWAY_JOURNAL_DIR ?? `./data/gateway/${gatewayId}`,
    listenHost: e.GATEWAY_LISTEN_HOST ?? (demo ? "127.0.0.1" : "0.0.0.0"),
    httpPort: e.GATEWAY_HTTP_PORT ?? 7777,
    socksPort: e.GATEWAY_SOCKS5_PORT ?? 7778,
    metricsPort,
    metricsHost: e.GATEWAY_METRICS_HOST ?? "127.0.0.1",
    exitPool,
    exitPoolSource: poolFile ?? "built-in demo pool (direct)",
    maxConnections: e.GATEWAY_MAX_CONNECTIONS ?? 20_000,
    handshakeTimeoutMs: e.GATEWAY_HANDSHAKE_TIMEOUT_MS ?? 10_000,
    connectTimeoutMs: e.GATEWAY_CONNECT_TIMEOUT_MS ?? 10_000,
    idleTimeoutMs: e.GATEWAY_IDLE_TIMEOUT_MS ?? 300_000,
    flushIntervalMs: e.GATEWAY_FLUSH_INTERVAL_MS ?? 1_000,
    coverageIntervalMs: 5 * 60_000,
    exitHealth: {
      probeIntervalMs: e.GATEWAY_EXIT_PROBE_INTERVAL_MS ?? 10_000,
      probeTimeoutMs: e.GATEWAY_EXIT_PROBE_TIMEOUT_MS ?? 5_000,
      maxFails: e.GATEWAY_EXIT_MAX_FAILS ?? 3,
      failTimeoutMs: e.GATEWAY_EXIT_FAIL_TIMEOUT_MS ?? 30_000,
    },
    exitProbeUrl: e.GATEWAY_EXIT_PROBE_URL ? new URL(e.GATEWAY_EXIT_PROBE_URL) : null,
    exitHealthReportMs: 30_000,
    accountCacheMs: 30_000,
    missCacheMs: 5_000,
    allowPrivateTargets: e.GATEWAY_ALLOW_PRIVATE_TARGETS === true,
    // Offline, a demo has nothing to reach but itself.
    allowLoopbackTargets: demo || e.GATEWAY_ALLOW_PRIVATE_TARGETS === true,
    deniedPorts,
    defaultStickyMinutes: e.GATEWAY_DEFAULT_STICKY_MINUTES ?? 10,
    deniedHosts: (e.GATEWAY_DENIED_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim())
      .filter(Boolean),
    // A demo reaches its own shop and origins on this machine; production never.
    denyOwnAddresses: e.GATEWAY_DENY_OWN_ADDRESSES ?? !demo,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL ?? null,
    proxyProtocol: e.GATEWAY_PROXY_PROTOCOL ? { trustedProxies: trusted } : null,
  };
}

/** Reads and validates an exit-pool file; one line naming the problem otherwise. */
function readExitPool(path: string): ExitPoolFile {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new GatewayConfigError(`Invalid exit-pool file ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new GatewayConfigError(`Invalid exit-pool file ${path}: not JSON (${(error as Error).message})`);
  }
  const parsed = exitPoolFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GatewayConfigError(
      `Invalid exit-pool file ${path}: ${issue?.path.join(".") || "file"} ${issue?.message}`,
    );
  }
  return parsed.data;
}
