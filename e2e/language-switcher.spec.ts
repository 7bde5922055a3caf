import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { baseURL, type Locale, text, waitForHydration } from "./support.ts";

const dayMs = 24 * 3600 * 1000;

function switcher(page: Page, current: Locale) {
  return page.getByRole("navigation", { name: text[current].switcherLabel });
}

async function expectLocaleCookie(context: BrowserContext, locale: Locale) {
  const cookie = (await context.cookies(baseURL)).find((c) => c.name === "locale");
  expect(cookie?.value).toBe(locale);
  // Remembered for 365 days (cookie expiry is in seconds).
  const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / dayMs;
  expect(daysLeft).toBeGreaterThan(364);
  expect(daysLeft).toBeLessThanOrEqual(365.01);
}

test("switching language keeps the path and query, survives a reload, and switches back", async ({ page, context }) => {
  await page.goto("/buy?x=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text["zh-CN"].buyHeading);
  await waitForHydration(page);

  const zhSwitcher = switcher(page, "zh-CN");
  await expect(zhSwitcher.locator('a[data-locale="zh-CN"]')).toHaveAttribute("aria-current", "true");
  await zhSwitcher.locator('a[data-locale="en"]').click();

  await expect(page).toHaveURL("/en/buy?x=1");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.en.buyHeading);
  await expect(page).toHaveTitle(`${text.en.buyTitle} - ${text.en.siteName}`);
  await expect(switcher(page, "en").locator('a[data-locale="en"]')).toHaveAttribute("aria-current", "true");
  await expectLocaleCookie(context, "en");

  await page.reload();
  await expect(page).toHaveURL("/en/buy?x=1");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.en.buyHeading);

  await waitForHydration(page);
  await switcher(page, "en").locator('a[data-locale="zh-CN"]').click();
  await expect(page).toHaveURL("/buy?x=1");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text["zh-CN"].buyHeading);
  await expect(page).toHaveTitle(`${text["zh-CN"].buyTitle} - ${text["zh-CN"].siteName}`);
  await expectLocaleCookie(context, "zh-CN");

  await page.reload();
  await expect(page).toHaveURL("/buy?x=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text["zh-CN"].buyHeading);
});

test.describe("for an English-speaking browser", () => {
  test.use({ locale: "en", extraHTTPHeaders: { "Accept-Language": "en" } });

  test("choosing Chinese is remembered over the browser language", async ({ page, context }) => {
    await page.goto("/");
    await expect(page).toHaveURL("/en");
    await waitForHydration(page);

    await switcher(page, "en").locator('a[data-locale="zh-CN"]').click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text["zh-CN"].homeHeading);
    await expectLocaleCookie(context, "zh-CN");

    await page.reload();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text["zh-CN"].homeHeading);
  });
});
