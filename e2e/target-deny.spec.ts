import net from "node:net";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./support.ts";

const copy = {
  "zh-CN": {
    prefix: "",
    short: "zh",
    domain: "域名",
    add: "添加",
    added: "已禁止 localhost",
    reasonText: "目标网站在禁止访问列表中（您或平台设置）",
  },
  en: {
    prefix: "/en",
    short: "en",
    domain: "Domain",
    add: "Add",
    added: "localhost denied",
    reasonText: "The target site is on a deny list (yours or the provider’s)",
  },
} as const;

/** A sub-account of this spec's own member, with 1 GB of traffic paid at the Alipay sandbox; its credentials. */
async function memberWithAccount(page: Page, token: string, short: string) {
  const headers = { authorization: `Bearer ${token}` };
  const username = `e2e_deny_${short}_${Date.now().toString(36)}`;
  const created = await (
    await page.request.post("/app-api/ip/proxy-account/create", { headers, data: { username } })
  ).json();
  expect(created.code).toBe(0);
  const order = await (
    await page.request.post("/app-api/ip/recharge-order/create", { headers, data: { trafficGb: 1 } })
  ).json();
  const pay = await (
    await page.request.post("/app-api/order/pay", { headers, data: { id: order.data.id, method: "alipay" } })
  ).json();
  expect((await page.request.post("/sandbox/alipay/hooks/pay", { data: { pay_url: pay.data.payUrl } })).status()).toBe(
    200,
  );
  const gateway = (await (await page.request.get("/app-api/ip/proxy-gateway/get", { headers })).json()).data;
  return { username, password: created.data.password as string, host: gateway.host as string, port: gateway.httpPort };
}

/** A CONNECT through the gateway, as a customer's tool sends it; resolves the answer's head. */
function connectHead(host: string, port: number, username: string, password: string, target: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect({ host, port });
    socket.once("error", reject);
    const auth = Buffer.from(`${username}:${password}`).toString("base64");
    socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\nProxy-Authorization: Basic ${auth}\r\n\r\n`);
    socket.once("data", (data: Buffer) => {
      resolve(data.toString("latin1"));
      socket.destroy();
    });
  });
}

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];

  test(`${locale}: a domain on the member's deny list is refused with target-denied, explained on the dashboard`, async ({
    page,
    logIn,
    certifiedMember,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const line = await memberWithAccount(page, await logIn(certifiedMember), t.short);
    const target = `localhost:${new URL(baseURL ?? "").port}`;

    // Denied where the member manages sub-accounts; typed loosely, saved normalised.
    await page.goto(`${t.prefix}/admin/account-password-auth`);
    await waitForHydration(page);
    const panel = page.getByTestId("deny-list");
    await panel.getByLabel(t.domain, { exact: true }).fill("*.LocalHost.");
    await panel.getByRole("button", { name: t.add, exact: true }).click();
    await expect(page.getByText(t.added)).toBeVisible();
    await expect(panel.getByTestId("deny-list-entry")).toHaveCount(1);
    await expect(panel.getByTestId("deny-list-entry").first()).toContainText("localhost");
    await page.screenshot({ path: `test-results/screenshots/deny-list-${t.short}.png`, fullPage: true });

    // The gateway refuses the domain before connecting, with the code a client can read.
    await expect(async () => {
      const head = await connectHead(line.host, line.port, line.username, line.password, target);
      expect(head).toMatch(/^HTTP\/1\.1 403/);
      expect(head).toMatch(/X-Proxy-Refusal: target-denied/);
    }).toPass({ timeout: 10_000 });

    // "Why it failed" on the dashboard names the reason in the member's language.
    await expect(async () => {
      await page.goto(`${t.prefix}/admin/dashboard`);
      await waitForHydration(page);
      const reasons = page.getByTestId("connection-outcomes").getByTestId("outcome-reason");
      await expect(reasons.first()).toContainText(t.reasonText, { timeout: 10_000 });
      await expect(reasons.first()).toContainText("target-denied");
    }).toPass({ timeout: 90_000 });
  });
}

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];
  for (const width of [1440, 390]) {
    test(`screenshot allowlist-and-deny-list-${t.short}-${width}`, async ({ page, logIn, certifiedMember }) => {
      test.setTimeout(60_000);
      const token = await logIn(certifiedMember);
      const headers = { authorization: `Bearer ${token}` };
      const line = await memberWithAccount(page, token, t.short);
      const listed = await page.request.get(`/app-api/ip/proxy-account/list?username=${line.username}`, { headers });
      const accountId = (await listed.json()).data.list[0].id;
      // An address of this test's own (198.18.0.0/15, benchmarking: no other spec uses it).
      const ip = `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${16 * Math.floor(Math.random() * 16)}/28`;
      const allowed = await (
        await page.request.post("/app-api/ip/whitelist/create", { headers, data: { ip, accountId } })
      ).json();
      expect(allowed.code, allowed.msg).toBe(0);
      await page.request.post("/app-api/ip/deny-domain/create", { headers, data: { domain: "gov.cn" } });
      await page.request.post("/app-api/ip/deny-domain/create", { headers, data: { domain: "例子.中国" } });
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.goto(`${t.prefix}/admin/account-password-auth`);
      await waitForHydration(page);
      await expect(page.getByTestId("allowlist-entry-account").first()).toContainText(line.username);
      await expect(page.getByTestId("deny-list-entry")).toHaveCount(2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
      await page
        .getByTestId("allowlist")
        .screenshot({ path: `test-results/screenshots/allowlist-bound-${t.short}-${width}.png` });
      await page
        .getByTestId("deny-list")
        .screenshot({ path: `test-results/screenshots/deny-list-panel-${t.short}-${width}.png` });
    });
  }
}
