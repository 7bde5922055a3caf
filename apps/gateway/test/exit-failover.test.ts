import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Server as ProxyChainServer } from "proxy-chain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/test-server.ts";
import type { RunningGateway } from "../src/gateway.ts";
import { type Customer, curl, newCustomer, type Origin, startOrigin, startShop, startTestGateway } from "./helpers.ts";

const gb = 1024n ** 3n;

/** A fake upstream exit (an HTTP proxy) that can go down and come back on the same port. */
async function fakeExit(port = 0) {
  const seen: string[] = [];
  const server = new ProxyChainServer({
    port,
    host: "127.0.0.1",
    prepareRequestFunction: ({ hostname }) => {
      seen.push(hostname);
      return {};
    },
  });
  await server.listen();
  return { server, port: server.port, seen };
}

/** Healthy exits through a running gateway: an exit that goes down is ejected, new connections fail over, it comes back. */
describe("exit failover through a running gateway", () => {
  let shop: TestServer;
  let origin: Origin;
  let ivan: Customer;
  let gateway: RunningGateway;
  let a: Awaited<ReturnType<typeof fakeExit>>;
  let b: Awaited<ReturnType<typeof fakeExit>>;

  beforeAll(async () => {
    shop = await startShop("pglite");
    origin = await startOrigin();
    ivan = await newCustomer(shop, 10n * gb);
    a = await fakeExit();
    b = await fakeExit();
    const file = join(mkdtempSync(join(tmpdir(), "exits-")), "exits.json");
    const exit = (port: number) => ({ kind: "upstream-http", host: "127.0.0.1", port });
    writeFileSync(file, JSON.stringify({ pools: [{ country: "*", exits: [exit(a.port), exit(b.port)] }] }));
    // Probes off: the exit is judged by the connections it breaks (maxFails 1), and tried again after 6 s (longer than the six requests below take).
    gateway = await startTestGateway(shop, {
      GATEWAY_EXIT_POOL_FILE: file,
      GATEWAY_EXIT_PROBE_INTERVAL_MS: "0",
      GATEWAY_EXIT_MAX_FAILS: "1",
      GATEWAY_EXIT_FAIL_TIMEOUT_MS: "6000",
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    await a?.server.close(true);
    await b?.server.close(true);
    await origin?.close();
    await shop?.close();
  });

  const fetchThrough = async () => {
    const proxy = `http://${ivan.account.username}:${ivan.account.password}@127.0.0.1:${gateway.httpPort}`;
    const answer = await curl(["-s", "-p", "-o", "/dev/null", "-w", "%{http_code}", "-x", proxy, `${origin.url}/x`]);
    return answer.stdout;
  };

  it("ejects the exit that is down after it breaks a connection, sends every new one to the other, and takes it back", async () => {
    expect([await fetchThrough(), await fetchThrough()]).toEqual(["200", "200"]);
    expect(a.seen.length).toBeGreaterThan(0);
    expect(b.seen.length).toBeGreaterThan(0);

    await a.server.close(true);
    const results: string[] = [];
    for (let i = 0; i < 6; i += 1) results.push(await fetchThrough());
    // At most one connection meets the dead exit (curl's 000: the CONNECT was answered 502 upstream-failed); the rest fail over.
    expect(results.filter((status) => status !== "200").length).toBeLessThanOrEqual(1);
    expect(results.slice(-4)).toEqual(Array(4).fill("200"));
    const down = gateway.core.health.states().find((state) => state.key.endsWith(`:${a.port}`));
    expect(down).toMatchObject({ up: false });

    // Back on the same port: after failTimeout one connection tries it, and it is in service again.
    a = await fakeExit(a.port);
    await new Promise((resolve) => setTimeout(resolve, 6_100));
    for (let i = 0; i < 4; i += 1) expect(await fetchThrough()).toBe("200");
    expect(a.seen.length).toBeGreaterThan(0);
    expect(gateway.core.health.states().every((state) => state.up)).toBe(true);
  });
});
