import type net from "node:net";
import { type ExitDefinition, isDeniedHost, normaliseHostName } from "@shop/contract";
import type { Logger } from "pino";
import { createAuthenticator, type PlanLimits, type Refusal, type Verdict } from "./accounts.ts";
import { createAuthThrottle } from "./auth-throttle.ts";
import type { GatewayConfig } from "./config.ts";
import { realTimers, type Timers } from "./deadline.ts";
import {
  connectTcp,
  createEgress,
  type Egress,
  type EgressConnection,
  EgressError,
  type EgressFailure,
  httpStatusOf,
  socksReplyOf,
  type Target,
} from "./egress.ts";
import { createExitHealth, createExitProbe } from "./exit-health.ts";
import { createExitSelector, type ExitChoice, NoExitError } from "./exits.ts";
import { createGrantBook, ShopUnreachableError } from "./grants.ts";
import { openJournal } from "./journal.ts";
import {
  type ConnectionCounter,
  createLocalCounter,
  createRateLimiter,
  createRedisCounter,
  leaseConnection,
  rateLimited,
} from "./limits.ts";
import { isLocalAddress } from "./local-addresses.ts";
import { createMeter } from "./meter.ts";
import { createMetrics } from "./metrics.ts";
import { createSelfAddresses } from "./self-addresses.ts";
import { createRedisSessions } from "./sessions.ts";
import { createShopClient, ShopUnavailableError } from "./shop-client.ts";
import type { Allowance } from "./tunnel.ts";

/** What a client is told: a member's bytes held by other gateways for now reads as exhausted. */
/**
 * Whether a target host is on a deny list: its name normalised as the shop normalised the list
 * (lower case, punycode, no trailing dot). IP literals never match (docs/proxy-centre.md "Deny lists").
 */
function isDeniedTarget(host: string, denied: readonly string[]): boolean {
  const name = normaliseHostName(host);
  return name !== null && isDeniedHost(name, denied);
}

export function publicRefusalOf(refusal: Refusal): Exclude<Refusal, "traffic-reserved"> {
  return refusal === "traffic-reserved" ? "traffic-exhausted" : refusal;
}

/** How often the gateway asks the shop which accounts' access changed: well within the 2 s promised. */
const accessPollMs = 500;

/**
 * What both listeners share: authentication, exits, egress, the meter and the
 * connection cap. The listeners only speak their protocol.
 */
export function createCore(
  config: GatewayConfig,
  log: Logger,
  overrides: {
    egress?: Egress;
    timers?: Timers;
    now?: () => number;
    sleep?: (ms: number) => Promise<void>;
  } = {},
) {
  const now = overrides.now ?? Date.now;
  const sleep = overrides.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const shop = createShopClient({
    shopUrls: config.shopUrls,
    gatewayId: config.gatewayId,
    secret: config.gatewaySecret,
    now,
  });
  const auth = createAuthenticator({ shop, hitMs: config.accountCacheMs, missMs: config.missCacheMs, now });
  const sessions = config.redisUrl ? createRedisSessions(config.redisUrl, log) : undefined;
  // Filled in below, once the egress exists (the probe goes through it).
  let probeExit: (exit: ExitDefinition, localAddress: string | undefined, timeoutMs: number) => Promise<number | null> =
    async () => null;
  const health = createExitHealth({
    settings: config.exitHealth,
    probe: (exit, localAddress, timeoutMs) => probeExit(exit, localAddress, timeoutMs),
    now,
    onChange: (state) => {
      metrics.exitUp.set({ exit: state.key }, state.up ? 1 : 0);
      const line = { exit: state.key, fails: state.fails, lastError: state.lastError };
      if (state.up) log.info(line, "exit back in service");
      else log.warn(line, "exit ejected: new connections go to the pool's other exits");
    },
    onProbe: (state, ok, reason) => {
      if (ok && state.latencyMs !== null) metrics.exitProbeSeconds.observe({ exit: state.key }, state.latencyMs / 1000);
      if (!ok) metrics.exitProbeFailures.inc({ exit: state.key, reason: reason ?? "failed" });
    },
  });
  const exits = createExitSelector(config.exitPool, sessions, health);
  // Open connections per account: shared through Redis when the gateway has it, else per process.
  const connectionCounter: ConnectionCounter = config.redisUrl
    ? createRedisCounter(config.redisUrl, log)
    : createLocalCounter();
  const leased = new WeakMap<net.Socket, Set<string>>();
  const rates = createRateLimiter();
  const selfAddresses = config.denyOwnAddresses
    ? createSelfAddresses({
        shopUrls: config.shopUrls,
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
  let heldBytes = () => 0;
  let waitingBatches = () => 0;
  const journal = openJournal(config.journalDir);
  const metrics = createMetrics({
    openTunnels: () => openTunnels(),
    heldGrantBytes: () => heldBytes(),
    batchesWaiting: () => waitingBatches(),
    journalBytes: () => journal.size(),
  });
  const grants = createGrantBook({
    async request(account, bytes) {
      try {
        const answer = await shop.requestGrant(account, bytes);
        metrics.grantRequests.inc({ outcome: answer ? (answer.bytes > 0 ? "granted" : answer.status) : "unknown" });
        return answer;
      } catch (error) {
        metrics.grantRequests.inc({ outcome: "failed" });
        if (error instanceof ShopUnavailableError) throw new ShopUnreachableError(error.message);
        // A refusal of the call itself (a rotated secret): no bytes, like an unreachable shop.
        log.error({ err: (error as Error).message }, "grant request refused by the shop");
        throw new ShopUnreachableError((error as Error).message);
      }
    },
    now,
    sleep,
    onGrant: (bytes) => metrics.grantBytes.inc(bytes),
  });
  heldBytes = () => grants.heldBytes();
  const meter = createMeter({
    gatewayId: config.gatewayId,
    postBatch: (batch) => shop.postBatch(batch),
    journal,
    // Records are stamped with the shop's time: a gateway clock that is off never dates usage out of its window.
    now: () => now() + shop.clockOffsetMs(),
    releasedGrants: () => {
      // Accounts without open tunnels give their bytes back to the member at each report.
      grants.releaseIdle((account) => meter.hasTunnels(account));
      return grants.takeReleased();
    },
    onRefusedBatch: (reason) => metrics.batchesRefused.inc({ reason }),
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
  health.watch(exits.allSlots());
  for (const state of health.states()) metrics.exitUp.set({ exit: state.key }, 1);
  probeExit = createExitProbe(
    (exit, target, localAddress) => egress.connect(exit, target, {}, localAddress),
    config.exitProbeUrl,
    (host, port) => connectTcp({ host, port }, config.connectTimeoutMs),
  );
  waitingBatches = () => meter.batchesWaiting();

  /**
   * Tunnel plans seen on this gateway, by plan id: at its end (shop time) every account that used
   * it is checked again like an access change, so no tunnel outlives the plan by more than a
   * moment (the grants given under it end then too).
   */
  const planEnds = new Map<number, { timer: NodeJS.Timeout; accounts: Set<string> }>();
  function watchPlanEnd(plan: PlanLimits, account: string): void {
    const known = planEnds.get(plan.id);
    if (known) {
      known.accounts.add(account);
      return;
    }
    const accounts = new Set([account]);
    const delay = Math.max(0, plan.endsAt - (now() + shop.clockOffsetMs()));
    // setTimeout holds at most 2^31-1 ms (about 24.8 days): a longer plan is looked at again then.
    const timer = setTimeout(() => void endPlan(plan, accounts), Math.min(delay, 2 ** 31 - 1));
    timer.unref();
    planEnds.set(plan.id, { timer, accounts });
  }
  async function endPlan(plan: PlanLimits, accounts: Set<string>): Promise<void> {
    planEnds.delete(plan.id);
    if (plan.endsAt > now() + shop.clockOffsetMs() + 1_000) {
      for (const account of accounts) auth.forget(account);
      return;
    }
    let closed = 0;
    for (const account of accounts) {
      auth.forget(account);
      grants.revoke(account);
      closed += await meter.recheck(account);
    }
    if (closed > 0) metrics.revokedTunnels.inc(closed);
    log.info(
      { plan: plan.id, accounts: accounts.size, closedTunnels: closed },
      "tunnel plan ended: accounts checked again",
    );
  }

  /** Applies the shop's access changes: caches dropped, grants given back, open tunnels checked again. */
  let cursor: number | null = null;
  async function applyAccessChanges(): Promise<void> {
    const changes = await shop.accessChanges(cursor);
    if (cursor === null || changes.reset) {
      if (changes.reset) {
        auth.forgetAll();
        for (const account of meter.accountsWithTunnels()) {
          grants.revoke(account);
          await meter.recheck(account);
        }
      }
      cursor = changes.cursor;
      return;
    }
    cursor = changes.cursor;
    const names = new Set([...changes.accounts, ...changes.staticAccounts]);
    for (const name of names) {
      auth.forget(name);
      grants.revoke(name);
    }
    const closed = await Promise.all([...names].map((name) => meter.recheck(name)));
    const total = closed.reduce((sum, n) => sum + n, 0);
    if (total > 0) {
      metrics.revokedTunnels.inc(total);
      log.info({ accounts: names.size, closedTunnels: total }, "access changed: tunnels closed");
    }
  }
  /** The reason a connection failed, as its client is told (HTTP `X-Proxy-Refusal`). */
  function reasonOf(error: unknown): EgressFailure {
    return error instanceof EgressError
      ? error.failure
      : error instanceof NoExitError
        ? "no-exit-for-location"
        : "upstream-failed";
  }

  /**
   * "Why it failed": one connection's outcome counted for its account, reported
   * with the usage. The one hook every refusal and failure passes (auth, grants,
   * limits, egress), once per connection and never per chunk.
   */
  function countOutcome(account: string, reason: string): void {
    if (!meter.countOutcome(account, reason)) metrics.outcomesDropped.inc();
  }

  let watching: NodeJS.Timeout | null = null;
  let probing: NodeJS.Timeout | null = null;
  let polling = false;
  const throttle = createAuthThrottle({
    now,
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
    /** Releases what outlives the listeners (the Redis connection, the address refresh, the access watch, the journal). */
    async close() {
      if (watching) clearInterval(watching);
      for (const { timer } of planEnds.values()) clearTimeout(timer);
      if (probing) clearInterval(probing);
      selfAddresses?.close();
      await sessions?.close();
      await connectionCounter.close();
      journal.close();
    },
    auth,
    meter,
    metrics,
    grants,
    shop,

    /** Starts polling the shop's access changes (revocation within about a second). */
    watchAccess(): void {
      const poll = () => {
        if (polling) return;
        polling = true;
        applyAccessChanges()
          .catch((error: unknown) => log.warn({ err: (error as Error).message }, "access changes not read, will retry"))
          .finally(() => {
            polling = false;
          });
      };
      poll();
      watching = setInterval(poll, accessPollMs);
      watching.unref();
    },

    /** The exits' health (probes, ejection, return). */
    health,

    /** Starts probing the exits every `probeIntervalMs` (off at 0). */
    watchExits(): void {
      if (config.exitHealth.probeIntervalMs === 0) return;
      const probe = () => {
        health.probeAll().catch((error: unknown) => log.warn({ err: (error as Error).message }, "exit probes failed"));
      };
      probe();
      probing = setInterval(probe, config.exitHealth.probeIntervalMs);
      probing.unref();
    },

    /** One poll of the access changes now (tests). */
    applyAccessChanges,

    /**
     * Whether an authenticated client may move bytes now: a sub-account needs a
     * grant first (a static IP is sold by time, not traffic). Null when it may.
     */
    async admitTraffic(verdict: Verdict & { ok: true }, client?: net.Socket): Promise<Refusal | null> {
      if (verdict.staticOutIp) {
        // Sold by time, not traffic: only its own cap on open connections, if it has one.
        const max = verdict.limits?.maxConnections;
        if (client && max && !(await leaseConnection(connectionCounter, leased, client, verdict.account, max))) {
          metrics.authRefusals.inc({ reason: "static-ip-connection-limit" });
          countOutcome(verdict.account, "static-ip-connection-limit");
          return "static-ip-connection-limit";
        }
        return null;
      }
      const outcome = await grants.admit(verdict.account);
      if (!outcome.ok) {
        metrics.authRefusals.inc({ reason: outcome.refusal });
        countOutcome(verdict.account, publicRefusalOf(outcome.refusal));
        return outcome.refusal;
      }
      const max = verdict.limits?.maxConnections;
      if (client && max && !(await leaseConnection(connectionCounter, leased, client, verdict.account, max))) {
        metrics.authRefusals.inc({ reason: "too-many-connections" });
        countOutcome(verdict.account, "too-many-connections");
        return "too-many-connections";
      }
      const plan = verdict.plan;
      if (plan) {
        watchPlanEnd(plan, verdict.account);
        // All the member's sub-accounts together: one count keyed by the member, on every gateway.
        const key = `plan:${plan.member}`;
        if (client && !(await leaseConnection(connectionCounter, leased, client, key, plan.maxConnections))) {
          metrics.authRefusals.inc({ reason: "plan-connection-limit" });
          countOutcome(verdict.account, "plan-connection-limit");
          return "plan-connection-limit";
        }
      }
      return null;
    },

    /** Where a tunnel's bytes come from: the account's grants, or nothing to count against (static IP). */
    allowanceFor(verdict: Verdict & { ok: true }): Allowance | null {
      if (verdict.staticOutIp) return null;
      return {
        take: (wanted) => grants.take(verdict.account, wanted),
        more: () => grants.more(verdict.account),
      };
    },

    /**
     * A tunnel's allowances per direction: the grants, each behind the account's
     * token bucket when it has a bandwidth limit (unwrapped, and as cheap as before, when not).
     */
    allowancesFor(verdict: Verdict & { ok: true }): { up: Allowance | null; down: Allowance | null } {
      const granted: Allowance | null = verdict.staticOutIp
        ? null
        : { take: (wanted) => grants.take(verdict.account, wanted), more: () => grants.more(verdict.account) };
      const mbps = verdict.limits?.bandwidthMbps;
      let up = granted;
      let down = granted;
      if (mbps) {
        const buckets = rates.bucketsFor(verdict.account, mbps);
        up = rateLimited(up, buckets.up);
        down = rateLimited(down, buckets.down);
      }
      // A plan's rate is the member's on this gateway: one bucket for all their tunnels here.
      if (verdict.plan) {
        const buckets = rates.bucketsFor(`plan:${verdict.plan.member}`, verdict.plan.bandwidthMbps);
        up = rateLimited(up, buckets.up);
        down = rateLimited(down, buckets.down);
      }
      return { up, down };
    },

    /**
     * What decides, when its account's access changes, whether an open tunnel
     * may go on: the same credentials (or address) pass again, to the same
     * account and static address.
     */
    recheckFor(
      verdict: Verdict & { ok: true },
      admission: { username: string; password: string } | { address: string | undefined },
    ) {
      return async (): Promise<boolean> => {
        const again =
          "password" in admission
            ? await auth.withPassword(admission.username, admission.password)
            : await auth.withAddress(admission.address);
        return again.ok && again.account === verdict.account && again.staticOutIp === verdict.staticOutIp;
      };
    },

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
      let choice: ExitChoice | undefined;
      try {
        // Before any connection: a denied domain (or a name under one) is never looked up or reached.
        if (verdict.deniedDomains && isDeniedTarget(target.host, verdict.deniedDomains)) {
          throw new EgressError("target-denied", `${target.host} is on a deny list`);
        }
        choice = verdict.staticOutIp
          ? { exit: { kind: "direct" as const }, localAddress, values: {} }
          : await exits.choose(verdict.username.params, config.defaultStickyMinutes);
        const connection = await egress.connect(choice.exit, target, choice.values, choice.localAddress);
        if (!verdict.staticOutIp) health.connectionSucceeded(choice.exit, choice.localAddress);
        countOutcome(verdict.account, "ok");
        return connection;
      } catch (error) {
        const failure = reasonOf(error);
        if (choice) metrics.exitErrors.inc({ kind: choice.exit.kind, reason: failure });
        // Only the exit's own failure counts against it: a target's refusal or timeout says nothing about the exit.
        if (choice && !verdict.staticOutIp && failure === "upstream-failed") {
          health.connectionFailed(choice.exit, choice.localAddress, (error as Error).message);
        }
        countOutcome(verdict.account, failure);
        throw error;
      }
    },

    /**
     * A client refused before it had an account (authentication): counted for
     * the account its username names, when it names one (the shop ignores names no account has).
     */
    countRefusal(username: string | undefined, refusal: Refusal): void {
      const account = username?.split("-")[0];
      if (account) countOutcome(account, publicRefusalOf(refusal));
    },

    /** How a failed connection is told to the client. */
    failureOf(error: unknown): { reason: EgressFailure; status: number; socksReply: number } {
      const reason = reasonOf(error);
      if (error instanceof NoExitError) metrics.exitErrors.inc({ kind: "none", reason });
      return { reason, status: httpStatusOf[reason], socksReply: socksReplyOf[reason] };
    },
  };
}

export type GatewayCore = ReturnType<typeof createCore>;
