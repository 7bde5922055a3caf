import { expect, type Page, test } from "@playwright/test";
import { baseURL, type Locale, setLocaleCookie, text } from "./support.ts";

/** The page is at `url`, in `locale`, under the heading expected there. */
async function expectPageIn(page: Page, url: string, locale: Locale, heading: string) {
  await expect(page).toHaveURL(url);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

test.describe("Accept-Language: en, no cookie", () => {
  test.use({ locale: "en", extraHTTPHeaders: { "Accept-Language": "en" } });

  test("/ goes to /en in English", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/`);
    await expectPageIn(page, "/en", "en", text.en.homeHeading);
  });

  test("a locale=zh-CN cookie beats the browser language", async ({ page, context }) => {
    await setLocaleCookie(context, "zh-CN");
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expectPageIn(page, "/", "zh-CN", text["zh-CN"].homeHeading);
  });
});

test.describe("Accept-Language: en-US, no cookie", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US" } });

  test("/ stays Chinese (only the exact tag en counts)", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expectPageIn(page, "/", "zh-CN", text["zh-CN"].homeHeading);
  });
});

test("a locale=en cookie sends /buy to /en/buy", async ({ page, context }) => {
  await setLocaleCookie(context, "en");
  const response = await page.goto("/buy");
  const first = response?.request().redirectedFrom();
  expect(first?.url()).toBe(`${baseURL}/buy`);
  expect((await first?.response())?.status()).toBe(302);
  await expectPageIn(page, "/en/buy", "en", text.en.buyHeading);
});

test("/en pages are English even with a locale=zh-CN cookie", async ({ page, context }) => {
  await setLocaleCookie(context, "zh-CN");
  const response = await page.goto("/en/buy");
  expect(response?.status()).toBe(200);
  await expectPageIn(page, "/en/buy", "en", text.en.buyHeading);
});
