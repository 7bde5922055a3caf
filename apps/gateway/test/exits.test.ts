import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import tls from "node:tls";
import { tables } from "@shop/db";
import { eq } from "drizzle-orm";
import { Server as ProxyChainServer } from "proxy-chain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/test-server.ts";
import type { RunningGateway } from "../src/gateway.ts";
import {
  buyStaticIp as buyStaticIpFor,
  type Customer,
  connectTunnel,
  curl,
  eventually,
  newCustomer,
  type Origin,
  otherTestGateway,
  startOrigin,
  startShop,
  startTestGateway,
} from "./helpers.ts";

const gb = 1024n ** 3n;

function poolFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), "exits-")), "exits.json");
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe("exits: upstream providers, sticky sessions, allowlisted clients, HTTPS through CONNECT", () => {
  let shop: TestServer;
  let origin: Origin;
  let helen: Customer;
  let upstream: ProxyChainServer;
  /** Usernames the "bigger provider" saw, in order. */
  const upstreamUsers: string[] = [];
  /** A second gateway plays the bigger provider's SOCKS5 endpoint. */
  let provider: RunningGateway;
  let providerCustomer: Customer;
  let gateway: RunningGateway;

  beforeAll(async () => {
    shop = await startShop("pglite");
    origin = await startOrigin();
    helen = await newCustomer(shop, 10n * gb);
    providerCustomer = await newCustomer(shop, 10n * gb);
    upstream = new ProxyChainServer({
      port: 0,
      host: "127.0.0.1",
      prepareRequestFunction: ({ username, password }) => {
        upstreamUsers.push(username);
        return { requestAuthentication: password !== "upstream-pass" };
      },
    });
    await upstream.listen();
    provider = await startTestGateway(shop, {}, otherTestGateway);
    const file = poolFile({
      pools: [
        { country: "*", exits: [{ kind: "direct" }] },
        {
          country: "US",
          exits: [
            {
              kind: "upstream-http",
              host: "127.0.0.1",
              port: upstream.port,
              username: "reseller-country-{country_lower}-session-{session}-time-{minutes}",
              password: "upstream-pass",
            },
          ],
        },
        {
          country: "DE",
          exits: [
            {
              kind: "upstream-socks5",
              host: "127.0.0.1",
              port: provider.socksPort,
              username: `${providerCustomer.account.username}-session-{session}`,
              password: providerCustomer.account.password,
            },
          ],
        },
      ],
    });
    gateway = await startTestGateway(shop, { GATEWAY_EXIT_POOL_FILE: file });
  });
  afterAll(async () => {
    await gateway?.stop();
    await provider?.stop();
    await upstream?.close(true);
    await origin?.close();
    await shop?.close();
  });

  const usedBytesOf = async (accountId: number) =>
    (
      await shop.database.db
        .select({ used: tables.proxyAccounts.usedBytes })
        .from(tables.proxyAccounts)
        .where(eq(tables.proxyAccounts.id, accountId))
    )[0]?.used ?? 0n;

  const proxyUrl = (gw: RunningGateway, user: string, pass = helen.account.password) =>
    `http://${user}:${pass}@127.0.0.1:${gw.httpPort}`;

  it("sends a country to a bigger provider's HTTP proxy with country and session in its credentials", async () => {
    const user = `${helen.account.username}-zone-US-session-Ab12-sessTime-15`;
    const viaConnect = await curl(["-p", "-x", proxyUrl(gateway, user), `${origin.url}/bytes/4321`]);
    expect(viaConnect.stdout).toHaveLength(4321);
    const forwarded = await curl(["-x", proxyUrl(gateway, user), `${origin.url}/`]);
    expect(forwarded.stdout).toBe("hello from the origin\n");
    expect(upstreamUsers.slice(-2)).toEqual([
      "reseller-country-us-session-Ab12-time-15",
      "reseller-country-us-session-Ab12-time-15",
    ]);
  });

  it("sends a country to a provider's SOCKS5 endpoint with the host name unresolved", async () => {
    const user = `${helen.account.username}-zone-DE-sessid-12345678-sessTime-30`;
    const before = origin.peers.length;
    const answer = await curl([
      "--socks5-hostname",
      `${user}:${helen.account.password}@127.0.0.1:${gateway.socksPort}`,
      `http://localhost:${origin.port}/`,
    ]);
    expect(answer).toMatchObject({ code: 0, stdout: "hello from the origin\n" });
    expect(origin.peers.length).toBe(before + 1);
    // The provider (our second gateway) carried it for its own customer, with the session passed on.
    await eventually(async () => (await usedBytesOf(providerCustomer.account.id)) > 0n, 5_000);
  });

  it("refuses a country without a pool with a clear reason, never sending it elsewhere", async () => {
    const answer = await curl(["-i", "-x", proxyUrl(gateway, `${helen.account.username}-zone-FR`), `${origin.url}/`]);
    expect(answer.stdout).toMatch(/^HTTP\/1\.1 502[\s\S]*X-Proxy-Refusal: no-exit-for-location/);
  });

  it("keeps a sticky session on one exit across two gateway instances, and rotates otherwise", async () => {
    const addresses = ["127.0.0.11", "127.0.0.12", "127.0.0.13", "127.0.0.14", "127.0.0.15", "127.0.0.16"];
    const file = poolFile({ pools: [{ country: "*", exits: [{ kind: "direct", localAddresses: addresses }] }] });
    const first = await startTestGateway(shop, { GATEWAY_EXIT_POOL_FILE: file });
    const second = await startTestGateway(shop, { GATEWAY_EXIT_POOL_FILE: file });
    try {
      const exitOf = async (gw: RunningGateway, user: string) =>
        (await curl(["-x", proxyUrl(gw, user), `${origin.url}/whoami`])).stdout;
      for (const session of ["s1", "s2", "abcXYZ", "q9"]) {
        const user = `${helen.account.username}-session-${session}`;
        const seen = new Set<string>();
        for (let i = 0; i < 3; i += 1) {
          seen.add(await exitOf(first, user));
          seen.add(await exitOf(second, user));
        }
        expect(seen.size, session).toBe(1);
        expect(addresses).toContain([...seen][0]);
      }
      const rotating = new Set<string>();
      for (let i = 0; i < 6; i += 1) rotating.add(await exitOf(first, helen.account.username));
      expect(rotating.size).toBeGreaterThan(1);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it("lets an allowlisted address in without a password, charged to the member's oldest enabled sub-account", async () => {
    const ivan = await newCustomer(shop, 10n * gb);
    // Loopback cannot be allowlisted through the API; the test's client address is one.
    await shop.database.db.insert(tables.ipAllowlist).values({ memberId: ivan.memberId, cidr: "127.0.0.2" });
    const allowed = await curl([
      "--interface",
      "127.0.0.2",
      "-x",
      `http://127.0.0.1:${gateway.httpPort}`,
      `${origin.url}/`,
    ]);
    expect(allowed.stdout).toBe("hello from the origin\n");
    const socks = await curl([
      "--interface",
      "127.0.0.2",
      "--socks5",
      `127.0.0.1:${gateway.socksPort}`,
      `${origin.url}/`,
    ]);
    expect(socks.stdout).toBe("hello from the origin\n");
    const stranger = await curl([
      "-i",
      "--interface",
      "127.0.0.3",
      "-x",
      `http://127.0.0.1:${gateway.httpPort}`,
      `${origin.url}/`,
    ]);
    expect(stranger.stdout).toMatch(/^HTTP\/1\.1 407/);
    await eventually(async () => (await usedBytesOf(ivan.account.id)) > 0n, 5_000);
  });

  it("carries HTTPS end to end through CONNECT (curl and a Node client)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tls-"));
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,IP:127.0.0.1",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    const cert = readFileSync(join(dir, "cert.pem"));
    const server = https.createServer({ key: readFileSync(join(dir, "key.pem")), cert }, (_req, res) =>
      res.end("secure hello\n"),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const viaCurl = await curl([
        "--cacert",
        join(dir, "cert.pem"),
        "-x",
        proxyUrl(gateway, helen.account.username),
        `https://localhost:${port}/`,
      ]);
      expect(viaCurl.stdout).toBe("secure hello\n");
      const tunnel = await connectTunnel(gateway.httpPort, `localhost:${port}`, helen.account);
      const body = await new Promise<string>((resolve, reject) => {
        const request = https.request(
          {
            host: "localhost",
            port,
            path: "/",
            ca: cert,
            createConnection: () => tls.connect({ socket: tunnel, servername: "localhost", ca: cert }),
          },
          (res) => {
            let text = "";
            res.on("data", (d: Buffer) => (text += d.toString()));
            res.on("end", () => resolve(text));
          },
        );
        request.on("error", reject);
        request.end();
      });
      expect(body).toBe("secure hello\n");
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  const buyStaticIp = (outIp: string) => buyStaticIpFor(shop, helen, outIp);

  it("lets a static IP's owner through with its account and password, leaving from the static address", async () => {
    const { account, password } = await buyStaticIp("127.0.0.21");
    const through = await curl([
      "-x",
      `http://${account}:${password}@127.0.0.1:${gateway.httpPort}`,
      `${origin.url}/whoami`,
    ]);
    expect(through.stdout).toBe("127.0.0.21");
    const wrong = await curl([
      "-i",
      "-x",
      `http://${account}:00000000x@127.0.0.1:${gateway.httpPort}`,
      `${origin.url}/`,
    ]);
    expect(wrong.stdout).toMatch(/^HTTP\/1\.1 407/);
    // Expired: refused with its reason (a fresh gateway, so nothing is cached).
    await shop.database.db
      .update(tables.staticIps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.staticIps.account, account));
    const fresh = await startTestGateway(shop);
    try {
      const expired = await curl([
        "-i",
        "-x",
        `http://${account}:${password}@127.0.0.1:${fresh.httpPort}`,
        `${origin.url}/`,
      ]);
      expect(expired.stdout).toMatch(/^HTTP\/1\.1 403[\s\S]*X-Proxy-Refusal: static-ip-expired/);
    } finally {
      await fresh.stop();
    }
  });

  it("carries a demo static IP whose pool address this machine lacks, from the machine's own address", async () => {
    // The demo catalogue's pool addresses are documentation ranges (RFC 5737): a copied line must still work.
    const { account, password } = await buyStaticIp("203.0.113.249");
    const through = await curl([
      "-x",
      `http://${account}:${password}@127.0.0.1:${gateway.httpPort}`,
      `${origin.url}/whoami`,
    ]);
    expect(through.stdout).toBe("127.0.0.1");
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    "keeps a session's exit through Redis even when two instances' pools differ",
    async () => {
      const addresses = ["127.0.0.31", "127.0.0.32", "127.0.0.33", "127.0.0.34", "127.0.0.35", "127.0.0.36"];
      const small = poolFile({ pools: [{ country: "*", exits: [{ kind: "direct", localAddresses: addresses }] }] });
      const large = poolFile({
        pools: [
          { country: "*", exits: [{ kind: "direct", localAddresses: [...addresses, "127.0.0.37", "127.0.0.38"] }] },
        ],
      });
      const redis = process.env.TEST_REDIS_URL ?? "";
      const first = await startTestGateway(shop, { GATEWAY_EXIT_POOL_FILE: small, REDIS_URL: redis });
      const second = await startTestGateway(shop, { GATEWAY_EXIT_POOL_FILE: large, REDIS_URL: redis });
      try {
        for (let i = 0; i < 6; i += 1) {
          const user = `${helen.account.username}-session-r${Date.now().toString(36)}${i}`;
          const a = await curl(["-x", proxyUrl(first, user), `${origin.url}/whoami`]);
          const b = await curl(["-x", proxyUrl(second, user), `${origin.url}/whoami`]);
          expect(b.stdout, user).toBe(a.stdout);
        }
      } finally {
        await first.stop();
        await second.stop();
      }
    },
  );
});
