import type { Page, Route } from "@playwright/test";
import { solveSliderByDragging } from "./captcha.ts";
import { expect, test } from "./fixtures.ts";
import { baseURL, demoAccount, waitForHydration } from "./support.ts";

/** The auth screens' finer points: what a visitor sees, in both languages. */

const copy = {
  "zh-CN": {
    prefix: "",
    account: "手机号或邮箱",
    password: "密码",
    login: "登录",
    loginFailed: "手机号/邮箱或密码错误",
    captchaTitle: "请完成安全验证",
    loginExpired: "登录已过期，请重新登录",
  },
  en: {
    prefix: "/en",
    account: "Mobile or e-mail",
    password: "Password",
    login: "Log in",
    loginFailed: "Wrong mobile number/e-mail or password",
    captchaTitle: "Complete the security check",
    loginExpired: "Your session has expired. Please log in again.",
  },
} as const;

async function submitLogin(page: Page, t: (typeof copy)[keyof typeof copy], account: string, password: string) {
  await page.getByLabel(t.account).fill(account);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.login, exact: true }).click();
}

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];

  test(`${locale}: after repeated failures the login form asks for the slider, then lets the right password in`, async ({
    page,
    newMember,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${t.prefix}/login`);
    const member = await newMember({ signIn: false });
    await waitForHydration(page);
    for (let i = 0; i < 3; i++) {
      await submitLogin(page, t, member.mobile, "not my password");
      await expect(page.getByRole("alert").filter({ hasText: t.loginFailed })).toBeVisible();
    }
    await submitLogin(page, t, member.mobile, member.password);
    await expect(page.getByRole("dialog")).toContainText(t.captchaTitle);
    await solveSliderByDragging(page);
    await expect(page).toHaveURL(`${t.prefix}/admin/dashboard`);
  });
}

test("zh-CN: an empty registration flags every field, and send-code checks the number before the slider", async ({
  page,
}) => {
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByRole("button", { name: "注册", exact: true }).click();
  for (const message of ["请输入手机号", "请输入验证码", "请输入密码", "请先阅读并同意服务协议和隐私政策"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel("手机号", { exact: true }).fill("12345");
  await page.getByTestId("send-code").click();
  await expect(page.getByText(/^请输入正确的手机号；境外号码请先选择国家\/地区区号/)).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("en: registration starts with e-mail; the mobile tab offers a country code, +1 first", async ({ page }) => {
  await page.goto("/en/register");
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: "E-mail" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("E-mail", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Mobile" }).click();
  await expect(page.getByLabel("Country code")).toHaveValue("US");
  const field = page.getByLabel("Mobile number", { exact: true });
  await field.fill("415 555");
  await page.getByTestId("send-code").click();
  await expect(page.getByText(/^Please enter a valid mobile number\. Outside mainland China, choose/)).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("en: a registered mobile is told at the send-code step", async ({ page }) => {
  await page.goto("/en/register");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Mobile" }).click();
  // A mainland number on the English site: +86 picked (the picker starts at +1 there).
  await page.getByLabel("Country code").selectOption("CN");
  await page.getByLabel("Mobile number", { exact: true }).fill(demoAccount.mobile);
  await page.getByTestId("send-code").click();
  await solveSliderByDragging(page);
  await expect(page.getByText("This mobile number is already registered. Please log in.")).toBeVisible();
});

test("en: one slider per visit; 'try again in N s' counts down; a new code clears the old banner", async ({ page }) => {
  test.setTimeout(90_000);
  // The page's clock, so the 60 s countdown can be skipped; the server keeps real time (5 s between codes in e2e).
  await page.clock.install();
  await page.goto("/en/register");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Mobile" }).click();
  const mobile = `136${String(Date.now()).slice(-8)}`;
  const sendButton = page.getByTestId("send-code");
  await page.getByLabel("Country code").selectOption("CN");
  await page.getByLabel("Mobile number", { exact: true }).fill(mobile);
  await sendButton.click();
  await solveSliderByDragging(page);
  await expect(sendButton).toHaveText(/^Resend in \d+ s$/);

  // The page's countdown is over at once, the server's 5 s are not: no second slider, and the wait it names counts down.
  await page.clock.fastForward("01:01");
  await expect(sendButton).toHaveText("Send code");
  await sendButton.click();
  await expect(page.getByText(/^A code was just sent\. You can request another in \d s\.$/)).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(sendButton).toHaveText(/^Resend in [1-5] s$/);
  await expect(sendButton).toBeDisabled();

  // A wrong code (still without a slider), then a new code: the old banner goes.
  await page.getByLabel("Verification code", { exact: true }).fill("000000");
  await page.getByLabel("Password", { exact: true }).fill("a good long passphrase");
  await page.getByLabel("Confirm password", { exact: true }).fill("a good long passphrase");
  await page.getByLabel(/I have read and agree to the/).check();
  await page.getByRole("button", { name: "Register", exact: true }).click();
  const banner = page.getByRole("alert").filter({ hasText: "The verification code is wrong or has expired" });
  await expect(banner).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.waitForTimeout(5_500);
  await page.clock.fastForward("00:10");
  await expect(sendButton).toHaveText("Send code");
  await sendButton.click();
  // The "too soon" answer came before any slider was asked for, so it used none of the first slider's
  // three calls: the first send, the registration and this one share it.
  await expect(page.getByText("Code sent, valid for 5 minutes")).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(banner).toBeHidden();
});

test("en: a session that ends in the middle of work lands on login saying so", async ({ page, context, newMember }) => {
  await page.goto("/en");
  await newMember();
  await page.goto("/en/admin/account");
  await waitForHydration(page);
  // The page has loaded what it shows (profile, sessions, history) before the session ends.
  await expect(page.getByTestId("login-history")).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The session ends elsewhere (e.g. logged out on another device).
  const token = (await context.cookies()).find((cookie) => cookie.name === "sid")?.value;
  await page.request.post(`${baseURL}/app-api/member/auth/logout`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  await page.getByLabel("Current password", { exact: true }).fill("certification e2e passphrase");
  await page.getByLabel("New password", { exact: true }).fill("another long passphrase");
  await page.getByLabel("Confirm password", { exact: true }).fill("another long passphrase");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fadmin%2Faccount&reason=expired$/);
  await expect(page.getByRole("status").filter({ hasText: copy.en.loginExpired })).toBeVisible();
});

test("en: a stale access token is traded for a new pair once, and the page carries on", async ({
  page,
  context,
  newMember,
}) => {
  // Registering (two sliders, a code) comes first.
  test.setTimeout(60_000);
  await page.goto("/en");
  const { mobile } = await newMember();
  await page.goto("/en/admin/account");
  await waitForHydration(page);
  // The page's own calls finish first: one still under way when the cookie goes stale would trade
  // it itself, and the reload below would abort that refresh before its answer is seen.
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  await expect(page.getByText(masked).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The access cookie goes stale in this browser; the refresh cookie stays good.
  await context.addCookies([
    { name: "sid", value: "stale-access-token", url: baseURL, httpOnly: true, sameSite: "Lax" },
  ]);
  const refreshed = page.waitForResponse((response) => response.url().endsWith("/app-api/member/auth/refresh-token"));
  await page.reload();
  expect(((await (await refreshed).json()) as { code: number }).code).toBe(0);
  await expect(page.getByText(masked).first()).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/account$/);
  const access = (await context.cookies()).find((cookie) => cookie.name === "sid");
  expect(access?.value).not.toBe("stale-access-token");
  expect(access?.httpOnly).toBe(true);
});

test("en: a call still under way when the member logs out neither says 'login expired' nor sends them to login", async ({
  page,
  newMember,
}) => {
  test.setTimeout(60_000);
  await page.goto("/en");
  await newMember();
  // The account page's profile calls are held until the member has logged out.
  const held: Route[] = [];
  let holding = true;
  await page.route("**/app-api/ip/member-user/get", (route) => (holding ? held.push(route) : route.continue()));
  await page.goto("/en/admin/account");
  await waitForHydration(page);
  await expect.poll(() => held.length).toBe(2);
  await page.getByRole("button", { name: "Log out" }).first().click();
  await expect(page.getByText("You have logged out")).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);

  // The server now answers them for a session that is over.
  holding = false;
  for (const route of held) {
    const answer = await route.fetch();
    expect(((await answer.json()) as { code: number }).code).toBe(401);
    await route.fulfill({ response: answer });
  }
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(copy.en.loginExpired)).toHaveCount(0);
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
});

test("zh-CN: the login page shows 'login expired' when sent there for it", async ({ page }) => {
  await page.goto("/login?redirect=%2Fadmin%2Faccount&reason=expired");
  await expect(page.getByText(copy["zh-CN"].loginExpired)).toBeVisible();
});

test("en: a 300-character password at login is answered with the length limit", async ({ page }) => {
  await page.goto("/en/login");
  await waitForHydration(page);
  await submitLogin(page, copy.en, demoAccount.mobile, "x".repeat(300));
  await expect(page.getByText("The password must have at most 128 characters")).toBeVisible();
  await expect(page.getByText("Please enter your password")).toBeHidden();
});
