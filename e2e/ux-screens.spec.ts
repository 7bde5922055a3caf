import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { signInOperator } from "./ops-owner.ts";
import { opsHostURL, screenshotAtBothWidths, waitForHydration } from "./support.ts";

/**
 * Screenshots of the pages issue #30 changed, in both languages at 1440 and 390 px, for a person to
 * look at (test-results/screenshots/ux-*); each also checks the change it shows is there.
 */
for (const prefix of ["", "/en"] as const) {
  const lang = prefix ? "en" : "zh";
  test(`customer pages (${lang})`, async ({ page, certifiedMember }) => {
    test.setTimeout(120_000);
    expect(certifiedMember.mobile).toBeTruthy();
    await page.goto(`${prefix}/admin`);
    await waitForHydration(page);
    await expect(page.getByTestId("refusal-help")).toBeVisible();
    await screenshotAtBothWidths(page, `ux-get-proxy-${lang}`, { restoreWidth: 390 });
    await page.goto(`${prefix}/admin/account`);
    await waitForHydration(page);
    await page.getByRole("button", { name: prefix ? "Turn on two-factor login" : "开启两步验证" }).click();
    await page
      .getByRole("region", { name: prefix ? "Two-factor login" : "两步验证" })
      .getByLabel(prefix ? "Current password" : "当前密码", { exact: true })
      .fill(certifiedMember.password);
    await page.getByRole("button", { name: prefix ? "Continue" : "继续" }).click();
    await expect(page.getByTestId("otpauth-link")).toBeVisible();
    await screenshotAtBothWidths(page, `ux-two-factor-${lang}`, { restoreWidth: 390 });
    await page.goto(`${prefix}/admin/my-data`);
    await screenshotAtBothWidths(page, `ux-my-data-${lang}`, { restoreWidth: 390 });
    await page.goto(`${prefix}/buy`);
    await screenshotAtBothWidths(page, `ux-buy-${lang}`, { restoreWidth: 390 });
    // A signed-in member is sent away from /register: the sign-up form is shot signed out.
    await page.context().clearCookies();
    await page.goto(`${prefix}/register`);
    await waitForHydration(page);
    await screenshotAtBothWidths(page, `ux-register-${lang}`, { restoreWidth: 390 });
  });

  test(`console pages (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInOperator(page, prefix);
    await page.goto(`${opsHostURL}${prefix}/ops`);
    await expect(page.getByTestId("refunds-waiting")).toBeVisible();
    await screenshotAtBothWidths(page, `ux-ops-dashboard-${lang}`, { restoreWidth: 390 });
    await page.goto(`${opsHostURL}${prefix}/ops/members`);
    await screenshotAtBothWidths(page, `ux-ops-members-${lang}`, { restoreWidth: 390 });
    await page.goto(`${opsHostURL}${prefix}/ops/catalogue`);
    await screenshotAtBothWidths(page, `ux-ops-catalogue-${lang}`, { restoreWidth: 390 });
  });
}
