import { expect, test } from "@playwright/test";
import { collectPageProblems, text, waitForHydration } from "./support.ts";

/*
 * The demo data has a white-label partner site on partner.localhost; browsers
 * send every *.localhost name to this machine, so it is the same test server
 * seen under a second host name.
 */
const partner = {
  "zh-CN": { path: "/", name: "远航代理" },
  en: { path: "/en", name: "Voyage Proxy" },
} as const;

for (const locale of ["zh-CN", "en"] as const) {
  test(`${locale}: a second host name shows the other substation's brand`, async ({ page, baseURL }) => {
    const problems = collectPageProblems(page);
    const origin = `http://partner.localhost:${new URL(baseURL ?? "").port}`;
    await page.goto(`${origin}${partner[locale].path}`);
    await waitForHydration(page);

    await expect(page).toHaveTitle(new RegExp(`${partner[locale].name}$`));
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: partner[locale].name })).toBeVisible();
    await expect(page.getByText(text[locale].siteName, { exact: true })).toHaveCount(0);
    // The partner's colour is the page's brand colour from the first byte (no flash of the main site's).
    await expect(page.locator("html")).toHaveAttribute("style", /--brand:\s*#047857/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#047857");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${partner[locale].path}`);
    expect(problems).toEqual([]);

    // The main site, on its own host name, keeps its brand.
    await page.goto(partner[locale].path);
    await expect(page.getByRole("banner").getByRole("link", { name: text[locale].siteName })).toBeVisible();
  });
}
