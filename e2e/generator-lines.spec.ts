import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { baseURL, waitForHydration } from "./support.ts";

const run = promisify(execFile);

const copy = {
  "zh-CN": {
    prefix: "",
    short: "zh",
    country: "国家/地区",
    count: "生成数量",
    generate: "生成",
    test: "测试此线路",
    germany: "德国 (DE)",
    works: /可用：出口 IP 127\.0\.0\.1（无国家信息：演示环境的本机出口或内网地址），耗时 \d+ 毫秒/,
    exhausted: "被拒绝：账户的动态流量已用完（traffic-exhausted）",
    rotatingNote: "这 10 条轮换线路是相同的",
  },
  en: {
    prefix: "/en",
    short: "en",
    country: "Country / region",
    count: "Number of proxies",
    generate: "Generate",
    test: "Test this line",
    germany: "Germany (DE)",
    works: /Works: exit IP 127\.0\.0\.1 \(no country: a demo exit on this machine or a private address\), \d+ ms/,
    exhausted: "Refused: Your dynamic traffic is used up (traffic-exhausted)",
    rotatingNote: "These 10 rotating lines are identical on purpose",
  },
} as const;

/** A certified member with 1 GB (a traffic order paid at the Alipay sandbox) and a sub-account. */
async function readyMember(page: Page, token: string, short: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post("/app-api/ip/proxy-account/create", {
    headers,
    data: { username: `e2e_${short.replace("-broke", "_b")}_${Date.now().toString(36)}` },
  });
  expect((await created.json()).code).toBe(0);
  if (short.endsWith("-broke")) return;
  const order = await (
    await page.request.post("/app-api/ip/recharge-order/create", { headers, data: { trafficGb: 1 } })
  ).json();
  const pay = await (
    await page.request.post("/app-api/order/pay", { headers, data: { id: order.data.id, method: "alipay" } })
  ).json();
  const hook = await page.request.post("/sandbox/alipay/hooks/pay", { data: { pay_url: pay.data.payUrl } });
  expect(hook.status()).toBe(200);
}

async function openGenerator(page: Page, prefix: string) {
  await page.goto(`${prefix}/admin`);
  await waitForHydration(page);
  const generator = page.getByTestId("proxy-generator");
  await expect(generator.getByRole("combobox").first()).not.toHaveValue("");
  return generator;
}

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];

  test(`${locale}: a country line from the generator carries traffic, and "test this line" shows the exit`, async ({
    page,
    logIn,
    certifiedMember,
    problems,
  }) => {
    test.setTimeout(60_000);
    await readyMember(page, await logIn(certifiedMember), t.short);
    const generator = await openGenerator(page, t.prefix);
    const country = generator.getByLabel(t.country);
    // Only countries the demo's exits serve: Germany is one, Antarctica is not.
    await expect(country.locator("option[value=DE]")).toHaveText(t.germany);
    await expect(country.locator("option[value=AQ]")).toHaveCount(0);
    await country.selectOption("DE");
    await generator.getByRole("button", { name: t.generate }).click();

    // Rotating × 10: identical lines, and the page says why.
    const lines = (await page.getByTestId("proxy-lines").inputValue()).split("\n");
    expect(lines).toHaveLength(10);
    expect(new Set(lines).size).toBe(1);
    await expect(page.getByTestId("rotating-note")).toContainText(t.rotatingNote);
    // The preview is the first line's username.
    const [host, port, user, pass] = (lines[0] ?? "").split(":");
    expect(user).toMatch(/-zone-DE$/);
    await expect(generator.locator("code").first()).toHaveText(user ?? "");

    // The line as a customer's tool would use it: through the demo gateway to a page that echoes the caller.
    const { stdout } = await run("curl", [
      "-s",
      "-x",
      `http://${user}:${pass}@${host}:${port}`,
      `${baseURL}/app-api/getIp`,
    ]);
    expect(JSON.parse(stdout)).toMatchObject({ code: 0, data: { ip: "127.0.0.1" } });

    const row = page.getByTestId("proxy-line-row").first();
    await row.getByRole("button", { name: t.test }).click();
    await expect(row.getByTestId("line-test-ok")).toHaveText(t.works);
    expect(problems).toEqual([]);
  });

  test(`${locale}: a line of a member without traffic is refused, with the reason in words`, async ({
    page,
    certifiedMember,
    logIn,
  }) => {
    test.setTimeout(60_000);
    await readyMember(page, await logIn(certifiedMember), `${t.short}-broke`);
    const generator = await openGenerator(page, t.prefix);
    await generator.getByLabel(t.count).fill("1");
    await generator.getByRole("button", { name: t.generate }).click();
    const row = page.getByTestId("proxy-line-row").first();
    await row.getByRole("button", { name: t.test }).click();
    await expect(row.getByTestId("line-test-refused")).toHaveText(t.exhausted);
  });

  for (const width of [1440, 390]) {
    test(`screenshot generator-${t.short}-${width}`, async ({ page, logIn, certifiedMember }) => {
      test.setTimeout(60_000);
      await readyMember(page, await logIn(certifiedMember), t.short);
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      const generator = await openGenerator(page, t.prefix);
      await generator.getByLabel(t.country).selectOption("JP");
      await generator.getByRole("radio", { name: locale === "en" ? "Sticky" : "粘性" }).check();
      await generator.getByLabel(t.count).fill("5");
      await generator.getByRole("button", { name: t.generate }).click();
      const row = page.getByTestId("proxy-line-row").first();
      await row.getByRole("button", { name: t.test }).click();
      await expect(row.getByTestId("line-test-ok")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screenshots/generator-${t.short}-${width}.png`, fullPage: true });
    });
  }
}
