import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./support.ts";

const copy = {
  "zh-CN": {
    prefix: "",
    short: "zh",
    editOf: (username: string) => `编辑 ${username}`,
    dailyLimit: "每日流量上限 GB（可选）",
    save: "保存",
    today: /^今日 .+ \/ 1(\.0\d)? KB · \d{4}-\d{2}-\d{2} 00:00（北京时间）重置/,
    reached: "已达今日上限",
    count: "生成数量",
    generate: "生成",
    test: "测试此线路",
    refused: "被拒绝：子账户今天的流量已达到您设置的每日上限，北京时间 0 点后恢复（daily-limit-reached）",
  },
  en: {
    prefix: "/en",
    short: "en",
    editOf: (username: string) => `Edit ${username}`,
    dailyLimit: "Daily limit in GB (optional)",
    save: "Save",
    today: /^Today .+ \/ 1(\.0\d)? KB · resets \d{4}-\d{2}-\d{2} 00:00 \(Beijing time\)/,
    reached: "Daily limit reached",
    count: "Number of proxies",
    generate: "Generate",
    test: "Test this line",
    refused:
      "Refused: The sub-account used its daily traffic limit; it works again after midnight Beijing time (daily-limit-reached)",
  },
} as const;

/** A sub-account of this spec's own member, with 1 GB of traffic paid at the Alipay sandbox. */
async function memberWithAccount(page: Page, token: string, short: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const username = `e2e_day_${short}_${Date.now().toString(36)}`;
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

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];

  test(`${locale}: a sub-account past its daily cap is refused with the reason in words, and the list shows today's use`, async ({
    page,
    logIn,
    certifiedMember,
  }) => {
    test.setTimeout(90_000);
    const username = await memberWithAccount(page, await logIn(certifiedMember), t.short);

    // A daily cap of about 1 KB (0.000001 GB), set where the member manages sub-accounts.
    await page.goto(`${t.prefix}/admin/account-password-auth`);
    await waitForHydration(page);
    await page
      .getByRole("button", { name: t.editOf(username) })
      .first()
      .click();
    await page.getByLabel(t.dailyLimit).fill("0.000001");
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(page.getByTestId("proxy-account-daily").filter({ visible: true }).first()).toHaveText(t.today);

    // Testing the line uses the day's kilobyte; once the gateways know, they refuse with the translated reason.
    await page.goto(`${t.prefix}/admin`);
    await waitForHydration(page);
    const generator = page.getByTestId("proxy-generator");
    await generator.getByLabel(t.count).fill("1");
    await generator.getByRole("button", { name: t.generate }).click();
    const row = page.getByTestId("proxy-line-row").first();
    await expect(async () => {
      await row.getByRole("button", { name: t.test }).click();
      await expect(row.getByTestId("line-test-refused")).toHaveText(t.refused, { timeout: 3_000 });
    }).toPass({ timeout: 40_000 });

    // The user centre shows the day's use against the cap, and that it is used up.
    await page.goto(`${t.prefix}/admin/account-password-auth`);
    await waitForHydration(page);
    const today = page.getByTestId("proxy-account-daily").filter({ visible: true }).first();
    await expect(today).toContainText(t.reached);
    await page.screenshot({ path: `test-results/screenshots/period-caps-list-${t.short}.png`, fullPage: true });
  });
}

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];
  for (const width of [1440, 390]) {
    test(`screenshot period-caps-${t.short}-${width}`, async ({ page, logIn, certifiedMember }) => {
      test.setTimeout(60_000);
      const token = await logIn(certifiedMember);
      const username = await memberWithAccount(page, token, t.short);
      const headers = { authorization: `Bearer ${token}` };
      const listed = await page.request.get(`/app-api/ip/proxy-account/list?username=${username}`, { headers });
      const id = (await listed.json()).data.list[0].id;
      await page.request.post("/app-api/ip/proxy-account/update", {
        headers,
        data: { id, dailyLimitGb: 2, monthlyLimitGb: 30, maxConnections: 50 },
      });
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.goto(`${t.prefix}/admin/account-password-auth`);
      await waitForHydration(page);
      await expect(page.getByTestId("proxy-account-periods").filter({ visible: true }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screenshots/period-list-${t.short}-${width}.png`, fullPage: true });
      await page
        .getByRole("button", { name: t.editOf(username) })
        .first()
        .click();
      await expect(page.getByLabel(t.dailyLimit)).toHaveValue("2");
      await page.screenshot({ path: `test-results/screenshots/period-dialog-${t.short}-${width}.png` });
    });
  }
}
