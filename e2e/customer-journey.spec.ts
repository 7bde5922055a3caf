import { expect, type Page, test } from "@playwright/test";
import { type Locale, waitForHydration } from "./support.ts";

/** What a new customer met on the way, checked the way they met it. */

const at = (locale: Locale, path: string) => (locale === "en" ? `/en${path === "/" ? "" : path}` : path);

async function siteGateway(page: Page) {
  const answer = await (await page.request.get("/app-api/ip/website/get")).json();
  return answer.data.gateway as { host: string; httpPort: number; socks5Port: number };
}

for (const locale of ["zh-CN", "en"] as const) {
  test(`the quick start and the product page name the gateway the generator uses (${locale})`, async ({ page }) => {
    const gateway = await siteGateway(page);
    await page.goto(at(locale, "/help-center/quick-start"));
    const article = page.locator("article");
    await expect(article).toContainText(`${gateway.host}:${gateway.httpPort}`);
    await expect(article).not.toContainText("gw.cloudstack-proxy.example");
    await expect(article).not.toContainText("{{");

    await page.goto(at(locale, "/dynamic-residential-proxies"));
    await expect(page.locator("main")).toContainText(`${gateway.host}:${gateway.socks5Port}`);
    await expect(page.locator("main")).not.toContainText("gw.cloudstack-proxy.example");
  });

  test(`a missing article's 404 is titled like any other 404 (${locale})`, async ({ page }) => {
    await page.goto(at(locale, "/no-such-page"));
    const unknownPath = await page.title();
    expect((await page.goto(at(locale, "/blog/no-such-post")))?.status()).toBe(404);
    expect(await page.title()).toBe(unknownPath);
    expect(unknownPath).toMatch(/ - /);
  });
}

test("English pages show no Chinese apart from the language switcher", async ({ page }) => {
  for (const path of ["/en", "/en/buy", "/en/h5", "/en/static-residential-proxies", "/en/service"]) {
    await page.goto(path);
    await waitForHydration(page);
    const chinese = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        // The switcher names each language in that language, and hidden <option>s are not read.
        if (!element || element.closest("[data-language-switcher], [lang='zh-CN'], script, style")) continue;
        if (/[\u4e00-\u9fff]/.test(node.textContent ?? "")) found.push((node.textContent ?? "").trim());
      }
      return found;
    });
    expect(chinese, path).toEqual([]);
  }
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the customer-service button never hides the end of a page`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/en/service");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const button = await page.getByTestId("customer-service-button").boundingBox();
    // Lines scrolled under the sticky header are hidden by the header itself (on a phone the button sits
    // in it, beside the menu button): only what shows below the header counts.
    const header = await page.locator("header").first().boundingBox();
    const headerBottom = header ? header.y + header.height : 0;
    if (viewport.width < 640 && button) expect(button.y + button.height).toBeLessThanOrEqual(headerBottom);
    const footerLines = page.locator("footer p");
    for (let i = 0; i < (await footerLines.count()); i++) {
      const line = await footerLines.nth(i).boundingBox();
      if (!button || !line || line.y < headerBottom) continue;
      const overlaps =
        button.x < line.x + line.width &&
        line.x < button.x + button.width &&
        button.y < line.y + line.height &&
        line.y < button.y + button.height;
      expect(overlaps, (await footerLines.nth(i).textContent()) ?? "").toBe(false);
    }
  });
}

test("code blocks in articles keep their padding and scroll inside the page on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/help-center/quick-start");
  const blocks = await page.locator("article pre").evaluateAll((pres) =>
    pres.map((pre) => {
      const style = getComputedStyle(pre);
      const box = pre.getBoundingClientRect();
      return { paddingLeft: Number.parseFloat(style.paddingLeft), overflowX: style.overflowX, right: box.right };
    }),
  );
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    expect(block.paddingLeft).toBeGreaterThanOrEqual(12);
    expect(block.overflowX).toBe("auto");
    expect(block.right).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a wrong pay-as-you-go amount is refused on the page, in the page's language", async ({ page }) => {
  for (const [path, expected] of [
    ["/buy", /请输入 \d+ 至 [\d,]+ 之间的整数 GB/],
    ["/en/buy", /Enter a whole number of GB from \d+ to [\d,]+/],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    const form = page.getByTestId("payg-form");
    await form.locator('input[name="gb"]').fill("0");
    await form.getByRole("button").click();
    await expect(form.getByRole("alert")).toHaveText(expected);
    await expect(page).toHaveURL(path);
    await expect(form.locator('input[name="gb"]')).toHaveAttribute("aria-invalid", "true");
    // A right amount goes on to the order.
    await form.locator('input[name="gb"]').fill("20");
    await expect(form.getByRole("alert")).toHaveCount(0);
    await form.getByRole("button").click();
    await expect(page).toHaveURL(/\/order\?product=dynamic&gb=20/);
  }
});
