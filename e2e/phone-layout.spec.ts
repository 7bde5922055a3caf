import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { paidStaticOrder } from "./ops-paid-orders.ts";
import { waitForHydration } from "./support.ts";

/** What a customer met on a 390 px phone: cut-off tabs, a chat button over the page, e-mails cut mid-word. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const shots = async (page: Page, name: string) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, animations: "disabled" });
  }
  await page.setViewportSize({ width: 390, height: 844 });
};

/** The characters a rendered line starts with after the first: where the browser broke the text. */
async function lineBreaksOf(element: Locator): Promise<Array<{ before: string; after: string }>> {
  return element.evaluate((node) => {
    const text = node.textContent ?? "";
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const chars: Array<{ char: string; top: number }> = [];
    for (let current = walker.nextNode(); current; current = walker.nextNode()) {
      for (let i = 0; i < (current.textContent ?? "").length; i++) {
        const range = document.createRange();
        range.setStart(current, i);
        range.setEnd(current, i + 1);
        chars.push({ char: current.textContent?.[i] ?? "", top: range.getBoundingClientRect().top });
      }
    }
    const breaks: Array<{ before: string; after: string }> = [];
    for (let i = 1; i < chars.length; i++) {
      if ((chars[i]?.top ?? 0) > (chars[i - 1]?.top ?? 0) + 2) {
        breaks.push({ before: chars[i - 1]?.char ?? "", after: chars[i]?.char ?? "" });
      }
    }
    return text ? breaks : [];
  });
}

for (const locale of ["en", "zh-CN"] as const) {
  const prefix = locale === "en" ? "/en" : "";

  test(`${locale}: every IP type tab shows in full on a phone`, async ({ page, logIn }) => {
    await logIn();
    await page.goto(`${prefix}/admin/static/management`);
    const tablist = page.getByRole("tablist");
    await expect(tablist.getByRole("tab")).toHaveCount(4);
    const box = await tablist.boundingBox();
    for (const tab of await tablist.getByRole("tab").all()) {
      const tabBox = await tab.boundingBox();
      expect(tabBox && box && tabBox.x >= box.x && tabBox.x + tabBox.width <= box.x + box.width + 0.5).toBe(true);
      // Nothing of its label is hidden: no ellipsis, no clipping.
      expect(await tab.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    }
    await shots(page, `ip-tabs-${locale}`);
  });

  test(`${locale}: on a phone the customer-service button stays in the header, over no content`, async ({
    page,
    context,
  }) => {
    // A member with two static IPs: their rows once widened the page past the screen, and the
    // fixed button (placed against the widened viewport) landed on the menu button.
    await paidStaticOrder(context);
    for (const path of ["/admin/static/management", "/admin/dashboard"]) {
      await page.goto(`${prefix}${path}`);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      // Polled: on a loaded machine the header is measured while the page is still laying out.
      const placement = async () => {
        const header = await page.locator("header").first().boundingBox();
        const button = await page.getByTestId("customer-service-button").boundingBox();
        const menu = await page.locator('header button[aria-controls="mobile-menu"]').boundingBox();
        return {
          inHeader: Boolean(
            header && button && button.y >= header.y && button.y + button.height <= header.y + header.height,
          ),
          // Beside the menu button, not on it.
          besideMenu: Boolean(menu && button && button.x + button.width <= menu.x),
        };
      };
      await expect.poll(placement, { timeout: 10_000 }).toEqual({ inHeader: true, besideMenu: true });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shots(page, `chat-button-${locale}`);
  });

  test(`${locale}: no user-centre page of a member with orders and IPs scrolls sideways on a phone`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // Paid static IPs (one renewed) and, through the same member's session, its orders: the lists
    // and cards have rows, where long values (times with their zone, order numbers) live.
    await paidStaticOrder(context, { renewOne: true });
    const pages = [
      "/admin",
      "/admin/dashboard",
      "/admin/static/management",
      "/admin/static/list",
      "/admin/dynamic/list",
      "/admin/static/buy",
      "/admin/dynamic/buy",
      "/admin/balance",
      "/admin/account",
      "/admin/account-password-auth",
      "/admin/api-keys",
      "/admin/webhooks",
      "/admin/alerts",
      "/admin/support",
      "/admin/messages",
      "/admin/invite",
      "/admin/auth",
      "/admin/my-data",
      "/admin/help-center",
      "/admin/product/dynamic",
      "/admin/product/static",
      "/admin/product/datacenter",
    ];
    for (const path of pages) {
      await page.goto(`${prefix}${path}`);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${prefix}${path} is wider than the phone`).toBeLessThanOrEqual(0);
    }
  });

  test(`${locale}: e-mail addresses break only before "@", a dot or after a hyphen`, async ({ page }) => {
    // A narrow phone, where the address has to wrap somewhere.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${prefix}/service`);
    await waitForHydration(page);
    const links = page.locator('main a[href^="mailto:"], footer a[href^="mailto:"]');
    expect(await links.count()).toBeGreaterThan(0);
    await page.getByTestId("customer-service-button").click();
    const dialogLinks = page.getByRole("dialog").locator('a[href^="mailto:"]');
    for (const link of [...(await links.all()), ...(await dialogLinks.all())]) {
      // Made narrow enough to wrap: the address alone on a line a third of its width.
      await link.evaluate((node) => {
        (node as HTMLElement).style.display = "inline-block";
        (node as HTMLElement).style.maxWidth = "11em";
      });
      const breaks = await lineBreaksOf(link);
      expect(breaks.length).toBeGreaterThan(0);
      // Before "@" or a dot, or after a hyphen the address has itself.
      for (const { before, after } of breaks) expect(["@", "."].includes(after) || before === "-").toBe(true);
    }
  });
}
