import { readFile } from "node:fs/promises";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { totpCodeAt } from "../apps/server/src/lib/second-factor.ts";
import { createMemberApart as registerMemberApart } from "./fixtures.ts";
import { waitForHydration } from "./support.ts";

const copy = {
  "zh-CN": {
    prefix: "",
    account: "手机号或邮箱",
    password: "密码",
    loginButton: "登录",
    thisDevice: "本设备",
    enable: "开启两步验证",
    twoFactorHeading: "两步验证",
    currentPassword: "当前密码",
    continue: "继续",
    code: "6 位验证码",
    confirm: "确认开启",
    saved: "我已保存",
    sessionsHeading: "登录中的设备",
    historyHeading: "登录记录（90 天）",
    secondFactorCode: "验证码",
    verify: "验证并登录",
    downloadCodes: "下载为文件",
  },
  en: {
    prefix: "/en",
    account: "Mobile or e-mail",
    password: "Password",
    loginButton: "Log in",
    thisDevice: "This device",
    enable: "Turn on two-factor login",
    twoFactorHeading: "Two-factor login",
    currentPassword: "Current password",
    continue: "Continue",
    code: "6-digit code",
    confirm: "Confirm",
    saved: "I have saved them",
    sessionsHeading: "Active sessions",
    historyHeading: "Login history (90 days)",
    secondFactorCode: "Authentication code",
    verify: "Verify and log in",
    downloadCodes: "Download as a file",
  },
} as const;
type Locale = keyof typeof copy;

async function logInThroughPage(page: Page, locale: Locale, member: { mobile: string; password: string }) {
  const t = copy[locale];
  await page.goto(`${t.prefix}/login`);
  await waitForHydration(page);
  await page.getByLabel(t.account, { exact: true }).fill(member.mobile);
  await page.getByLabel(t.password, { exact: true }).fill(member.password);
  await page.getByRole("button", { name: t.loginButton, exact: true }).click();
}

/** Nothing a page script can reach holds a token: storage, script-visible cookies. */
async function expectNoTokenInReach(page: Page, context: BrowserContext) {
  const reachable = await page.evaluate(() => ({
    local: Object.entries(window.localStorage),
    session: Object.entries(window.sessionStorage),
    cookie: document.cookie,
  }));
  const [access] = (await context.cookies()).filter((cookie) => cookie.name === "sid");
  expect(access?.httpOnly, "the session cookie is HttpOnly").toBe(true);
  expect(access?.sameSite).toBe("Lax");
  const token = access?.value as string;
  expect(token.length).toBeGreaterThan(30);
  const everything = JSON.stringify(reachable);
  expect(everything).not.toContain(token);
  expect(everything).not.toMatch(/accessToken|refreshToken|"token"/);
  expect(reachable.cookie).not.toMatch(/\b(sid|srt)=/);
}

/** A fresh member, logged in through the login page, which leads to the dashboard. */
async function newMemberOnDashboard(page: Page, browser: Browser, locale: Locale) {
  const member = await registerMemberApart(browser);
  await logInThroughPage(page, locale, member);
  await expect(page).toHaveURL(new RegExp(`${copy[locale].prefix}/admin/dashboard$`));
  return member;
}

for (const locale of ["zh-CN", "en"] as const) {
  test(`${locale}: after a login no token is in page reach, and the account page lists this device`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(60_000);
    const t = copy[locale];
    await newMemberOnDashboard(page, browser, locale);
    await expectNoTokenInReach(page, context);

    await page.goto(`${t.prefix}/admin/account`);
    await waitForHydration(page);
    const sessions = page.getByTestId("session-list");
    await expect(sessions.getByText(t.thisDevice)).toBeVisible();
    // The registration's own session and this login's: both from this browser.
    await expect(sessions.getByText(/Chrome · Windows/)).toHaveCount(2);
    await expect(page.getByRole("heading", { name: t.historyHeading })).toBeVisible();
    await expect(page.getByTestId("login-history").locator("tbody tr").first()).toBeVisible();
    await expectNoTokenInReach(page, context);
    // Still logged in after a reload: SSR and the client both see the cookie session.
    await page.reload();
    await expect(sessions.getByText(t.thisDevice)).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 1100 });
    await page.screenshot({
      path: `docs/screenshots/account-security-${locale === "en" ? "en" : "zh"}-1440.png`,
      fullPage: true,
    });
  });

  test(`${locale}: turning on two-factor login by QR code, then logging in with a code`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000);
    const t = copy[locale];
    const member = await newMemberOnDashboard(page, browser, locale);
    await page.goto(`${t.prefix}/admin/account`);
    await waitForHydration(page);

    const card = page.getByRole("region", { name: t.twoFactorHeading });
    await card.getByRole("button", { name: t.enable }).click();
    await card.getByLabel(t.currentPassword, { exact: true }).fill(member.password);
    await page.getByRole("button", { name: t.continue }).click();
    await expect(page.getByTestId("totp-qr")).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())?.trim() as string;
    // On the phone that shows the QR there is nothing to scan it with: a link opens the authenticator.
    await expect(page.getByTestId("otpauth-link")).toHaveAttribute(
      "href",
      new RegExp(`^otpauth://totp/.*secret=${secret}`),
    );
    await page.getByLabel(t.code, { exact: true }).fill(totpCodeAt(secret, Date.now()));
    await page.getByRole("button", { name: t.confirm }).click();
    await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
    // The codes are shown once: they can be saved as a file.
    const shown = await page.getByTestId("recovery-codes").locator("li").allTextContents();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t.downloadCodes }).click(),
    ]);
    expect((await readFile((await download.path()) ?? "", "utf8")).trim().split("\n")).toEqual(shown);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: `docs/screenshots/account-security-${locale === "en" ? "en" : "zh"}-390.png`,
      fullPage: true,
    });
    await page.getByRole("button", { name: t.saved }).click();
    await expect(page.getByTestId("two-factor-state")).not.toHaveText(/Off|未开启/);

    // A new browser: the password alone is not enough.
    await context.clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await logInThroughPage(page, locale, member);
    const codeField = page.getByLabel(t.secondFactorCode, { exact: true });
    await expect(codeField).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/login$`));
    expect((await context.cookies()).some((cookie) => cookie.name === "sid")).toBe(false);
    // The step after the one enrolment used (within the accepted drift): a code works once.
    await codeField.fill(totpCodeAt(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: t.verify }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/admin/dashboard$`));
    await expectNoTokenInReach(page, context);
  });
}
