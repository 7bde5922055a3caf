import { expect, test } from "./fixtures.ts";
import { text } from "./support.ts";

test.describe("as a visitor", () => {
  test("/admin/dashboard goes to the login page with a way back", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/login?redirect=%2Fadmin%2Fdashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text["zh-CN"].loginHeading);
  });

  test("/en/admin/dashboard goes to the English login page", async ({ page }) => {
    await page.goto("/en/admin/dashboard");
    await expect(page).toHaveURL("/en/login?redirect=%2Fen%2Fadmin%2Fdashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.en.loginHeading);
  });

  test("the query string survives the trip to the login page", async ({ page }) => {
    await page.goto("/admin/static/buy?type=1");
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/admin/static/buy?type=1")}`);
  });
});

test.describe("with a session", () => {
  test.beforeEach(async ({ logIn }) => {
    await logIn();
  });

  test("/admin/dashboard shows the user-centre menu", async ({ page }) => {
    const response = await page.goto("/admin/dashboard");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/admin/dashboard");
    const menu = page.getByRole("navigation", { name: text["zh-CN"].adminMenuLabel });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: text["zh-CN"].dashboardHeading })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text["zh-CN"].dashboardHeading);
  });

  test("/en/admin/dashboard shows the English user-centre menu", async ({ page }) => {
    await page.goto("/en/admin/dashboard");
    await expect(page).toHaveURL("/en/admin/dashboard");
    await expect(page.getByRole("navigation", { name: text.en.adminMenuLabel })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.en.dashboardHeading);
  });

  test("/login sends a logged-in user home", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text["zh-CN"].homeHeading);
  });

  test("/en/login sends a logged-in user to the English home", async ({ page }) => {
    await page.goto("/en/login");
    await expect(page).toHaveURL("/en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.en.homeHeading);
  });
});
