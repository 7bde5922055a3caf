import { expect, test } from "@playwright/test";
import { type Locale, text } from "./support.ts";

const homes: Array<{ locale: Locale; path: string }> = [
  { locale: "zh-CN", path: "/" },
  { locale: "en", path: "/en" },
];

test.describe("server-rendered home page", () => {
  for (const { locale, path } of homes) {
    test(`${path} is rendered on the server in ${locale}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`<title>${text[locale].homeTitle} - ${text[locale].siteName}</title>`);
      expect(html).toContain(text[locale].homeHeading);
    });

    test(`${path} shows the ${locale} page in the browser`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page).toHaveTitle(`${text[locale].homeTitle} - ${text[locale].siteName}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text[locale].homeHeading);
      // Even the navigation bar's name for screen readers is in the page's language.
      await expect(page.getByTestId("top-loading-bar")).toHaveAttribute("aria-label", text[locale].loading);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, path } of homes) {
    test(`${path} still shows its ${locale} heading and title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page).toHaveTitle(`${text[locale].homeTitle} - ${text[locale].siteName}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text[locale].homeHeading);
    });
  }

  test("the language switcher works through the server", async ({ page, context }) => {
    await page.goto("/buy?x=1");
    await page.getByRole("navigation", { name: text["zh-CN"].switcherLabel }).locator('a[data-locale="en"]').click();
    await expect(page).toHaveURL("/en/buy?x=1");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.en.buyHeading);
    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    expect(cookie?.value).toBe("en");
  });
});
