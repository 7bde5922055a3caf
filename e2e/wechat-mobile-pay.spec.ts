import type { APIRequestContext, Browser } from "@playwright/test";
import { createMemberApart, expect, type Member, signIn, test } from "./fixtures.ts";
import { baseURL, type Locale, waitForHydration } from "./support.ts";

/**
 * WeChat Pay on a phone: H5 in a phone browser (WeChat Pay's page, then back to the shop), JSAPI
 * inside WeChat's browser (OAuth for the OpenID, then WeChat's payment sheet over the page), both
 * played by the local sandbox with real signatures, ending with the order paid.
 */
const userAgents = {
  h5: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  jsapi:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN",
} as const;

const copy = {
  "zh-CN": {
    prefix: "",
    acceptLanguage: "zh-CN",
    wechat: "微信支付",
    payNow: "立即支付",
    sandboxPay: "确认付款",
    success: "支付成功",
    h5Note: "将跳转到微信完成付款，付完自动回到本页。",
    businessTime: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）$/,
    jsapiNote: "将在微信内直接付款，无需扫码。",
  },
  en: {
    prefix: "/en",
    acceptLanguage: "en-US",
    wechat: "WeChat Pay",
    payNow: "Pay now",
    sandboxPay: "Pay",
    success: "Payment successful",
    h5Note: "WeChat opens to take the payment, then brings you back here.",
    businessTime: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Beijing time\)$/,
    jsapiNote: "You pay right here in WeChat; no QR code needed.",
  },
} as const;

async function placeRechargeOrder(request: APIRequestContext, token: string): Promise<number> {
  const created = (await (
    await request.post(`${baseURL}/app-api/ip/recharge-order/create`, {
      headers: { authorization: `Bearer ${token}` },
      data: { packageId: 1 },
    })
  ).json()) as { code: number; msg: string; data: { id: number } };
  expect(created.code, `create: ${created.msg}`).toBe(0);
  return created.data.id;
}

async function phone(browser: Browser, scene: keyof typeof userAgents, locale: Locale, member: Member) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: userAgents[scene],
    isMobile: true,
    hasTouch: true,
    // A phone set to another zone than the business's: times must still be on the business clock.
    timezoneId: "Europe/Berlin",
    // The phone's language: WeChat Pay's own pages follow it.
    locale: copy[locale].acceptLanguage,
  });
  const token = await signIn(context, member);
  const page = await context.newPage();
  return { context, page, orderId: await placeRechargeOrder(context.request, token) };
}

test.describe("WeChat Pay on a phone", () => {
  let member: Member;
  test.beforeAll(async ({ browser }) => {
    member = await createMemberApart(browser);
  });

  for (const locale of Object.keys(copy) as Locale[]) {
    const t = copy[locale];

    test(`${locale}: a phone browser pays with WeChat Pay H5 and comes back to a paid order`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(60_000);
      const { context, page, orderId } = await phone(browser, "h5", locale, member);
      await page.goto(`${t.prefix}/h5/pay?orderType=recharge&id=${orderId}`);
      await waitForHydration(page);
      await page.getByTestId("pay-method-picker").getByText(t.wechat, { exact: true }).click();
      await expect(page.getByText(t.h5Note)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`h5-pay-${locale}-390.png`), fullPage: true });
      await page.getByRole("button", { name: t.payNow }).click();

      // WeChat Pay's H5 page (the sandbox's), then back through redirect_url.
      await page.waitForURL(/\/sandbox\/wechat\/checkout\/.*redirect_url=/);
      await page.screenshot({ path: testInfo.outputPath(`h5-wechat-${locale}-390.png`), fullPage: true });
      await page.getByRole("button", { name: t.sandboxPay, exact: true }).click();
      await expect(page.getByRole("heading", { name: t.success })).toBeVisible({ timeout: 20_000 });
      expect(new URL(page.url()).pathname).toBe(`${t.prefix}/h5/success`);
      // The payment time is on the business clock, with the zone's name, whatever the phone's own zone.
      await expect(page.locator("time").first()).toHaveText(t.businessTime);
      await page.screenshot({ path: testInfo.outputPath(`h5-paid-${locale}-390.png`), fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`h5-paid-${locale}-1440.png`), fullPage: true });
      await context.close();
    });

    test(`${locale}: inside WeChat it pays with JSAPI (OAuth, then WeChat's sheet) and shows the order paid`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(60_000);
      const { context, page, orderId } = await phone(browser, "jsapi", locale, member);
      await page.goto(`${t.prefix}/h5/pay?orderType=recharge&id=${orderId}`);
      await waitForHydration(page);
      await page.getByTestId("pay-method-picker").getByText(t.wechat, { exact: true }).click();
      await expect(page.getByText(t.jsapiNote)).toBeVisible();
      await page.getByRole("button", { name: t.payNow }).click();

      // Back from WeChat's OAuth with a code: the page pays at once and WeChat's sheet covers it.
      const sheet = page.frameLocator('[data-testid="wechat-sandbox-sheet"]');
      await expect(sheet.getByRole("button", { name: t.sandboxPay, exact: true })).toBeVisible({ timeout: 20_000 });
      expect(new URL(page.url()).searchParams.has("code"), "the code is dropped from the address").toBe(false);
      await page.screenshot({ path: testInfo.outputPath(`jsapi-sheet-${locale}-390.png`), fullPage: true });
      await sheet.getByRole("button", { name: t.sandboxPay, exact: true }).click();
      await expect(page.getByRole("heading", { name: t.success })).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: testInfo.outputPath(`jsapi-paid-${locale}-390.png`), fullPage: true });
      await context.close();
    });
  }
});
