import { expect, test } from "@playwright/test";
import { createMember as registerFreshMember } from "./fixtures.ts";
import { baseURL, collectPageProblems, waitForHydration } from "./support.ts";

const copy = {
  "zh-CN": {
    prefix: "",
    heading: "余额与流量提醒",
    gb: "剩余流量低于（GB）",
    percent: "或低于已购流量的（%）",
    days: "到期前 3 天",
    balance: "账户余额低于（元）",
    sms: "短信",
    save: "保存提醒设置",
    saved: "提醒设置已保存",
    noChannel: "请至少选择一种提醒方式：邮件、短信或 Webhook",
    badPercent: "百分比请填写 1 到 99 之间的整数",
  },
  en: {
    prefix: "/en",
    heading: "Alerts",
    gb: "Remaining traffic below (GB)",
    percent: "Or below this share of traffic bought (%)",
    days: "3 days before",
    balance: "Account balance below (CNY)",
    sms: "SMS",
    save: "Save alerts",
    saved: "Your alerts were saved",
    noChannel: "Choose at least one way to be told: e-mail, SMS or webhook",
    badPercent: "Enter a whole percentage from 1 to 99",
  },
} as const;

for (const [locale, t] of Object.entries(copy)) {
  test.describe(`alerts (${locale})`, () => {
    test("sets traffic, expiry and balance alerts by SMS; bad input is refused with a message", async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const problems = collectPageProblems(page);
      await registerFreshMember(page, context);
      await page.goto(`${baseURL}${t.prefix}/admin/alerts`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();

      await page.getByLabel(t.balance).fill("50");
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByText(t.noChannel)).toBeVisible();

      await page.getByRole("checkbox", { name: t.sms, exact: true }).check();
      await page.getByLabel(t.percent).fill("150");
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByText(t.badPercent)).toBeVisible();

      await page.getByLabel(t.gb).fill("5");
      await page.getByLabel(t.percent).fill("10");
      await page.getByRole("checkbox", { name: t.days }).check();
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByText(t.saved)).toBeVisible();

      await page.setViewportSize({ width: 1440, height: 1200 });
      await page.screenshot({ path: `test-results/alerts-${locale}-1440.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `test-results/alerts-${locale}-390.png`, fullPage: true });

      await page.reload();
      await waitForHydration(page);
      await expect(page.getByLabel(t.gb)).toHaveValue("5");
      await expect(page.getByLabel(t.percent)).toHaveValue("10");
      await expect(page.getByLabel(t.balance)).toHaveValue("50");
      await expect(page.getByRole("checkbox", { name: t.days })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: t.sms, exact: true })).toBeChecked();
      expect(problems).toEqual([]);
    });
  });
}
