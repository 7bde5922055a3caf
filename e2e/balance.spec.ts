import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { type Locale, screenshotAtBothWidths, waitForHydration } from "./support.ts";

/**
 * The CNY balance in the user centre, in both languages: a top-up paid at the
 * payment sandbox's Alipay cashier, a traffic order and a data-centre IP paid
 * from the balance at the cashier, an order paid partly from it (the rest at
 * Alipay), the history and its CSV, and auto-renewal
 * turned on for the IP. Each run has a fresh member of its own; the IP comes
 * from the Singapore data-centre node, which no other spec orders from.
 */
const copy = {
  "zh-CN": {
    prefix: "",
    topUp: "立即充值",
    tooSmall: "单笔最少充值 ¥10",
    payNow: "立即支付",
    sandboxPay: "确认付款",
    submit: "提交订单",
    payFromBalance: (amount: string) => `使用余额支付 ${amount}`,
    confirm: "确认支付",
    part: "使用余额抵扣 ¥110，剩余 ¥50 在下方支付",
    success: "支付成功",
    csvHeader: "时间（UTC）,类型,来源,金额（元）,变动后余额（元）",
    topupKind: "充值",
    paymentKind: "消费",
    details: "详情",
    autoRenew: "自动续费",
    autoRenewOn: "已为",
  },
  en: {
    prefix: "/en",
    topUp: "Top up now",
    tooSmall: "The smallest top-up is ¥10",
    payNow: "Pay now",
    sandboxPay: "Pay",
    submit: "Submit order",
    payFromBalance: (amount: string) => `Pay ${amount} from balance`,
    confirm: "Confirm payment",
    part: "Use ¥110 from balance, pay the remaining ¥50 below",
    success: "Payment successful",
    csvHeader: "Time (UTC),Kind,Cause,Amount (CNY),Balance after (CNY)",
    topupKind: "Top-up",
    paymentKind: "Payment",
    details: "Details",
    autoRenew: "Auto-renew",
    autoRenewOn: "Auto-renewal from your balance is on",
  },
} as const;

const at = (locale: Locale, path: string) => `${copy[locale].prefix}${path}`;

async function singaporeDataCentreNode(page: Page): Promise<number> {
  const nodes = (await (await page.request.get("/app-api/ip/static-isp/node?type=1")).json()) as {
    data: Array<{ id: number; countryCode: string }>;
  };
  const node = nodes.data.find((candidate) => candidate.countryCode === "SG");
  if (!node) throw new Error("no Singapore data-centre node in the demo catalogue");
  return node.id;
}

/** On the cashier of the order just submitted: pays it wholly from the balance. */
async function payFromBalance(page: Page, locale: Locale, amount: string) {
  const t = copy[locale];
  const box = page.getByTestId("pay-from-balance");
  await box.getByRole("button", { name: t.payFromBalance(amount) }).click();
  await box.getByRole("button", { name: t.confirm }).click();
  await expect(page).toHaveURL(new RegExp(`${at(locale, "/h5/success")}\\?orderType=(recharge|static)&id=\\d+$`));
  await expect(page.getByRole("heading", { name: t.success })).toBeVisible();
}

for (const locale of Object.keys(copy) as Locale[]) {
  const t = copy[locale];
  test.describe(`balance (${locale})`, () => {
    test.use({ locale });

    test("top up at the Alipay sandbox, pay orders from the balance, see and download the history, auto-renew an IP", async ({
      page,
      certifiedMember,
    }) => {
      test.setTimeout(150_000);
      void certifiedMember;
      await page.goto(at(locale, "/admin/balance"));
      await waitForHydration(page);
      await expect(page.getByTestId("balance-amount")).toHaveText("¥0");

      // Too small: told at once, nothing created.
      const amount = page.getByRole("textbox", { name: locale === "en" ? "Amount (CNY)" : "充值金额（元）" });
      await amount.fill("5");
      await page.getByRole("button", { name: t.topUp }).click();
      await expect(page.getByText(t.tooSmall)).toBeVisible();

      // ¥300 through Alipay's cashier and back to the balance page.
      await amount.fill("300");
      await page.getByRole("button", { name: t.topUp }).click();
      const dialog = page.getByTestId("pay-dialog");
      await expect(dialog.getByTestId("pay-total")).toHaveText(/^¥30[01]/);
      await dialog.getByRole("button", { name: t.payNow }).click();
      await expect(page).toHaveURL(/\/sandbox\/alipay\/checkout\//);
      await page.getByRole("button", { name: t.sandboxPay, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, "/admin/balance")}`));
      await expect(page.getByTestId("balance-amount")).toHaveText("¥300");

      // A traffic package (¥160) paid from the balance at the cashier.
      await page.goto(at(locale, "/order?product=dynamic&package=1"));
      await waitForHydration(page);
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page).toHaveURL(/orderType=recharge&id=\d+$/);
      await expect(page.getByTestId("pay-balance-available")).toHaveText("¥300");
      await payFromBalance(page, locale, "¥160");

      // One Singapore data-centre IP (¥30) paid the same way.
      await page.goto(
        at(locale, `/order?product=datacenter&node=${await singaporeDataCentreNode(page)}&days=30&count=1`),
      );
      await expect(page.getByTestId("order-total")).toHaveText("¥30");
      await waitForHydration(page);
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page).toHaveURL(/orderType=static&id=\d+$/);
      await payFromBalance(page, locale, "¥30");

      // Another package (¥160) with ¥110 left: ¥110 from the balance, the rest at Alipay's cashier.
      await page.goto(at(locale, "/order?product=dynamic&package=1"));
      await waitForHydration(page);
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page).toHaveURL(/orderType=recharge&id=\d+$/);
      await page.getByRole("button", { name: t.part }).click();
      await expect(page.getByTestId("pay-balance-part")).toHaveText("−¥110");
      await expect(page.getByTestId("pay-total")).toHaveText(/^¥50(\.\d\d)?$/);
      await page.getByRole("button", { name: t.payNow }).click();
      await expect(page).toHaveURL(/\/sandbox\/alipay\/checkout\//);
      await page.getByRole("button", { name: t.sandboxPay, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, "/h5/success")}\\?orderType=recharge&id=\\d+$`));

      // The order says what was paid in all (¥110 from the balance and the rest with its fee at Alipay).
      await page.goto(at(locale, "/admin/dynamic/list"));
      await waitForHydration(page);
      await page
        .getByRole("button", { name: new RegExp(`^${t.details}`) })
        .first()
        .click();
      const details = page.getByTestId("order-details-dialog");
      await expect(details.getByTestId("order-balance-paid")).toHaveText("¥110");
      await expect(details).toContainText(/¥160(\.\d\d)?/);
      await screenshotAtBothWidths(page, `order-balance-part-${locale}`, { fullPage: false });
      await page.keyboard.press("Escape");

      // The history: newest first, with the running total.
      await page.goto(at(locale, "/admin/balance"));
      await waitForHydration(page);
      await expect(page.getByTestId("balance-amount")).toHaveText("¥0");
      const rows = page.getByTestId("balance-history").locator("tbody tr");
      await expect(rows).toHaveCount(4);
      await expect(rows.nth(0)).toContainText(t.paymentKind);
      await expect(rows.nth(0)).toContainText("−¥110");
      await expect(rows.nth(1)).toContainText("−¥30");
      await expect(rows.nth(1)).toContainText("¥110");
      await expect(rows.nth(3)).toContainText(t.topupKind);
      await expect(rows.nth(3)).toContainText("+¥300");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: locale === "en" ? "Download CSV" : "导出 CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^balance-history-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await readFile((await download.path()) ?? "", "utf8"))
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe(t.csvHeader);
      expect(lines.slice(1).map((line) => line.split(",").slice(1).join(","))).toEqual([
        expect.stringMatching(new RegExp(`^${t.topupKind},topup-order:\\d+,300,300$`)),
        expect.stringMatching(new RegExp(`^${t.paymentKind},order:recharge:\\d+,-160,140$`)),
        expect.stringMatching(new RegExp(`^${t.paymentKind},order:static:\\d+,-30,110$`)),
        expect.stringMatching(new RegExp(`^${t.paymentKind},order-hold:recharge:\\d+,-110,0$`)),
      ]);

      // Auto-renewal from the balance for the new IP: on, and still on after a reload.
      await page.goto(at(locale, "/admin/static/management?type=1"));
      await waitForHydration(page);
      const toggle = page.getByRole("switch", { name: new RegExp(`^${t.autoRenew}`) });
      await expect(toggle).toHaveCount(1);
      await expect(toggle).toHaveAttribute("aria-checked", "false");
      await toggle.click();
      await expect(page.getByText(t.autoRenewOn)).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-checked", "true");
      await page.reload();
      await expect(page.getByRole("switch", { name: new RegExp(`^${t.autoRenew}`) })).toHaveAttribute(
        "aria-checked",
        "true",
      );
    });
  });
}
