import { expect, test } from "@playwright/test";
import { signInAsDemoOwner } from "./ops-owner.ts";
import { opsHostURL as ops, screenshotAtBothWidths } from "./support.ts";

/**
 * The console speaks the business's clock (BUSINESS_TIME_ZONE, Asia/Shanghai here) and names it:
 * the dashboard's days and the audit log's times, in both languages, not bare UTC.
 */
test("the dashboard and the audit log name the business time zone", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${ops}/en/ops/login`);
  await signInAsDemoOwner(page);
  await expect(page.getByText("Today (Beijing time)")).toBeVisible();
  await expect(page.getByText("This month (Beijing time)")).toBeVisible();
  await screenshotAtBothWidths(page, "ops-dashboard-zone-en", { fullPage: false, restoreWidth: 1440 });

  await page.goto(`${ops}/en/ops/audit`);
  await expect(page.getByRole("columnheader", { name: "Time (Beijing time)" })).toBeVisible();
  await expect(page.getByText("Times are Beijing time (Asia/Shanghai).")).toBeVisible();
  // The newest row is the sign-in just now, on Beijing's clock: eight hours ahead of UTC.
  const shown = (await page.getByRole("row").nth(1).getByRole("link").first().textContent()) ?? "";
  const beijingHour = (new Date().getUTCHours() + 8) % 24;
  expect(Number(shown.slice(11, 13))).toBeGreaterThanOrEqual(beijingHour === 0 ? 0 : beijingHour - 1);
  expect(Number(shown.slice(11, 13))).toBeLessThanOrEqual(beijingHour);
  await screenshotAtBothWidths(page, "ops-audit-zone-en", { fullPage: false, restoreWidth: 1440 });

  await page.goto(`${ops}/ops`);
  await expect(page.getByText("今日（北京时间）")).toBeVisible();
  await screenshotAtBothWidths(page, "ops-dashboard-zone-zh-CN", { fullPage: false, restoreWidth: 1440 });
  await page.goto(`${ops}/ops/audit`);
  await expect(page.getByRole("columnheader", { name: "时间（北京时间）" })).toBeVisible();
  await screenshotAtBothWidths(page, "ops-audit-zone-zh-CN", { fullPage: false, restoreWidth: 1440 });
});
