import { expect, test } from "@playwright/test";

/** The API reference reads in the page's language (group names, the curl samples' Accept-Language) and is linked from the footer. */
for (const [prefix, footerLink, group, language] of [
  ["", "API 文档", "实名认证", "zh-CN"],
  ["/en", "API reference", "Certification", "en"],
] as const) {
  test(`the API reference is in the reader's language and linked from the footer (${language})`, async ({ page }) => {
    // Full-page screenshots on a busy machine wait for fonts: more time than an assertion needs.
    test.setTimeout(90_000);
    await page.goto(`${prefix}/help-center`);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: footerLink })).toHaveAttribute(
      "href",
      `${prefix}/api-docs`,
    );
    await page.goto(`${prefix}/api-docs`);
    await expect(page.getByRole("heading", { level: 2, name: group, exact: true })).toBeVisible();
    await expect(page.locator("pre").filter({ hasText: "curl" }).first()).toContainText(`Accept-Language: ${language}`);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screenshots/api-docs-${language}-${width}.png` });
    }
  });
}
