import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support.ts";

/**
 * A customer from abroad learns before paying that the proxies need real-name verification and
 * what it accepts (a passport, a foreign company, a mainland ID or a company credit code), on the price list and at checkout.
 * The registration side (e-mail first on /en, foreign numbers named) is in auth-details.spec.ts.
 */
const notice =
  /real-name verification .* passport of any country .* mainland China resident ID card .* foreign company's registration document .* unified social credit code/;

test("en: the price list and the checkout say what verification proxy use needs, before payment", async ({ page }) => {
  // Full-page screenshots on a busy machine wait for fonts: more time than an assertion needs.
  test.setTimeout(90_000);
  await page.goto("/en/buy");
  await expect(page.getByTestId("verification-notice")).toHaveText(notice);
  await page.goto("/en/order?product=dynamic&gb=2");
  await waitForHydration(page);
  await expect(page.getByTestId("verification-notice")).toHaveText(notice);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/order-notice-en-${width}.png`, fullPage: true });
  }
  await page.goto("/order?product=dynamic&gb=2");
  await expect(page.getByTestId("verification-notice")).toHaveText(
    /实名认证.*居民身份证.*护照.*统一社会信用代码.*境外企业/,
  );
  await page.screenshot({ path: "test-results/screenshots/order-notice-zh-390.png", fullPage: true });
});
