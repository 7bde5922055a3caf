import { expect, test } from "@playwright/test";
import { type Locale, text, waitForHydration } from "./support.ts";

const cases: Array<{ locale: Locale; path: string; home: string }> = [
  { locale: "zh-CN", path: "/no-such-page", home: "/" },
  { locale: "en", path: "/en/no-such-page", home: "/en" },
];

for (const { locale, path, home } of cases) {
  test(`${path} shows the ${locale} 404 page with a way home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(path);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    const errorPage = page.locator('[data-error-kind="notFound"]');
    await expect(errorPage).toBeVisible();
    await expect(errorPage.getByRole("heading", { level: 1 })).toHaveText(text[locale].notFoundTitle);
    await expect(page).toHaveTitle(new RegExp(`^${text[locale].notFoundTitle}`));

    await waitForHydration(page);
    await errorPage.getByRole("link", { name: text[locale].backHome }).click();
    await expect(page).toHaveURL(home);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text[locale].homeHeading);
  });
}

test("a deeper unknown path is a 404 as well", async ({ request }) => {
  const response = await request.get("/en/buy/nothing/here", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('data-error-kind="notFound"');
});

// A missing article fails in its loader, not in the route table: its 404 keeps the site around it.
const missingArticles: Array<{ locale: Locale; path: string }> = [
  { locale: "zh-CN", path: "/blog/no-such-post" },
  { locale: "en", path: "/en/help-center/no-such-article" },
];

for (const { locale, path } of missingArticles) {
  test(`${path} is a ${locale} 404 inside the site's header and footer`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-error-kind="notFound"]').getByRole("heading", { level: 1 })).toHaveText(
      text[locale].notFoundTitle,
    );
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${text[locale].notFoundTitle}`));
  });
}
