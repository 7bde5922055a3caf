import { readFileSync } from "node:fs";
import { type BrowserContext, expect, type Page } from "@playwright/test";

/** The texts a user sees, straight from the catalogues the app renders. */
export const text = {
  "zh-CN": {
    homeHeading: "稳定、纯净的海外住宅代理 IP",
    homeTitle: "海外住宅代理 IP · 动态与静态代理",
    siteName: "云栈代理",
    buyHeading: "选择适合您的代理套餐",
    buyTitle: "购买代理",
    switcherLabel: "切换语言",
    notFoundTitle: "页面不存在",
    backHome: "返回首页",
    adminMenuLabel: "用户中心菜单",
    dashboardHeading: "仪表盘",
    loginHeading: "登录您的账户",
    registerHeading: "创建账户",
    accountHeading: "账户",
    openMenu: "打开菜单",
    closeMenu: "关闭菜单",
    mainNav: "主导航",
    loading: "加载中…",
  },
  en: {
    homeHeading: "Stable, clean residential proxy IPs worldwide",
    homeTitle: "Residential proxy IPs worldwide · Dynamic and static proxies",
    siteName: "CloudStack Proxy",
    buyHeading: "Choose the right proxy plan",
    buyTitle: "Buy proxies",
    switcherLabel: "Change language",
    notFoundTitle: "Page not found",
    backHome: "Back to home",
    adminMenuLabel: "User centre menu",
    dashboardHeading: "Dashboard",
    loginHeading: "Log in to your account",
    registerHeading: "Create an account",
    accountHeading: "Account",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNav: "Main navigation",
    loading: "Loading…",
  },
} as const;

export type Locale = keyof typeof text;

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${e2ePort}`;
export const opsBaseURL = `http://localhost:${e2ePort + 1}`;
/** The operator console's host in demo mode (Chromium resolves *.localhost to this machine). */
export const opsHostURL = `http://ops.localhost:${e2ePort}`;

/** The demo account that demo mode seeds (README). */
export const demoAccount = { mobile: "13800138000", password: "proxy-demo-2026" };

export async function setLocaleCookie(context: BrowserContext, locale: Locale): Promise<void> {
  await context.addCookies([{ name: "locale", value: locale, url: baseURL, sameSite: "Lax" }]);
}

/**
 * Waits until React has hydrated the page: React attaches its internal
 * properties to DOM nodes when it takes them over.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const node = document.querySelector("body > *");
        return node ? Object.keys(node).some((key) => key.startsWith("__react")) : false;
      }),
    )
    .toBe(true);
}

/** Console errors, uncaught exceptions and Content-Security-Policy violations seen by the page. */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Records `securitypolicyviolation` events into window.__cspViolations before any page script runs. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) => {
      store.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** The newest six-digit code the sandbox outbox holds for a recipient (SMS is addressed in E.164). */
export async function outboxCode(page: Page, recipient: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const response = await page.request.get(`${baseURL}/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`);
      const body = (await response.json()) as { messages: Array<{ body: string }> };
      code = body.messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Screenshots at 1440 and 390 px (height 900 and 844) into `DIR/NAME-WIDTH.png` (test-results/screenshots
 * unless `dir` says otherwise), full page unless `fullPage: false`, from the top with nothing focused (a
 * full-page shot of a scrolled page paints the sticky header mid-page). At each width the page must not
 * scroll sideways: the first elements that stick out are named. The page is left at `restoreWidth` (1280).
 */
export async function screenshotAtBothWidths(
  page: Page,
  name: string,
  options: { dir?: string; fullPage?: boolean; restoreWidth?: number } = {},
): Promise<void> {
  const { dir = "test-results/screenshots", fullPage = true, restoreWidth = 1280 } = options;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.evaluate(async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
      await document.fonts.ready;
    });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
    const sticking = await page.evaluate(
      (w) =>
        [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > w + 1)
          .slice(0, 5)
          .map((element) => `${element.tagName}.${element.className}`.slice(0, 120)),
      width,
    );
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${width} px scrolls sideways:\n${sticking.join("\n")}`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: restoreWidth, height: 900 });
}

/**
 * The second test server's PostgreSQL database (e2e/ops-server.ts writes test-results/ops-server.json),
 * which the ops command line and direct queries can open; null on PGlite (TEST_DATABASE_URL unset).
 */
export function opsDatabaseUrl(): string | null {
  try {
    return (JSON.parse(readFileSync("test-results/ops-server.json", "utf8")) as { databaseUrl: string | null })
      .databaseUrl;
  } catch {
    return null;
  }
}
