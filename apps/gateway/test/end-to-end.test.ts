import {
  type DashboardSummary,
  formatProxyLine,
  generateProxyUsername,
  type ProxyAccount,
  type UsageStats,
} from "@shop/contract";
import { trafficTestDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../server/test/auth-helpers.ts";
import { registerMember, uniqueIdNumber } from "../../server/test/certification-helpers.ts";
import { startTestServer, type TestServer } from "../../server/test/test-server.ts";
import type { RunningGateway } from "../src/gateway.ts";
import {
  connectTunnel,
  curl,
  eventually,
  exchange,
  type Origin,
  startOrigin,
  startSinkSource,
  startTestGateway,
  stopRig,
  testGateway,
} from "./helpers.ts";
import { freePort } from "./sockets.ts";

const gb = 1024 ** 3;

/**
 * A customer's whole way, without a browser: register, verify, buy traffic in
 * the payment sandbox, create a sub-account, generate a line as the user
 * centre does (and take one from the extraction URL), use it with curl, see the
 * bytes on the dashboard, run out, be refused.
 */
describe.each(trafficTestDatabaseKinds())("from registration to a refused proxy request (%s)", (kind) => {
  let shop: TestServer;
  let gateway: RunningGateway;
  let origin: Origin;

  beforeAll(async () => {
    const [httpPort, socksPort] = [await freePort(), await freePort()];
    shop = await startTestServer(kind, undefined, {
      env: {
        USAGE_GATEWAY_SECRETS: `${testGateway.id}:${testGateway.secret}`,
        PROXY_GATEWAY_HTTP_PORT: String(httpPort),
        PROXY_GATEWAY_SOCKS5_PORT: String(socksPort),
      },
    });
    gateway = await startTestGateway(shop, {
      GATEWAY_HTTP_PORT: String(httpPort),
      GATEWAY_SOCKS5_PORT: String(socksPort),
    });
    origin = await startOrigin();
  });
  afterAll(() => stopRig({ shop, gateway, origin }));

  it("carries a generated line's traffic, shows it on the dashboard and refuses once the traffic is gone", async () => {
    const api = apiClient(shop);
    const token = await registerMember(shop);

    const verified = await api.post(
      "/app-api/ip/member-user-personal-info/create",
      { realName: "张三", idCardNumber: uniqueIdNumber() },
      { token },
    );
    expect(verified.code).toBe(0);

    const order = await api.post<{ id: number }>("/app-api/ip/recharge-order/create", { trafficGb: 1 }, { token });
    expect(order.code).toBe(0);
    const pay = await api.post<{ payUrl: string }>(
      "/app-api/order/pay",
      { id: order.data.id, method: "alipay" },
      { token },
    );
    expect(pay.code).toBe(0);
    const hook = await fetch(`${shop.baseUrl}/sandbox/alipay/hooks/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pay_url: pay.data.payUrl, deliver: "normal" }),
    });
    expect(hook.status).toBe(200);
    const summary = async () => (await api.get<DashboardSummary>("/app-api/ip/dashboard/summary", { token })).data;
    await eventually(async () => (await summary()).remainingBytes >= gb, 10_000);
    const bought = (await summary()).remainingBytes;

    const account = await api.post<ProxyAccount>(
      "/app-api/ip/proxy-account/create",
      { username: `e2e_${kind}_${Date.now() % 1e8}` },
      { token },
    );
    expect(account.code).toBe(0);

    // The generator's line, as the user centre writes it.
    const where = (
      await api.get<{ host: string; httpPort: number; socks5Port: number }>("/app-api/ip/proxy-gateway/get", { token })
    ).data;
    expect(where).toMatchObject({ host: "127.0.0.1", httpPort: gateway.httpPort, socks5Port: gateway.socksPort });
    const username = generateProxyUsername({
      account: account.data.username,
      session: { mode: "sticky", sessionId: "e2e1", minutes: 10 },
    });
    const line = formatProxyLine("protocol://user:pass@host:port", {
      host: where.host,
      port: where.httpPort,
      username,
      password: account.data.password,
      protocol: "http",
    });
    const first = await curl(["-x", line, `${origin.url}/bytes/200000`, "-o", "/dev/null", "-w", "%{http_code}"]);
    expect(first.stdout).toBe("200");

    // A line from the extraction URL, called from an allowlisted address.
    await api.post("/app-api/ip/whitelist/create", { ip: "203.0.113.77" }, { token });
    const extract = (await api.get<{ url: string; path: string }>("/app-api/ip/extract-token/get", { token })).data;
    const list = await fetch(
      `${shop.baseUrl}${extract.path}?protocol=socks5&format=protocol://user:pass@host:port&count=1`,
      {
        headers: { "x-forwarded-for": "203.0.113.77" },
      },
    );
    expect(list.status).toBe(200);
    const socksLine = (await list.text()).trim().replace(/^socks5:/, "socks5h:");
    const second = await curl(["-x", socksLine, `http://localhost:${origin.port}/`]);
    expect(second.stdout).toBe("hello from the origin\n");

    // The dashboard shows the use within seconds.
    await eventually(async () => (await summary()).totalConsumptionBytes > 200_000, 10_000);
    const stats = await api.get<UsageStats>("/app-api/ip/deduct-hour-record/stats", { token });
    expect(stats.data.totalUsedBytes).toBeGreaterThan(200_000);

    // Use up the rest through a tunnel: the gateway cuts it off and refuses what follows.
    const sink = await startSinkSource(bought + 200 * 1024 * 1024);
    try {
      const tunnel = await connectTunnel(gateway.httpPort, `127.0.0.1:${sink.port}`, {
        username,
        password: account.data.password,
      });
      const received = await exchange(tunnel, 10).catch(() => -1);
      expect(received).toBeLessThan(bought + 200 * 1024 * 1024);
    } finally {
      await sink.close();
    }
    await eventually(async () => (await summary()).remainingBytes === 0, 10_000);
    const refused = await curl(["-i", "-x", line, `${origin.url}/`]);
    expect(refused.stdout).toMatch(/^HTTP\/1\.1 402[\s\S]*X-Proxy-Refusal: traffic-exhausted/);
    expect((await summary()).trafficWarning).toBe("empty");
  }, 120_000);
});
