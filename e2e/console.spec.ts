import { expect, test } from "@playwright/test";
import {
  collectPageProblems,
  cspViolations,
  type Locale,
  recordCspViolations,
  text,
  waitForHydration,
} from "./support.ts";

const homes: Array<{ locale: Locale; path: string; buy: string }> = [
  { locale: "zh-CN", path: "/", buy: "/buy" },
  { locale: "en", path: "/en", buy: "/en/buy" },
];

for (const { locale, path, buy } of homes) {
  test(`${path} loads and navigates without console errors or CSP violations`, async ({ page }) => {
    const problems = collectPageProblems(page);
    await recordCspViolations(page);

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text[locale].homeHeading);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");

    // A client-side navigation loads route data and code without a full page load.
    await page.getByRole("navigation", { name: text[locale].mainNav }).getByRole("link").nth(1).click();
    await expect(page).toHaveURL(buy);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text[locale].buyHeading);
    await page.waitForLoadState("networkidle");

    expect(problems).toEqual([]);

    expect(await cspViolations(page)).toEqual([]);
  });
}
