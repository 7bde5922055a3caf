import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support.ts";

// Pages a visitor reads most, in both languages: axe-core finds no serious or critical violation.
const pages = [
  "/",
  "/en",
  "/dynamic-residential-proxies",
  "/en/static-residential-proxies",
  "/blog",
  "/en/blog/residential-vs-datacenter-proxies",
  "/blog/rotating-vs-sticky-sessions",
  "/help-center",
  "/en/help-center/adspower-proxy-setup",
  "/help-center/curl-proxy-examples",
  "/login",
  "/en/register",
];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(blocking).toEqual([]);
  });
}

test("the sitemap is valid XML and every URL in it answers 200", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  // The browser's XML parser: a parse error yields a <parsererror> document.
  const locs = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    if (doc.getElementsByTagName("parsererror").length > 0) throw new Error("sitemap is not well-formed XML");
    return [...doc.getElementsByTagName("loc")].map((node) => node.textContent ?? "");
  }, xml);
  expect(locs.length).toBeGreaterThan(60);
  for (const loc of locs) {
    const url = new URL(loc);
    const answer = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
    expect(answer.status(), loc).toBe(200);
  }
});
