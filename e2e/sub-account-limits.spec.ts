import net from "node:net";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./support.ts";

const copy = {
  "zh-CN": {
    prefix: "",
    short: "zh",
    editOf: (username: string) => `编辑 ${username}`,
    maxConnections: "并发连接数（可选）",
    save: "保存",
    limits: "最多 1 个并发连接",
    count: "生成数量",
    generate: "生成",
    test: "测试此线路",
    refused: "被拒绝：子账户的并发连接数已达到上限（too-many-connections）",
  },
  en: {
    prefix: "/en",
    short: "en",
    editOf: (username: string) => `Edit ${username}`,
    maxConnections: "Concurrent connections (optional)",
    save: "Save",
    limits: "At most 1 connection",
    count: "Number of proxies",
    generate: "Generate",
    test: "Test this line",
    refused: "Refused: The sub-account already has as many open connections as its limit allows (too-many-connections)",
  },
} as const;

/** A sub-account of this spec's own member, with 1 GB of traffic paid at the Alipay sandbox. */
async function memberWithAccount(page: Page, token: string, short: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const username = `e2e_lim_${short}_${Date.now().toString(36)}`;
  const created = await page.request.post("/app-api/ip/proxy-account/create", { headers, data: { username } });
  expect((await created.json()).code).toBe(0);
  const order = await (
    await page.request.post("/app-api/ip/recharge-order/create", { headers, data: { trafficGb: 1 } })
  ).json();
  const pay = await (
    await page.request.post("/app-api/order/pay", { headers, data: { id: order.data.id, method: "alipay" } })
  ).json();
  expect((await page.request.post("/sandbox/alipay/hooks/pay", { data: { pay_url: pay.data.payUrl } })).status()).toBe(
    200,
  );
  return username;
}

/** Holds one CONNECT tunnel open through the gateway, as a customer's tool would. */
function holdTunnel(host: string, port: number, username: string, password: string, target: string) {
  return new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect({ host, port });
    socket.once("error", reject);
    const auth = Buffer.from(`${username}:${password}`).toString("base64");
    socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\nProxy-Authorization: Basic ${auth}\r\n\r\n`);
    socket.once("data", (data: Buffer) => {
      if (data.toString("latin1").startsWith("HTTP/1.1 200")) resolve(socket);
      else reject(new Error(data.toString("latin1").split("\r\n")[0]));
    });
  });
}

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];

  test(`${locale}: a sub-account at its connection limit is refused, with the reason in words`, async ({
    page,
    logIn,
    certifiedMember,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const username = await memberWithAccount(page, await logIn(certifiedMember), t.short);

    // The limit is set where the member manages sub-accounts.
    await page.goto(`${t.prefix}/admin/account-password-auth`);
    await waitForHydration(page);
    await page
      .getByRole("button", { name: t.editOf(username) })
      .first()
      .click();
    await page.getByLabel(t.maxConnections).fill("1");
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(page.getByTestId("proxy-account-limits").first()).toHaveText(t.limits);

    // One tunnel open takes the only place; "test this line" needs another.
    await page.goto(`${t.prefix}/admin`);
    await waitForHydration(page);
    const generator = page.getByTestId("proxy-generator");
    await generator.getByLabel(t.count).fill("1");
    await generator.getByRole("button", { name: t.generate }).click();
    const [host, port, user, pass] = (await page.getByTestId("proxy-lines").inputValue()).split(":");
    const tunnel = await holdTunnel(host ?? "", Number(port), user ?? "", pass ?? "", new URL(baseURL ?? "").host);
    try {
      const row = page.getByTestId("proxy-line-row").first();
      await expect(async () => {
        await row.getByRole("button", { name: t.test }).click();
        await expect(row.getByTestId("line-test-refused")).toHaveText(t.refused, { timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
    } finally {
      tunnel.destroy();
    }
  });
}

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];
  for (const width of [1440, 390]) {
    test(`screenshot sub-account-limits-${t.short}-${width}`, async ({ page, logIn, certifiedMember }) => {
      test.setTimeout(60_000);
      const token = await logIn(certifiedMember);
      const username = await memberWithAccount(page, token, t.short);
      const listed = await page.request.get(`/app-api/ip/proxy-account/list?username=${username}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const id = (await listed.json()).data.list[0].id;
      await page.request.post("/app-api/ip/proxy-account/update", {
        headers: { authorization: `Bearer ${token}` },
        data: { id, maxConnections: 200, bandwidthMbps: 100 },
      });
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.goto(`${t.prefix}/admin/account-password-auth`);
      await waitForHydration(page);
      await expect(page.getByTestId("proxy-account-limits").filter({ visible: true }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screenshots/limits-list-${t.short}-${width}.png`, fullPage: true });
      await page
        .getByRole("button", { name: t.editOf(username) })
        .first()
        .click();
      await expect(page.getByLabel(t.maxConnections)).toHaveValue("200");
      await page.screenshot({ path: `test-results/screenshots/limits-dialog-${t.short}-${width}.png` });
    });
  }
}
