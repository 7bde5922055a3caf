import { expect, test } from "@playwright/test";
import { baseURL, setLocaleCookie, text } from "./support.ts";

test.describe("Accept-Language: en, no cookie", () => {
  test.use({ locale: "en", extraHTTPHeaders: { "Accept-Language": "en" } });

  test("/ goes to /en in English", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/`);
    await expect(page).toHaveURL("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.en.homeHeading);
  });

  test("a locale=zh-CN cookie beats the browser language", async ({ page, context }) => {
    await setLocaleCookie(context, "zh-CN");
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text["zh-CN"].homeHeading);
  });
});

test.describe("Accept-Language: en-US, no cookie", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US" } });

  test("/ stays Chinese (only the exact tag en counts)", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text["zh-CN"].homeHeading);
  });
});

test("a locale=en cookie sends /buy to /en/buy", async ({ page, context }) => {
  await setLocaleCookie(context, "en");
  const response = await page.goto("/buy");
  const first = response?.request().redirectedFrom();
  expect(first?.url()).toBe(`${baseURL}/buy`);
  expect((await first?.response())?.status()).toBe(302);
  await expect(page).toHaveURL("/en/buy");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.en.buyHeading);
});

test("/en pages are English even with a locale=zh-CN cookie", async ({ page, context }) => {
  await setLocaleCookie(context, "zh-CN");
  const response = await page.goto("/en/buy");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL("/en/buy");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.en.buyHeading);
});
