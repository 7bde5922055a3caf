import { expect, type Page, test } from "@playwright/test";
import { createMember, submitCompanyApplication } from "./fixtures.ts";
import { signInOperator } from "./ops-owner.ts";
import { paidTrafficOrder } from "./ops-paid-orders.ts";
import { opsHostURL as ops, waitForHydration } from "./support.ts";

/**
 * Every console page on a 390 px phone, in both languages: the page itself never scrolls sideways
 * (a wide table scrolls inside its own frame), and an open dialog fits the screen. Screenshots go
 * to test-results/screenshots/ops-mobile-*.png.
 */
const phone = { width: 390, height: 844 };

/** The page is no wider than the phone: nothing makes the whole document scroll sideways. */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${name} is ${width} px wide`).toBeLessThanOrEqual(phone.width);
}

async function check(page: Page, name: string) {
  // A page's title, or the console's "no such page" line.
  await expect(page.locator("h1, main p").first()).toBeVisible();
  await expectNoSidewaysScroll(page, name);
  await page.screenshot({ path: `test-results/screenshots/ops-mobile-${name}-390.png`, fullPage: true });
}

/** The href of the first link of a list page that leads to one item ("/ops/orders/traffic/12"). */
async function firstItemLink(page: Page, pattern: RegExp): Promise<string | null> {
  // The table's head shows before its rows have loaded: wait for a row's link, not the table.
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const hrefs = await page
          .locator("main a[href]")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        found = hrefs.find((href): href is string => href !== null && pattern.test(href)) ?? null;
        return found;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return found;
}

test("every console page fits a 390 px phone in both languages", async ({ browser }) => {
  test.setTimeout(420_000);
  const context = await browser.newContext({ viewport: phone, locale: "zh-CN" });
  const page = await context.newPage();
  // A paid traffic order of a member of its own, so the order lists and an order's page have a row.
  await paidTrafficOrder(context);
  const applicant = await createMember(page, context, { signIn: false });
  await submitCompanyApplication(context.request, applicant.mobile, applicant.password, "福州窄屏网络科技有限公司");

  // Before signing in: the login page and an enrolment link without its token.
  for (const prefix of ["", "/en"]) {
    const lang = prefix ? "en" : "zh";
    await page.goto(`${ops}${prefix}/ops/login`);
    await check(page, `login-${lang}`);
    await page.goto(`${ops}${prefix}/ops/enrol`);
    await check(page, `enrol-${lang}`);
  }

  await signInOperator(page);
  for (const prefix of ["", "/en"]) {
    const lang = prefix ? "en" : "zh";
    const pages = [
      "/ops",
      "/ops/members",
      "/ops/certifications",
      "/ops/orders",
      "/ops/refunds",
      "/ops/catalogue",
      "/ops/stock",
      "/ops/content",
      "/ops/content/blog/new",
      "/ops/exports",
      "/ops/sites",
      "/ops/redirects",
      "/ops/audit",
      "/ops/adjustments",
      "/ops/operators",
      "/ops/account",
      "/ops/no-such-page",
    ];
    for (const path of pages) {
      await page.goto(`${ops}${prefix}${path}`);
      await waitForHydration(page);
      await check(page, `${path.slice(1).replaceAll("/", "-")}-${lang}`);
    }

    // One item of each list: a member, an order, a real-name application when there is one.
    for (const [list, pattern, name] of [
      ["/ops/members?q=13800138000", /\/ops\/members\/\d+$/, "member"],
      ["/ops/orders", /\/ops\/orders\/\w+\/\d+$/, "order"],
      ["/ops/certifications", /\/ops\/certifications\/\w+\/\d+$/, "certification-application"],
    ] as const) {
      await page.goto(`${ops}${prefix}${list}`);
      await waitForHydration(page);
      const href = await firstItemLink(page, pattern);
      expect(href, `a link to one ${name}`).not.toBeNull();
      await page.goto(`${ops}${href}`);
      await waitForHydration(page);
      // Raw provider notifications open in place (long lines of JSON and headers).
      for (const raw of await page.locator("main details").all()) await raw.locator("summary").click();
      await check(page, `${name}-${lang}`);
    }

    // Wide states of two forms: the stock import's report of bad lines, an operator's enrolment link.
    await page.goto(`${ops}${prefix}/ops/stock`);
    await waitForHydration(page);
    await page
      .locator("main textarea")
      .first()
      .fill(`203.0.113.250,8000,1,${"Supplier".repeat(12)},800,2099-12-31\n10.0.0.1,8000,1`);
    await page.getByRole("button", { name: prefix ? "Check lines" : "检查", exact: true }).click();
    await expect(page.getByText(prefix ? /10\.0\.0\.1 is/ : /10\.0\.0\.1 是/)).toBeVisible();
    await check(page, `stock-check-${lang}`);
    await page.goto(`${ops}${prefix}/ops/operators`);
    await waitForHydration(page);
    await page.locator("main form input").nth(0).fill(`phone-${lang}-${Date.now()}@ops.test`);
    await page.locator("main form input").nth(1).fill("Phone check");
    await page.locator("main form button[type=submit]").click();
    // The link goes to the new operator's own e-mail; the creator is told it was sent, never shown it.
    await expect(page.getByTestId("enrolment-link")).toBeVisible();
    await expect(page.locator("main").getByText(/\/ops\/enrol#/)).toHaveCount(0);
    await check(page, `operators-link-${lang}`);

    // A dialog on the phone: the member's suspension form fits the screen.
    await page.goto(`${ops}${prefix}/ops/members?q=13800138000`);
    await waitForHydration(page);
    const member = await firstItemLink(page, /\/ops\/members\/\d+$/);
    await page.goto(`${ops}${member}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: prefix ? "Suspend" : "停用", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phone.width, "the dialog fits the screen").toBe(true);
    await expectNoSidewaysScroll(page, `member dialog ${lang}`);
    await page.screenshot({ path: `test-results/screenshots/ops-mobile-member-dialog-${lang}-390.png` });
    await page.keyboard.press("Escape");

    // The navigation opens from its menu button and fits too.
    await page.goto(`${ops}${prefix}/ops`);
    await waitForHydration(page);
    await page.locator("button[aria-controls=console-nav]").click();
    await expect(page.locator("#console-nav")).toBeVisible();
    await expectNoSidewaysScroll(page, `navigation ${lang}`);
    await page.screenshot({ path: `test-results/screenshots/ops-mobile-nav-${lang}-390.png` });
  }
  await context.close();
});
