import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { demoAccount, type Locale, text, waitForHydration } from "./support.ts";

/** What a visitor sees on the public shop pages, in both languages. */
const copy = {
  "zh-CN": {
    prefix: "",
    titles: {
      "/": "海外住宅代理 IP · 动态与静态代理",
      "/dynamic-residential-proxies": "动态住宅代理",
      "/static-residential-proxies": "静态住宅代理",
      "/native-residential-proxies": "静态原生 IP",
      "/buy": "购买代理",
      "/order": "确认订单",
      "/service": "服务与支持",
      "/use-scene": "使用场景",
    },
    professional: "专业版",
    demoPackages: ["入门版", "标准版", "专业版", "商务版", "企业版"],
    recommended: "推荐",
    noExpiry: "流量长期有效，用完为止",
    faqQuestion: "什么是住宅代理？",
    faqAnswer: "住宅代理通过真实家庭的宽带线路转发您的请求",
    tokyo: "日本 · 东京",
    days90: "90 天",
    continue: "继续下单",
    submitOrder: "提交订单",
    loginFirst: "请先登录",
    customerService: "联系客服",
    contactHours: "7×24 小时在线",
    close: "关闭",
    problemHeading: "无法生成此订单",
    backToBuy: "返回购买页面",
    account: "手机号或邮箱",
    password: "密码",
    loginButton: "登录",
  },
  en: {
    prefix: "/en",
    titles: {
      "/": "Residential proxy IPs worldwide · Dynamic and static proxies",
      "/dynamic-residential-proxies": "Dynamic residential proxies",
      "/static-residential-proxies": "Static residential proxies",
      "/native-residential-proxies": "Static native IPs",
      "/buy": "Buy proxies",
      "/order": "Confirm order",
      "/service": "Service and support",
      "/use-scene": "Use cases",
    },
    professional: "Professional",
    demoPackages: ["Starter", "Standard", "Professional", "Business", "Enterprise"],
    recommended: "Recommended",
    noExpiry: "Traffic does not expire",
    faqQuestion: "What is a residential proxy?",
    faqAnswer: "A residential proxy sends your requests through the internet connection of a real household",
    tokyo: "Japan · Tokyo",
    days90: "90 days",
    continue: "Continue to order",
    submitOrder: "Submit order",
    loginFirst: "Please log in first",
    customerService: "Customer service",
    contactHours: "Online 24/7",
    close: "Close",
    problemHeading: "We could not prepare this order",
    backToBuy: "Back to the purchase page",
    account: "Mobile or e-mail",
    password: "Password",
    loginButton: "Log in",
  },
} as const;

const locales = Object.keys(copy) as Locale[];
const at = (locale: Locale, path: string) =>
  path === "/" ? copy[locale].prefix || "/" : `${copy[locale].prefix}${path}`;

/** The demo price list (packages/db/src/seed/catalogue.ts): Tokyo static ISP is ¥68 per IP per 30 days, 90 days 6% off. */
const tokyoTimesThreeFor90Days = "¥575.28";

async function openStaticOrder(page: Page, locale: Locale): Promise<string> {
  const t = copy[locale];
  await page.goto(at(locale, "/buy"));
  await waitForHydration(page);
  const section = page.locator("section#static");
  await section.locator("label").filter({ hasText: t.tokyo }).click();
  await section.locator("label").filter({ hasText: t.days90 }).click();
  await section.getByRole("spinbutton").fill("3");
  await expect(section.getByTestId("static-total")).toHaveText(tokyoTimesThreeFor90Days);
  await section.getByRole("button", { name: t.continue }).click();
  await expect(page).toHaveURL(/\/order\?product=static&node=\d+&days=90&count=3$/);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

for (const locale of locales) {
  const t = copy[locale];

  test.describe(`public shop pages (${locale})`, () => {
    for (const [path, title] of Object.entries(t.titles)) {
      test(`${at(locale, path)} renders with a translated title and no console error`, async ({ problems, page }) => {
        const target = path === "/order" ? `${at(locale, path)}?product=dynamic&package=3` : at(locale, path);
        const response = await page.goto(target);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${title} - ${text[locale].siteName}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{8,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await waitForHydration(page);
        await page.waitForLoadState("networkidle");
        expect(problems).toEqual([]);
      });
    }

    test("the home page shows the live traffic packages", async ({ page }) => {
      await page.goto(at(locale, "/"));
      const professional = page.getByTestId("traffic-package").filter({
        has: page.getByRole("heading", { name: t.professional, exact: true }),
      });
      await expect(professional).toContainText("¥1,250");
      await expect(professional).toContainText(t.recommended);
      // Traffic lots do not expire (docs/decisions.md), so no package promises a validity period.
      await expect(professional).toContainText(t.noExpiry);
      await expect(page.getByTestId("traffic-package").filter({ hasText: /365|有效期 \d|Valid for/ })).toHaveCount(0);
      // The five demo packages, by name: the console's browser tests add packages of their own to the
      // same database meanwhile, so the count of cards is not this test's to know.
      for (const name of t.demoPackages) {
        await expect(
          page.getByTestId("traffic-package").filter({ has: page.getByRole("heading", { name, exact: true }) }),
        ).toHaveCount(1);
      }
      await professional.getByRole("link").click();
      await expect(page).toHaveURL(`${at(locale, "/buy")}?product=dynamic&package=3`);
    });

    test("the home page states as many countries as the generator can target, no more", async ({ page, request }) => {
      const listed = await request.get("/app-api/ip/country-code/countryList");
      const countries = ((await listed.json()) as { data: unknown[] }).data.length;
      expect(countries).toBeGreaterThan(0);
      await page.goto(at(locale, "/"));
      await expect(page.locator('[data-stat="locations"] dd')).toHaveText(String(countries));
      await expect(page.locator("main")).not.toContainText(/200\+|200 多/);
    });

    test("the FAQ opens and closes with the keyboard", async ({ page }) => {
      await page.goto(at(locale, "/"));
      await waitForHydration(page);
      const item = page.getByTestId("faq-item").filter({ hasText: t.faqQuestion });
      const answer = item.getByText(t.faqAnswer);
      await expect(answer).toBeHidden();
      await item.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(item).toHaveAttribute("open", "");
      await expect(answer).toBeVisible();
      await page.keyboard.press("Space");
      await expect(answer).toBeHidden();
    });

    test("choosing static IPs on /buy leads to /order with the same total", async ({ page }) => {
      await openStaticOrder(page, locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.titles["/order"]);
      await expect(page.getByTestId("order-total")).toHaveText(tokyoTimesThreeFor90Days);
      await expect(page.getByText(t.tokyo)).toBeVisible();
    });

    test("a visitor submitting the order logs in and comes back to the same order", async ({ page }) => {
      const orderUrl = await openStaticOrder(page, locale);
      await waitForHydration(page);
      await page.getByRole("button", { name: t.submitOrder }).click();
      await expect(page.getByText(t.loginFirst)).toBeVisible();
      await expect(page).toHaveURL(`${at(locale, "/login")}?redirect=${encodeURIComponent(orderUrl)}`);

      await waitForHydration(page);
      await page.getByLabel(t.account).fill(demoAccount.mobile);
      await page.getByLabel(t.password, { exact: true }).fill(demoAccount.password);
      await page.getByRole("button", { name: t.loginButton, exact: true }).click();
      await expect(page).toHaveURL(orderUrl);
      await expect(page.getByTestId("order-total")).toHaveText(tokyoTimesThreeFor90Days);
    });

    test("a logged-in user submitting the order goes on to pay it", async ({ page, logIn }) => {
      await logIn();
      await page.goto(`${at(locale, "/order")}?product=dynamic&package=3`);
      await expect(page.getByTestId("order-total")).toHaveText("¥1,250");
      await waitForHydration(page);
      await page.getByRole("button", { name: t.submitOrder }).click();
      // The order exists now; its cashier shows the server's handling fee (e2e/orders.spec.ts pays).
      await expect(page).toHaveURL(new RegExp(`${at(locale, "/order")}\\?orderType=recharge&id=\\d+$`));
      await expect(page.getByTestId("pay-total")).toHaveText(/^¥1,25\d/);
    });

    test("an unknown choice on /order explains itself and links back to /buy", async ({ page }) => {
      await page.goto(`${at(locale, "/order")}?product=static&node=999999&days=30&count=1`);
      await expect(page.getByRole("alert")).toContainText(t.problemHeading);
      await page.getByRole("link", { name: t.backToBuy }).click();
      await expect(page).toHaveURL(at(locale, "/buy"));
    });

    test("the customer-service dialog opens, keeps focus and closes with Escape", async ({ page }) => {
      await page.goto(at(locale, "/service"));
      await waitForHydration(page);
      const button = page.getByTestId("customer-service-button");
      await expect(button).toHaveAccessibleName(t.customerService);
      await button.click();
      const dialog = page.getByRole("dialog", { name: t.customerService });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("customer-service-qr")).toBeVisible();
      await expect(dialog).toContainText(t.contactHours);
      // Tab cycles inside the dialog.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
}

test("the customer-service button is in the user centre too", async ({ page, logIn }) => {
  await logIn();
  await page.goto("/en/admin/dashboard");
  await waitForHydration(page);
  await page.getByTestId("customer-service-button").click();
  const dialog = page.getByRole("dialog", { name: copy.en.customerService });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: copy.en.close }).click();
  await expect(dialog).toBeHidden();
});

/** Screenshots go to test-results/screenshots unless SCREENSHOTS_DIR says otherwise. */
const shotsDir = process.env.SCREENSHOTS_DIR ?? "test-results/screenshots";

test.describe("screenshots of the shop pages", () => {
  const pages = [
    { name: "home", path: "/" },
    { name: "dynamic", path: "/dynamic-residential-proxies" },
    { name: "static", path: "/static-residential-proxies" },
    { name: "native", path: "/native-residential-proxies" },
    { name: "buy", path: "/buy" },
    { name: "order", path: "/order?product=static&node=ID&days=90&count=3" },
    { name: "service", path: "/service" },
    { name: "use-scene", path: "/use-scene" },
    { name: "blog", path: "/blog" },
    { name: "blog-post", path: "/blog/rotating-vs-sticky-sessions" },
    { name: "help-article", path: "/help-center/adspower-proxy-setup" },
  ];
  for (const target of pages) {
    for (const locale of locales) {
      for (const width of [1440, 390]) {
        const short = locale === "en" ? "en" : "zh";
        test(`screenshot ${target.name}-${short}-${width}`, async ({ page, request }) => {
          let path = target.path;
          if (path.includes("node=ID")) {
            const nodes = (await (await request.get("/app-api/ip/static-isp/node?type=2")).json()) as {
              data: Array<{ id: number; countryCode: string }>;
            };
            path = path.replace("ID", String(nodes.data.find((node) => node.countryCode === "JP")?.id));
          }
          await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
          await page.goto(at(locale, path));
          await waitForHydration(page);
          await page.waitForLoadState("networkidle");
          await page.evaluate(() => document.fonts.ready);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
          await page.screenshot({
            path: `${shotsDir}/shop-${target.name}-${short}-${width}.png`,
            fullPage: true,
            animations: "disabled",
          });
          if (target.name === "home") {
            await page.getByTestId("customer-service-button").click();
            await expect(page.getByRole("dialog")).toBeVisible();
            await page.screenshot({
              path: `${shotsDir}/shop-customer-service-${short}-${width}.png`,
              animations: "disabled",
            });
          }
        });
      }
    }
  }
});
