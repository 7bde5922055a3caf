import http from "node:http";
import type net from "node:net";
import { tables } from "@shop/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { balanceOf } from "../../server/test/proxy-centre-helpers.ts";
import {
  connectTunnel,
  curl,
  curlDownload,
  eventually,
  exchange,
  newCustomer,
  rigPerSuite,
  startSinkSource,
  startTestGateway,
} from "./helpers.ts";

const gb = 1024n ** 3n;
const mb = 1024 * 1024;

describe("metering, half-close and cut-off through a running gateway", () => {
  const rig = rigPerSuite();

  const usedBytes = async (accountId: number) =>
    (
      await rig.shop.database.db
        .select({ used: tables.proxyAccounts.usedBytes })
        .from(tables.proxyAccounts)
        .where(eq(tables.proxyAccounts.id, accountId))
    )[0]?.used;

  it("counts exactly the bytes relayed, both ways, and passes a half-close on (100 MB after the client's FIN)", async () => {
    const bob = await newCustomer(rig.shop, 10n * gb);
    const sink = await startSinkSource(100 * mb);
    try {
      const tunnel = await connectTunnel(rig.gateway.httpPort, `127.0.0.1:${sink.port}`, bob.account);
      const up = 3 * mb + 17;
      const down = await exchange(tunnel, up);
      expect(down).toBe(100 * mb);
      expect(sink.received()).toBe(up);
      await eventually(async () => (await usedBytes(bob.account.id)) === BigInt(up + down), 10_000);
      expect(await balanceOf(rig.shop, bob.memberId)).toBe(10n * gb - BigInt(up + down));
    } finally {
      await sink.close();
    }
  });

  it("counts forwarded HTTP requests exactly as they went to and came from the origin, bodies both ways", async () => {
    const gina = await newCustomer(rig.shop, 10n * gb);
    const proxy = `http://${gina.account.username}:${gina.account.password}@127.0.0.1:${rig.gateway.httpPort}`;
    const before = rig.origin.socketBytes;
    const download = await curlDownload(proxy, `${rig.origin.url}/bytes/${5 * mb}`);
    expect(download.stdout).toBe(String(5 * mb));
    const upload = await curl(["-x", proxy, "--data-binary", "u".repeat(60_000), `${rig.origin.url}/echo`]);
    expect(upload.stdout).toBe("60000");
    // Two requests on one keep-alive client connection.
    const twice = await curl(["-x", proxy, `${rig.origin.url}/a`, `${rig.origin.url}/b`]);
    expect(twice.stdout).toBe("hello from the origin\n".repeat(2));
    await eventually(
      async () => rig.origin.socketBytes - before > 5 * mb && rig.gateway.core.meter.openTunnels() === 0,
    );
    await eventually(
      async () => (await usedBytes(gina.account.id)) === BigInt(rig.origin.socketBytes - before),
      10_000,
    );
  });

  it("counts SOCKS5 tunnels exactly too", async () => {
    const carol = await newCustomer(rig.shop, 10n * gb);
    const sink = await startSinkSource(123_457);
    try {
      const { SocksClient } = await import("socks");
      const { socket } = await SocksClient.createConnection({
        proxy: {
          host: "127.0.0.1",
          port: rig.gateway.socksPort,
          type: 5,
          userId: `${carol.account.username}-session-s1`,
          password: carol.account.password,
        },
        command: "connect",
        destination: { host: "127.0.0.1", port: sink.port },
      });
      const down = await exchange(socket, 654_321);
      expect(down).toBe(123_457);
      await eventually(async () => (await usedBytes(carol.account.id)) === BigInt(654_321 + 123_457), 10_000);
    } finally {
      await sink.close();
    }
  });

  it("closes a download within seconds of the traffic running out, and refuses the next request", async () => {
    const dave = await newCustomer(rig.shop, BigInt(2 * mb));
    const proxy = `http://${dave.account.username}:${dave.account.password}@127.0.0.1:${rig.gateway.httpPort}`;
    const started = Date.now();
    // 40 MB at about 0.8 MB/s would take 50 s: the cut-off must come long before.
    const download = await curlDownload(proxy, `${rig.origin.url}/slow/${40 * mb}`, { tunnel: true });
    const elapsed = Date.now() - started;
    expect(download.code).not.toBe(0);
    expect(Number(download.stdout)).toBeLessThan(40 * mb);
    expect(elapsed).toBeLessThan(15_000);
    const next = await curl(["-i", "-x", proxy, `${rig.origin.url}/`]);
    expect(next.stdout).toMatch(/^HTTP\/1\.1 402/);
    expect(next.stdout).toMatch(/X-Proxy-Refusal: traffic-exhausted/i);
    // Everything relayed was booked: the balance is zero and the rest is overdraft.
    await eventually(async () => (await balanceOf(rig.shop, dave.memberId)) === 0n, 5_000);
  });

  it("charges a batch once when the shop's answer is lost and the gateway retries it", async () => {
    const erin = await newCustomer(rig.shop, 10n * gb);
    // A front for the shop that books the first batch but loses the answer.
    let lost = 0;
    const front = http.createServer((req, res) => {
      const body: Buffer[] = [];
      req.on("data", (data: Buffer) => body.push(data));
      req.on("end", async () => {
        const answer = await fetch(`${rig.shop.baseUrl}${req.url}`, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: req.method === "POST" ? Buffer.concat(body) : undefined,
        });
        const text = await answer.text();
        if (req.url === "/internal/usage/batches" && text.includes(erin.account.username) && lost === 0) {
          lost += 1;
          req.socket.destroy();
          return;
        }
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(text);
      });
    });
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    const frontUrl = `http://127.0.0.1:${(front.address() as net.AddressInfo).port}`;
    const flaky = await startTestGateway({ ...rig.shop, baseUrl: frontUrl });
    const sink = await startSinkSource(5000);
    try {
      const tunnel = await connectTunnel(flaky.httpPort, `127.0.0.1:${sink.port}`, erin.account);
      expect(await exchange(tunnel, 7000)).toBe(5000);
      await eventually(() => lost === 1 && !flaky.core.meter.unreported(), 10_000);
      expect(await usedBytes(erin.account.id)).toBe(12_000n);
      expect(await balanceOf(rig.shop, erin.memberId)).toBe(10n * gb - 12_000n);
    } finally {
      await flaky.stop();
      await sink.close();
      front.closeAllConnections();
      front.close();
    }
  });
});
