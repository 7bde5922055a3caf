import type { ExitDefinition } from "@shop/contract";
import type { LargeReads } from "./large-reads.ts";

/** How exits are judged (GATEWAY_EXIT_* settings). */
export interface ExitHealthSettings {
  /** Time between active probes of each exit; 0 turns probing off (failures of real connections still count). */
  probeIntervalMs: number;
  /** A probe slower than this failed. */
  probeTimeoutMs: number;
  /** Failures (probes or connections the exit broke) within `failTimeoutMs` that eject an exit. */
  maxFails: number;
  /** The window failures are counted in, and how long an ejected exit rests before it is tried again. */
  failTimeoutMs: number;
}

/** One exit as the health check sees it (metrics, the shop's console). */
export interface ExitHealthState {
  key: string;
  kind: ExitDefinition["kind"];
  up: boolean;
  /** Consecutive failures within the window. */
  fails: number;
  /** Failures since start (probes and connections). */
  errors: number;
  lastError: string | null;
  /** The last successful probe's time, ms; null before one. */
  latencyMs: number | null;
  /** When `up` last changed (or the check started), epoch ms. */
  changedAt: number;
}

/** An exit's identity in health, metrics and the console: kind and address, never credentials. */
export function exitKeyOf(exit: ExitDefinition, localAddress?: string): string {
  if (exit.kind === "direct") return localAddress ? `direct@${localAddress}` : "direct";
  return `${exit.kind}://${exit.host}:${exit.port}`;
}

interface Entry extends ExitHealthState {
  exit: ExitDefinition;
  localAddress?: string;
  firstFailAt: number;
  /** An ejected exit is tried again from here (passive return, like nginx's fail_timeout). */
  retryAt: number;
  probing: boolean;
}

/**
 * Health of the upstream exits, nginx-style: `maxFails` failures within
 * `failTimeoutMs` (active probes, or new connections the exit itself broke —
 * never a target's refusal) eject an exit; it returns when a probe succeeds,
 * or, without probes, after resting `failTimeoutMs` (then one more failure
 * ejects it again). New connections skip ejected exits; open tunnels are not
 * touched. Time is injected (`now`), and probes run when `probeAll` is called
 * (by the gateway's interval, or a test).
 */
export function createExitHealth(deps: {
  settings: ExitHealthSettings;
  /** One probe: resolves with its latency in ms (null: nothing to probe), or rejects with why it failed. */
  probe: (exit: ExitDefinition, localAddress: string | undefined, timeoutMs: number) => Promise<number | null>;
  now: () => number;
  onChange?: (state: ExitHealthState) => void;
  onProbe?: (state: ExitHealthState, ok: boolean, reason?: string) => void;
}) {
  const { settings, now } = deps;
  const entries = new Map<string, Entry>();

  function entryOf(exit: ExitDefinition, localAddress?: string): Entry {
    const key = exitKeyOf(exit, localAddress);
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        key,
        kind: exit.kind,
        exit,
        localAddress,
        up: true,
        fails: 0,
        errors: 0,
        lastError: null,
        latencyMs: null,
        changedAt: now(),
        firstFailAt: 0,
        retryAt: 0,
        probing: false,
      };
      entries.set(key, entry);
    }
    return entry;
  }

  function setUp(entry: Entry, up: boolean) {
    if (entry.up === up) return;
    entry.up = up;
    entry.changedAt = now();
    deps.onChange?.(view(entry));
  }

  function failed(entry: Entry, reason: string) {
    const at = now();
    entry.errors += 1;
    entry.lastError = reason;
    if (entry.fails === 0 || at - entry.firstFailAt > settings.failTimeoutMs) {
      entry.fails = 0;
      entry.firstFailAt = at;
    }
    entry.fails += 1;
    if (entry.fails >= settings.maxFails || !entry.up) {
      entry.retryAt = at + settings.failTimeoutMs;
      setUp(entry, false);
    }
  }

  function succeeded(entry: Entry) {
    entry.fails = 0;
    setUp(entry, true);
  }

  const view = (entry: Entry): ExitHealthState => ({
    key: entry.key,
    kind: entry.kind,
    up: entry.up,
    fails: entry.fails,
    errors: entry.errors,
    lastError: entry.lastError,
    latencyMs: entry.latencyMs,
    changedAt: entry.changedAt,
  });

  return {
    /** Registers the exits to watch (every slot of every pool). */
    watch(exits: { exit: ExitDefinition; localAddress?: string }[]): void {
      for (const { exit, localAddress } of exits) entryOf(exit, localAddress);
    },

    /** Whether new connections may use this exit: up, or ejected and rested long enough to be tried again. */
    isUsable(exit: ExitDefinition, localAddress?: string): boolean {
      const entry = entries.get(exitKeyOf(exit, localAddress));
      if (!entry || entry.up) return true;
      return settings.probeIntervalMs === 0 && now() >= entry.retryAt;
    },

    /** A new connection the exit itself broke (upstream unreachable or failing; not the target's answer). */
    connectionFailed(exit: ExitDefinition, localAddress: string | undefined, reason: string): void {
      failed(entryOf(exit, localAddress), reason);
    },

    /** A new connection through the exit worked: it is up again (the passive return). */
    connectionSucceeded(exit: ExitDefinition, localAddress?: string): void {
      const entry = entries.get(exitKeyOf(exit, localAddress));
      if (entry && (!entry.up || entry.fails > 0)) succeeded(entry);
    },

    /** Probes every watched exit once (concurrently; an exit still being probed is skipped). */
    async probeAll(): Promise<void> {
      await Promise.all(
        [...entries.values()].map(async (entry) => {
          if (entry.probing) return;
          entry.probing = true;
          try {
            entry.latencyMs = await deps.probe(entry.exit, entry.localAddress, settings.probeTimeoutMs);
            succeeded(entry);
            deps.onProbe?.(view(entry), true);
          } catch (error) {
            const reason = (error as Error & { failure?: string }).failure ?? (error as Error).message;
            failed(entry, reason);
            deps.onProbe?.(view(entry), false, reason);
          } finally {
            entry.probing = false;
          }
        }),
      );
    },

    /** Every watched exit's state, by key. */
    states(): ExitHealthState[] {
      return [...entries.values()].map(view);
    },
  };
}

export type ExitHealth = ReturnType<typeof createExitHealth>;

/**
 * The active probe: a TCP connection through the exit to `probeUrl` (an http://
 * URL) and one small GET, any HTTP answer counting as up. Without a probe URL,
 * an upstream exit is probed by connecting to it; a direct exit is this machine.
 */
export function createExitProbe(
  connect: (
    exit: ExitDefinition,
    target: { host: string; port: number },
    localAddress: string | undefined,
  ) => Promise<{ socket: import("node:net").Socket; reads?: LargeReads }>,
  probeUrl: URL | null,
  connectTcp: (host: string, port: number) => Promise<import("node:net").Socket>,
) {
  return async (exit: ExitDefinition, localAddress: string | undefined, timeoutMs: number): Promise<number | null> => {
    // A direct exit without a probe URL has nothing to probe: no latency to show, not a 0 ms one.
    if (!probeUrl && exit.kind === "direct") return null;
    const started = performance.now();
    let socket: import("node:net").Socket | undefined;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error("probe timed out"), { failure: "probe-timeout" })),
        timeoutMs,
      );
    });
    try {
      await Promise.race([
        timeout,
        (async () => {
          if (!probeUrl) {
            if (exit.kind === "direct") return;
            socket = await connectTcp(exit.host, exit.port);
            return;
          }
          const port = Number(probeUrl.port || 80);
          const connection = await connect(exit, { host: probeUrl.hostname, port }, localAddress);
          socket = connection.socket;
          const opened = socket;
          await new Promise<void>((resolve, reject) => {
            const onFirst = (chunk: Buffer) =>
              chunk.subarray(0, 7).toString("latin1") === "HTTP/1."
                ? resolve()
                : reject(Object.assign(new Error("not an HTTP answer"), { failure: "probe-bad-answer" }));
            // A direct exit's connection reads into its own buffer (large-reads.ts): no "data" events.
            if (connection.reads) connection.reads.deliverTo((piece) => onFirst(Buffer.from(piece)));
            else opened.once("data", onFirst);
            opened.once("error", reject);
            opened.once("end", () => reject(Object.assign(new Error("closed"), { failure: "probe-closed" })));
            opened.write(
              `GET ${probeUrl.pathname}${probeUrl.search} HTTP/1.1\r\nHost: ${probeUrl.host}\r\nUser-Agent: gateway-exit-probe\r\nConnection: close\r\n\r\n`,
            );
          });
        })(),
      ]);
      return Math.round(performance.now() - started);
    } finally {
      clearTimeout(timer);
      socket?.destroy();
    }
  };
}
