import type net from "node:net";
import type { Logger } from "pino";
import { createAuthenticator, type Verdict } from "./accounts.ts";
import { createAuthThrottle } from "./auth-throttle.ts";
import type { GatewayConfig } from "./config.ts";
import { realTimers, type Timers } from "./deadline.ts";
import {
  createEgress,
  type Egress,
  type EgressConnection,
  EgressError,
  type EgressFailure,
  httpStatusOf,
  socksReplyOf,
  type Target,
} from "./egress.ts";
import { createExitSelector, NoExitError } from "./exits.ts";
import { isLocalAddress } from "./local-addresses.ts";
import { createMeter } from "./meter.ts";
import { createMetrics } from "./metrics.ts";
import { createSelfAddresses } from "./self-addresses.ts";
import { createRedisSessions } from "./sessions.ts";
import { createShopClient } from "./shop-client.ts";

/**
 * What both listeners share: authentication, exits, egress, the meter and the
 * connection cap. The listeners only speak their protocol.
 */
export function createCore(
  config: GatewayConfig,
  log: Logger,
  overrides: { egress?: Egress; timers?: Timers; now?: () => number } = {},
) {
  const shop = createShopClient({ shopUrl: config.shopUrl, gatewayId: config.gatewayId, secret: config.gatewaySecret });
  const auth = createAuthenticator({ shop, hitMs: config.accountCacheMs, missMs: config.missCacheMs });
  const sessions = config.redisUrl ? createRedisSessions(config.redisUrl, log) : undefined;
  const exits = createExitSelector(config.exitPool, sessions);
  const selfAddresses = config.denyOwnAddresses
    ? createSelfAddresses({
        shopUrl: config.shopUrl,
        listenHost: config.listenHost,
        onLookupFailed: (host, error) => log.warn({ host, err: error.message }, "shop address not resolved"),
      })
    : undefined;
  const egress =
    overrides.egress ??
    createEgress({
      connectTimeoutMs: config.connectTimeoutMs,
      allowPrivateTargets: config.allowPrivateTargets,
      allowLoopbackTargets: config.allowLoopbackTargets,
      deniedPorts: config.deniedPorts,
      deniedAddresses: config.deniedHosts,
      isDenied: selfAddresses?.has,
    });
  let clients = 0;
  // The meter and the metrics refer to each other: the gauge reads the meter lazily.
  let openTunnels = () => 0;
  const metrics = createMetrics(() => openTunnels());
  const meter = createMeter({
    gatewayId: config.gatewayId,
    postBatch: (batch) => shop.postBatch(batch),
    onStates: (result) => {
      for (const state of result.accounts) auth.updateStatus(state.username, state.status);
    },
    log,
    observeBatch: (seconds, ok) => metrics.batchLatency.observe({ outcome: ok ? "ok" : "failed" }, seconds),
    onBytes: (up, down) => {
      if (up) metrics.bytes.inc({ direction: "up" }, up);
      if (down) metrics.bytes.inc({ direction: "down" }, down);
    },
  });
  openTunnels = () => meter.openTunnels();
  const throttle = createAuthThrottle({
    now: overrides.now ?? Date.now,
    cacheState: (name) => auth.cacheState(name),
    onThrottled: (rule) => metrics.authThrottled.inc({ rule }),
  });

  return {
    config,
    log,
    /** Handshake deadlines' timers (a test's own, or the real ones). */
    timers: overrides.timers ?? realTimers,
    /** This machine's and the shop's addresses, denied to direct exits (production); read before listening. */
    selfAddresses,
    /** Releases what outlives the listeners (the Redis connection, the address refresh). */
    async close() {
      selfAddresses?.close();
      await sessions?.close();
    },
    auth,
    meter,
    metrics,

    /** A username and password from `remoteAddress`, through the failure throttle (auth-throttle.ts). */
    withPassword(remoteAddress: string | undefined, username: string, password: string): Promise<Verdict> {
      return throttle.withPassword(remoteAddress, username, () => auth.withPassword(username, password));
    },

    /** Counts a new client connection; false (refuse it) at the cap, well before the descriptor limit. */
    admit(socket: net.Socket): boolean {
      if (clients >= config.maxConnections) {
        metrics.refusedConnections.inc();
        return false;
      }
      clients += 1;
      metrics.connections.inc();
      socket.once("close", () => {
        clients -= 1;
        metrics.connections.dec();
      });
      return true;
    },

    /** The connection towards a target for an authenticated client, through the exit its username selects. */
    async connect(verdict: Verdict & { ok: true }, target: Target): Promise<EgressConnection> {
      // A static IP leaves from its own address on this machine, with the same checks as any direct exit.
      // A demo's pool addresses are documentation ranges that no machine has: there the traffic
      // leaves from the machine's own address, so a demo static IP line still works as copied.
      const localAddress =
        verdict.staticOutIp && (config.mode === "production" || isLocalAddress(verdict.staticOutIp))
          ? verdict.staticOutIp
          : undefined;
      const choice = verdict.staticOutIp
        ? { exit: { kind: "direct" as const }, localAddress, values: {} }
        : await exits.choose(verdict.username.params, config.defaultStickyMinutes);
      try {
        return await egress.connect(choice.exit, target, choice.values, choice.localAddress);
      } catch (error) {
        const failure = error instanceof EgressError ? error.failure : "upstream-failed";
        metrics.exitErrors.inc({ kind: choice.exit.kind, reason: failure });
        throw error;
      }
    },

    /** How a failed connection is told to the client. */
    failureOf(error: unknown): { reason: EgressFailure; status: number; socksReply: number } {
      const reason: EgressFailure =
        error instanceof EgressError
          ? error.failure
          : error instanceof NoExitError
            ? "no-exit-for-location"
            : "upstream-failed";
      if (error instanceof NoExitError) metrics.exitErrors.inc({ kind: "none", reason });
      return { reason, status: httpStatusOf[reason], socksReply: socksReplyOf[reason] };
    },
  };
}

export type GatewayCore = ReturnType<typeof createCore>;
