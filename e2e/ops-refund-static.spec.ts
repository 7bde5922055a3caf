import { expect, test } from "@playwright/test";
import { signInOperator } from "./ops-owner.ts";
import { paidStaticOrder } from "./ops-paid-orders.ts";
import { opsHostURL as ops } from "./support.ts";

test("the refund form of a static order says what a full refund takes back, in both languages", async ({ browser }) => {
  // Two languages, two widths and the dashboard: more than one page's worth of steps.
  test.setTimeout(240_000);
  const member = await browser.newContext();
  const { orderNo, renewalNo } = await paidStaticOrder(member, { renewOne: true });
  await member.close();

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInOperator(page);
  const texts = {
    "zh-CN": {
      prefix: "",
      note: "退还全部剩余金额将收回该订单的 2 个静态 IP",
      renewed: "这些 IP 之后又续费过",
      partial: "部分退款只退钱",
      notification: "支付宝 · 已入账",
      attempt: "支付宝 · 电脑网站",
      outcome: "签名有效 · 已入账",
      kind: "静态 IP",
      renewal: "续费静态 IP 1 个 × 30 天",
    },
    en: {
      prefix: "/en",
      note: "A refund of everything left takes back this order's 2 static IPs",
      renewed: "an IP taken back loses the time that renewal bought too",
      partial: "money only",
      notification: "Alipay · credited",
      attempt: "Alipay · computer",
      outcome: "signature valid · credited",
      kind: "Static IPs",
      renewal: "Renewal of 1 static IP × 30 days",
    },
  } as const;
  for (const locale of ["zh-CN", "en"] as const) {
    const t = texts[locale];
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${ops}${t.prefix}/ops/orders?q=${orderNo}`);
    await page.getByRole("link", { name: orderNo }).click();
    const note = page.getByTestId("refund-static-ips");
    await expect(note).toContainText(t.note);
    await expect(note).toContainText(t.partial);
    // One IP was renewed afterwards: the note names that renewal, linked to its own refund form.
    const renewed = note.getByTestId("refund-later-renewals");
    await expect(renewed).toContainText(t.renewed);
    await expect(renewed.getByRole("link", { name: renewalNo })).toHaveAttribute("href", /\/ops\/orders\/static\/\d+$/);
    // What the server made of Alipay's notification, in the page's language.
    await expect(page.locator("section[aria-labelledby=order-notifications]")).toContainText(t.notification);
    await page.screenshot({ path: `test-results/ops-refund-static-${locale}-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(note).toBeVisible();
    // The page itself never scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `test-results/ops-refund-static-${locale}-390.png`, fullPage: true });

    // The member's page reads the same records in the same language: methods, channels, outcomes, kinds.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page
      .getByRole("link", { name: /^#\d+$/ })
      .first()
      .click();
    await expect(page.getByText(t.outcome).first()).toBeVisible();
    await expect(page.getByRole("cell", { name: t.attempt }).first()).toBeVisible();
    await expect(page.getByRole("cell", { name: t.kind, exact: true }).first()).toBeVisible();
    await expect(page.getByRole("cell", { name: t.renewal, exact: true }).first()).toBeVisible();
    await page.screenshot({ path: `test-results/ops-member-${locale}-1440.png`, fullPage: true });
  }
  // The dashboard's money: net revenue beside the refunds.
  for (const [prefix, refunded] of [
    ["", "退款"],
    ["/en", "Refunded"],
  ] as const) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${ops}${prefix}/ops`);
      await expect(page.getByTestId("console-dashboard").getByText(refunded, { exact: true }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: `test-results/ops-dashboard-${prefix ? "en" : "zh-CN"}-${width}.png`,
        fullPage: true,
      });
    }
  }
  await context.close();
});
