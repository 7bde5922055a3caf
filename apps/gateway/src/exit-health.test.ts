import net from "node:net";
import { type ExitDefinition, type ExitPoolFile, parseProxyUsername } from "@shop/contract";
import { afterEach, describe, expect, it } from "vitest";
import { createEgress } from "./egress.ts";
import { createExitHealth, createExitProbe, type ExitHealthSettings, exitKeyOf } from "./exit-health.ts";
import { createExitSelector } from "./exits.ts";
import type { SessionStore } from "./sessions.ts";

const paramsOf = (username: string) => {
  const parsed = parseProxyUsername(username);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.params;
};

const exitAt = (port: number): ExitDefinition => ({ kind: "upstream-http", host: "127.0.0.1", port });
const [a, b, c] = [exitAt(8001), exitAt(8002), exitAt(8003)] as [ExitDefinition, ExitDefinition, ExitDefinition];
const pool: ExitPoolFile = { pools: [{ country: "*", exits: [a, b, c] }] };
const settings: ExitHealthSettings = {
  probeIntervalMs: 10_000,
  probeTimeoutMs: 1_000,
  maxFails: 2,
  failTimeoutMs: 30_000,
};

/** Fake exits that go down and come back: a probe answers by what `down` holds. */
function rig(overrides: Partial<ExitHealthSettings> = {}) {
  let clock = 1_000_000;
  const down = new Set<string>();
  const changes: string[] = [];
  const health = createExitHealth({
    settings: { ...settings, ...overrides },
    now: () => clock,
    probe: async (exit) => {
      if (down.has(exitKeyOf(exit))) throw Object.assign(new Error("refused"), { failure: "connect-refused" });
      return 12;
    },
    onChange: (state) => changes.push(`${state.key} ${state.up ? "up" : "down"}`),
  });
  return {
    health,
    down,
    changes,
    tick: (ms: number) => {
      clock += ms;
    },
    now: () => clock,
  };
}

/** A session store in memory that remembers moves, like the Redis one. */
function memorySessions(): SessionStore & { stored: Map<string, number> } {
  const stored = new Map<string, number>();
  return {
    stored,
    async pick(key, proposed) {
      if (!stored.has(key)) stored.set(key, proposed);
      return stored.get(key) as number;
    },
    async move(key, index) {
      stored.set(key, index);
    },
    async close() {},
  };
}

describe("exit health: probes eject an exit after maxFails and return it when it answers again", () => {
  it("ejects after maxFails failed probes within failTimeout, and returns on the first good probe", async () => {
    const { health, down, changes, tick } = rig();
    health.watch([{ exit: a }, { exit: b }]);
    down.add(exitKeyOf(b));
    await health.probeAll();
    // One failure is not enough (maxFails 2).
    expect(health.isUsable(b)).toBe(true);
    tick(10_000);
    await health.probeAll();
    expect(health.isUsable(b)).toBe(false);
    expect(health.isUsable(a)).toBe(true);
    const state = health.states().find((s) => s.key === exitKeyOf(b));
    expect(state).toMatchObject({ up: false, errors: 2, lastError: "connect-refused" });
    expect(state?.changedAt).toBe(1_010_000);

    // It stays out while it keeps failing, and comes back at the first probe that passes.
    tick(60_000);
    await health.probeAll();
    expect(health.isUsable(b)).toBe(false);
    down.delete(exitKeyOf(b));
    tick(10_000);
    await health.probeAll();
    expect(health.isUsable(b)).toBe(true);
    expect(health.states().find((s) => s.key === exitKeyOf(b))).toMatchObject({ up: true, fails: 0, latencyMs: 12 });
    expect(changes).toEqual([`${exitKeyOf(b)} down`, `${exitKeyOf(b)} up`]);
  });

  it("forgets failures older than failTimeout: two failures far apart eject nothing", async () => {
    const { health, down, tick } = rig();
    health.watch([{ exit: a }]);
    down.add(exitKeyOf(a));
    await health.probeAll();
    tick(31_000);
    await health.probeAll();
    expect(health.isUsable(a)).toBe(true);
    tick(1_000);
    await health.probeAll();
    expect(health.isUsable(a)).toBe(false);
  });

  it("without probes, connections the exit broke eject it; after failTimeout it is tried again, and one success returns it", () => {
    const { health, tick } = rig({ probeIntervalMs: 0 });
    health.watch([{ exit: a }]);
    health.connectionFailed(a, undefined, "upstream unreachable");
    health.connectionFailed(a, undefined, "upstream unreachable");
    expect(health.isUsable(a)).toBe(false);
    tick(29_999);
    expect(health.isUsable(a)).toBe(false);
    tick(1);
    expect(health.isUsable(a)).toBe(true);
    // The trial connection fails: out again at once, for another failTimeout.
    health.connectionFailed(a, undefined, "upstream unreachable");
    expect(health.isUsable(a)).toBe(false);
    tick(30_000);
    health.connectionSucceeded(a);
    expect(health.states()[0]).toMatchObject({ up: true, fails: 0 });
  });
});

describe("failover: new connections skip an ejected exit; sticky sessions move only when theirs is down", () => {
  it("rotating connections go round the exits that are up, and to all again once the exit returns", async () => {
    const { health, down, tick } = rig();
    const selector = createExitSelector(pool, undefined, health);
    health.watch(selector.allSlots());
    const rotating = paramsOf("alice");
    const used = async (n: number) => {
      const keys = new Set<string>();
      for (let i = 0; i < n; i += 1) keys.add(exitKeyOf((await selector.choose(rotating, 10)).exit));
      return keys;
    };
    expect(await used(6)).toEqual(new Set([a, b, c].map((exit) => exitKeyOf(exit))));
    down.add(exitKeyOf(b));
    await health.probeAll();
    tick(1_000);
    await health.probeAll();
    expect(await used(9)).toEqual(new Set([exitKeyOf(a), exitKeyOf(c)]));
    down.delete(exitKeyOf(b));
    await health.probeAll();
    expect(await used(6)).toEqual(new Set([a, b, c].map((exit) => exitKeyOf(exit))));
  });

  it("every exit down: connections still try the pool (a refusal would help no one)", async () => {
    const { health, down } = rig({ maxFails: 1 });
    const selector = createExitSelector(pool, undefined, health);
    health.watch(selector.allSlots());
    for (const exit of [a, b, c]) down.add(exitKeyOf(exit));
    await health.probeAll();
    expect((await selector.choose(paramsOf("alice"), 10)).exit).toBeDefined();
  });

  it("a sticky session keeps its exit while it is up, moves when it is down, and stays where it moved", async () => {
    const { health, down } = rig({ maxFails: 1 });
    const sessions = memorySessions();
    const selector = createExitSelector(pool, sessions, health);
    health.watch(selector.allSlots());
    // Sessions until one sits on each exit.
    const onExit = new Map<string, string>();
    for (let i = 0; onExit.size < 3 && i < 200; i += 1) {
      const username = `alice-session-s${i}`;
      onExit.set(exitKeyOf((await selector.choose(paramsOf(username), 10)).exit), username);
    }
    const onB = onExit.get(exitKeyOf(b)) as string;
    const onA = onExit.get(exitKeyOf(a)) as string;
    const exitOf = async (username: string) => exitKeyOf((await selector.choose(paramsOf(username), 10)).exit);

    down.add(exitKeyOf(b));
    await health.probeAll();
    expect(await exitOf(onA)).toBe(exitKeyOf(a));
    const moved = await exitOf(onB);
    expect(moved).not.toBe(exitKeyOf(b));
    expect(await exitOf(onB)).toBe(moved);

    // b returns: the moved session stays where it went (its IP does not change twice).
    down.delete(exitKeyOf(b));
    await health.probeAll();
    expect(await exitOf(onB)).toBe(moved);
    expect(await exitOf(onA)).toBe(exitKeyOf(a));
  });
});

describe("the active probe: a TCP connection through the exit and a small HTTP request", () => {
  const servers: net.Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  /** A fake exit that answers HTTP when `up`, and resets the connection when down. */
  async function fakeExit() {
    const state = { up: true };
    const server = net.createServer((socket) => {
      socket.on("error", () => {});
      if (!state.up) return void socket.resetAndDestroy();
      socket.once("data", () => socket.end("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n"));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { state, port: (server.address() as net.AddressInfo).port };
  }

  it("probes a direct exit through the gateway's own egress (whose connections read into their own buffer)", async () => {
    const fake = await fakeExit();
    const egress = createEgress({
      connectTimeoutMs: 2_000,
      allowPrivateTargets: true,
      allowLoopbackTargets: true,
      deniedPorts: new Set(),
    });
    const probe = createExitProbe(
      (exit, target, localAddress) => egress.connect(exit, target, {}, localAddress),
      new URL(`http://127.0.0.1:${fake.port}/generate_204`),
      async () => new net.Socket(),
    );
    expect(await probe({ kind: "direct" }, undefined, 2_000)).toBeGreaterThanOrEqual(0);
  });

  it("passes while the exit answers, fails when it resets or stays silent, and passes again when it is back", async () => {
    const fake = await fakeExit();
    const exit: ExitDefinition = { kind: "direct" };
    const probe = createExitProbe(
      async (_exit, target) => {
        const socket = net.connect(target.port, target.host);
        await new Promise<void>((resolve, reject) => {
          socket.once("connect", resolve);
          socket.once("error", reject);
        });
        return { socket };
      },
      new URL(`http://127.0.0.1:${fake.port}/generate_204`),
      async () => new net.Socket(),
    );
    expect(await probe(exit, undefined, 2_000)).toBeGreaterThanOrEqual(0);
    fake.state.up = false;
    await expect(probe(exit, undefined, 2_000)).rejects.toThrow();
    fake.state.up = true;
    expect(await probe(exit, undefined, 2_000)).toBeGreaterThanOrEqual(0);

    // A listener that never answers: the probe times out.
    const silent = net.createServer(() => {});
    servers.push(silent);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const slow = createExitProbe(
      async (_exit, target) => ({ socket: net.connect(target.port, target.host) }),
      new URL(`http://127.0.0.1:${port}/`),
      async () => new net.Socket(),
    );
    await expect(slow(exit, undefined, 200)).rejects.toMatchObject({ failure: "probe-timeout" });
  });
});
