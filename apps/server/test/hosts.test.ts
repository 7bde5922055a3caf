import http from "node:http";
import type { PayAnswer, RechargeOrder } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Envelope } from "./auth-helpers.ts";
import { randomIp } from "./auth-helpers.ts";
import { quickMembers } from "./orders-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/** A GET with a Host header of our choosing (fetch always sends the URL's). */
function getWithHost(server: TestServer, path: string, host: string): Promise<number> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path, headers: { host } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

/** Calls the API as a buyer whose browser shows `host` (through the trusted proxy of the test server). */
async function callAs<T>(server: TestServer, host: string, token: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "accept-language": "en",
      "x-forwarded-for": randomIp(),
      "x-forwarded-host": host,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

async function payAs(server: TestServer, host: string, method: "alipay" | "wechat") {
  const [token] = (await quickMembers(server, 1)) as [string];
  const order = await callAs<RechargeOrder>(server, host, token, "/app-api/ip/recharge-order/create", {
    trafficGb: 3,
  });
  expect(order.code).toBe(0);
  const paid = await callAs<PayAnswer>(server, host, token, "/app-api/order/pay", { id: order.data.id, method });
  expect(paid.code).toBe(0);
  const payUrl = new URL(paid.data.payUrl);
  return {
    payUrl,
    returnUrl: payUrl.searchParams.get("return_url"),
    notifyUrl: payUrl.searchParams.get("notify_url"),
  };
}

describe("host names without PUBLIC_URL (demo)", () => {
  let server: TestServer;
  let port: string;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    port = new URL(server.baseUrl).port;
  });
  afterAll(() => server?.close());

  it("serves loopback names, the partner substation and this machine, and answers any other host with 421", async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `partner.localhost:${port}`, "localhost"]) {
      expect(await getWithHost(server, "/healthz", host), host).toBe(200);
    }
    for (const host of ["evil.example", `evil.example:${port}`, "localhost.evil.example", "shop.example.com"]) {
      expect(await getWithHost(server, "/healthz", host), host).toBe(421);
      expect(await getWithHost(server, "/app-api/ip/website/get", host), host).toBe(421);
    }
    const forwarded = await fetch(`${server.baseUrl}/healthz`, {
      headers: { "x-forwarded-host": "evil.example", "accept-language": "en" },
    });
    expect(forwarded.status).toBe(421);
    expect(await forwarded.text()).toMatch(/does not serve that host name; set PUBLIC_URL/);
    const chinese = await fetch(`${server.baseUrl}/healthz`, {
      headers: { "x-forwarded-host": "evil.example", "accept-language": "zh-CN" },
    });
    expect(chinese.status).toBe(421);
    expect(await chinese.text()).toMatch(/本服务器不提供该域名的服务/);
  });

  it("sends a buyer on 127.0.0.1 to the cashier and back on 127.0.0.1, and notifications to the server itself", async () => {
    const { payUrl, returnUrl, notifyUrl } = await payAs(server, `127.0.0.1:${port}`, "alipay");
    expect(payUrl.origin).toBe(`http://127.0.0.1:${port}`);
    expect(new URL(returnUrl ?? "").origin).toBe(`http://127.0.0.1:${port}`);
    expect(notifyUrl).toBe(`http://127.0.0.1:${port}/pay/notify/alipay`);
    // The cashier opens where the buyer is.
    const cashier = await fetch(`${server.baseUrl}${payUrl.pathname}${payUrl.search}`, { redirect: "manual" });
    expect(cashier.status).toBeLessThan(400);
  });

  it("keeps a partner-site buyer on the partner's host, notifications still to the server itself", async () => {
    const alipay = await payAs(server, `partner.localhost:${port}`, "alipay");
    expect(alipay.payUrl.origin).toBe(`http://partner.localhost:${port}`);
    expect(new URL(alipay.returnUrl ?? "").origin).toBe(`http://partner.localhost:${port}`);
    expect(alipay.notifyUrl).toBe(`http://127.0.0.1:${port}/pay/notify/alipay`);
    const wechat = await payAs(server, `partner.localhost:${port}`, "wechat");
    expect(wechat.payUrl.origin).toBe(`http://partner.localhost:${port}`);
    expect(wechat.payUrl.pathname).toMatch(/^\/sandbox\/wechat\/checkout\//);
  });
});

describe("host names with PUBLIC_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", undefined, {
      env: { PUBLIC_URL: "https://shop.example.com", ALLOW_DEMO: "true" },
    });
  });
  afterAll(() => server?.close());

  it("serves any host but builds every payment URL from PUBLIC_URL, never from the Host header", async () => {
    expect(await getWithHost(server, "/healthz", "evil.example")).toBe(200);
    const { payUrl, returnUrl, notifyUrl } = await payAs(server, "evil.example", "alipay");
    expect(payUrl.origin).toBe("https://shop.example.com");
    expect(new URL(returnUrl ?? "").origin).toBe("https://shop.example.com");
    expect(notifyUrl).toBe("https://shop.example.com/pay/notify/alipay");
    expect(payUrl.toString()).not.toContain("evil");
  });

  it("sends a substation's buyer back to the substation's configured host on PUBLIC_URL's scheme", async () => {
    const { returnUrl, notifyUrl } = await payAs(server, "partner.localhost:8443", "alipay");
    expect(new URL(returnUrl ?? "").origin).toBe("https://partner.localhost");
    expect(notifyUrl).toBe("https://shop.example.com/pay/notify/alipay");
  });

  it("writes the sitemap and robots.txt with the same origins as the payment links", async () => {
    const text = async (path: string, host: string) =>
      (await fetch(`${server.baseUrl}${path}`, { headers: { "x-forwarded-host": host } })).text();
    expect(await text("/robots.txt", "evil.example")).toContain("Sitemap: https://shop.example.com/sitemap.xml");
    expect(await text("/sitemap.xml", "evil.example")).not.toContain("evil");
    expect(await text("/robots.txt", "partner.localhost")).toContain("Sitemap: https://partner.localhost/sitemap.xml");
    expect(await text("/sitemap.xml", "partner.localhost")).toContain("<loc>https://partner.localhost/buy</loc>");
  });
});
