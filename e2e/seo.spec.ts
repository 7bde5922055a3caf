import { authPagePaths, publicPagePaths } from "@shop/contract";
import { expect, test } from "./fixtures.ts";
import { baseURL } from "./support.ts";

/**
 * Every page of the site, unprefixed (zh-CN); each is checked under /en too: the public pages the
 * sitemap lists, the order page, the auth pages, the H5 shop, and a page that does not exist.
 */
const pages = [...publicPagePaths, "/order", ...authPagePaths, "/h5", "/no-such-page"];
const adminPages = ["/admin", "/admin/dashboard", "/admin/account"];

const withEnglish = (paths: string[]) => paths.flatMap((path) => [path, path === "/" ? "/en" : `/en${path}`]);
const unprefixed = (path: string) => (path === "/en" ? "/" : path.replace(/^\/en(?=\/)/, ""));

async function expectAlternates(page: import("@playwright/test").Page, path: string) {
  const zh = `${baseURL}${unprefixed(path)}`;
  const en = `${baseURL}${unprefixed(path) === "/" ? "/en" : `/en${unprefixed(path)}`}`;
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute("href", zh);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", en);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", zh);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", path.startsWith("/en") ? en : zh);
}

test.describe("hreflang alternates", () => {
  for (const path of withEnglish(pages)) {
    test(`${path} links both languages`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expectAlternates(page, path);
    });
  }

  for (const path of withEnglish(adminPages)) {
    test(`${path} (logged in) links both languages`, async ({ page, logIn }) => {
      await logIn();
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expectAlternates(page, path);
    });
  }
});

test("/sitemap.xml lists the Chinese and English pages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(expect.arrayContaining([`${baseURL}/`, `${baseURL}/en`, `${baseURL}/buy`, `${baseURL}/en/buy`]));
  expect(locs.some((loc) => loc?.includes("/admin"))).toBe(false);
  expect(xml).toContain(`hreflang="en" href="${baseURL}/en"`);
});

test("/robots.txt keeps crawlers out of the user centre", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain("Disallow: /en/admin");
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("/builds/latest.json names the deployed build", async ({ request }) => {
  const response = await request.get("/builds/latest.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const body = (await response.json()) as { buildId?: unknown; builtAt?: unknown };
  expect(typeof body.buildId).toBe("string");
  expect(body.buildId).not.toBe("");
  expect(body.buildId).not.toBe("dev");
  expect(Number.isNaN(Date.parse(String(body.builtAt)))).toBe(false);
});
