import { expect, test } from "./fixtures.ts";
import { type Locale, text, waitForHydration } from "./support.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const homes: Array<{ locale: Locale; path: string; buy: string }> = [
  { locale: "zh-CN", path: "/", buy: "/buy" },
  { locale: "en", path: "/en", buy: "/en/buy" },
];

for (const { locale, path, buy } of homes) {
  test(`the ${locale} header menu button opens and closes the menu`, async ({ page }) => {
    const t = text[locale];
    await page.goto(path);
    // The desktop navigation and switcher are hidden; only the menu button shows.
    await expect(page.getByRole("navigation", { name: t.mainNav })).toBeHidden();
    await expect(page.getByRole("navigation", { name: t.switcherLabel })).toBeHidden();
    const button = page.getByRole("button", { name: t.openMenu });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await waitForHydration(page);
    await button.tap();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const close = page.getByRole("button", { name: t.closeMenu });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("navigation", { name: t.mainNav })).toBeVisible();
    await expect(menu.getByRole("navigation", { name: t.switcherLabel })).toBeVisible();

    await close.tap();
    await expect(menu).toBeHidden();

    // A link in the menu navigates and closes it.
    await page.getByRole("button", { name: t.openMenu }).tap();
    await menu.getByRole("navigation", { name: t.mainNav }).getByRole("link").nth(1).tap();
    await expect(page).toHaveURL(buy);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.buyHeading);
    await expect(menu).toBeHidden();
  });
}

test("the page does not scroll sideways on a phone", async ({ page }) => {
  for (const path of ["/", "/en", "/buy", "/en/buy", "/login", "/en/login", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
});

test("the user-centre menu folds away on a phone", async ({ page, logIn }) => {
  await logIn();
  await page.goto("/en/admin/dashboard");
  const menu = page.getByRole("navigation", { name: text.en.adminMenuLabel });
  await expect(menu).toBeHidden();
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "User centre", exact: true });
  await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
});
