import { expect, type Page, test } from "@playwright/test";
import { solveSliderByDragging } from "./captcha.ts";
import { collectPageProblems, type Locale, outboxCode, waitForHydration } from "./support.ts";

const copy = {
  "zh-CN": {
    prefix: "",
    sendCode: "获取验证码",
    codeSent: "验证码已发送，5 分钟内有效",
    resend: /^\d+ 秒后重新发送$/,
    agree: "我已阅读并同意",
    register: "注册",
    logout: "退出登录",
    login: "登录",
    account: "手机号或邮箱",
    password: "密码",
    oldPassword: "原密码",
    newPassword: "新密码",
    confirmPassword: "确认密码",
    save: "保存修改",
    passwordChanged: "密码已修改，请重新登录",
    resetButton: "重置密码",
    passwordReset: "密码已重置，请使用新密码登录",
    loginFailed: "手机号/邮箱或密码错误",
    mismatch: "两次输入的密码不一致",
    terms: "请先阅读并同意服务协议和隐私政策",
    byEmail: "邮箱注册",
    mobileLabel: "手机号",
    emailLabel: "邮箱",
    code: "验证码",
    dashboardTitle: /仪表盘/,
  },
  en: {
    prefix: "/en",
    sendCode: "Send code",
    codeSent: "Code sent, valid for 5 minutes",
    resend: /^Resend in \d+ s$/,
    agree: "I have read and agree to the",
    register: "Register",
    logout: "Log out",
    login: "Log in",
    account: "Mobile or e-mail",
    password: "Password",
    oldPassword: "Current password",
    newPassword: "New password",
    confirmPassword: "Confirm password",
    save: "Save",
    passwordChanged: "Password changed, please log in again",
    resetButton: "Reset password",
    passwordReset: "Your password has been reset. Please log in with the new one.",
    loginFailed: "Wrong mobile number/e-mail or password",
    mismatch: "The two passwords do not match",
    terms: "Please read the Terms of Service and Privacy Policy first",
    byEmail: "E-mail",
    mobileLabel: "Mobile number",
    emailLabel: "E-mail",
    code: "Verification code",
    dashboardTitle: /Dashboard/,
  },
} as const;

/** Sends a code from the form: the slider first, then the countdown. */
async function sendCodeFromForm(page: Page, t: (typeof copy)[Locale], recipient: string): Promise<string> {
  await page.getByRole("button", { name: t.sendCode }).click();
  await solveSliderByDragging(page);
  await expect(page.getByText(t.codeSent)).toBeVisible();
  await expect(page.getByTestId("send-code")).toHaveText(t.resend);
  await expect(page.getByTestId("send-code")).toBeDisabled();
  return outboxCode(page, recipient);
}

async function logInWith(page: Page, t: (typeof copy)[Locale], account: string, password: string) {
  await page.goto(`${t.prefix}/login`);
  await waitForHydration(page);
  await page.getByLabel(t.account).fill(account);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.login, exact: true }).click();
}

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];
  const byEmail = locale === "en";

  test(`${locale}: register, log out, log in, change password, forgot password, log in again`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = collectPageProblems(page);
    const stamp = `${Date.now()}`.slice(-8);
    const account = byEmail ? `e2e${stamp}@example.com` : `137${stamp}`;
    const firstPassword = "first flow passphrase";
    const secondPassword = "second flow passphrase";
    const thirdPassword = "third flow passphrase";

    // Register.
    await page.goto(`${t.prefix}/register`);
    await waitForHydration(page);
    if (byEmail) await page.getByRole("tab", { name: t.byEmail }).click();
    await page.getByLabel(byEmail ? t.emailLabel : t.mobileLabel, { exact: true }).fill(account);
    const code = await sendCodeFromForm(page, t, account);
    await page.getByLabel(t.code, { exact: true }).fill(code);
    await page.getByLabel(t.password, { exact: true }).fill(firstPassword);
    await page.getByLabel(t.confirmPassword, { exact: true }).fill("not the same");
    await page.getByRole("button", { name: t.register, exact: true }).click();
    await expect(page.getByText(t.terms)).toBeVisible();
    await page.getByLabel(new RegExp(t.agree)).check();
    await page.getByRole("button", { name: t.register, exact: true }).click();
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByLabel(t.confirmPassword, { exact: true }).fill(firstPassword);
    // The slider passed for the code covers the registration too (one slider per visit).
    await page.getByRole("button", { name: t.register, exact: true }).click();
    await expect(page).toHaveURL(`${t.prefix}/admin/dashboard`);
    await expect(page).toHaveTitle(t.dashboardTitle);

    // Log out, then log in.
    await page.getByRole("button", { name: t.logout }).first().click();
    await expect(page).toHaveURL(t.prefix || "/");
    await logInWith(page, t, account, firstPassword);
    await expect(page).toHaveURL(`${t.prefix}/admin/dashboard`);

    // Change the password: every session ends, so it is back to the login page.
    await page.goto(`${t.prefix}/admin/account`);
    await expect(page.getByText(byEmail ? /^e\*\*\*\d@example\.com$/ : /^137\*\*\*\*\d{4}$/)).toBeVisible();
    await page.getByLabel(t.oldPassword, { exact: true }).fill(firstPassword);
    await page.getByLabel(t.newPassword, { exact: true }).fill(secondPassword);
    await page.getByLabel(t.confirmPassword, { exact: true }).fill(secondPassword);
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.passwordChanged)).toBeVisible();
    await expect(page).toHaveURL(`${t.prefix}/login?redirect=${encodeURIComponent(`${t.prefix}/admin/account`)}`);

    // The old password no longer works; the new one does.
    await logInWith(page, t, account, firstPassword);
    await expect(page.getByRole("alert").filter({ hasText: t.loginFailed })).toBeVisible();
    await logInWith(page, t, account, secondPassword);
    await expect(page).toHaveURL(`${t.prefix}/admin/dashboard`);
    await page.getByRole("button", { name: t.logout }).first().click();
    await expect(page).toHaveURL(t.prefix || "/");

    // Forgot password.
    await page.goto(`${t.prefix}/forgot-password`);
    await waitForHydration(page);
    await page.getByLabel(t.account).fill(account);
    const resetCode = await sendCodeFromForm(page, t, account);
    await page.getByLabel(t.code, { exact: true }).fill(resetCode);
    await page.getByLabel(t.newPassword, { exact: true }).fill(thirdPassword);
    await page.getByLabel(t.confirmPassword, { exact: true }).fill(thirdPassword);
    await page.getByRole("button", { name: t.resetButton }).click();
    await expect(page.getByText(t.passwordReset)).toBeVisible();
    await expect(page).toHaveURL(`${t.prefix}/login`);
    await logInWith(page, t, account, thirdPassword);
    await expect(page).toHaveURL(`${t.prefix}/admin/dashboard`);

    expect(problems).toEqual([]);
  });
}

test("a visitor sent to login from the user centre comes back to the same page", async ({ page }) => {
  await page.goto("/en/admin/account");
  await expect(page).toHaveURL("/en/login?redirect=%2Fen%2Fadmin%2Faccount");
  await waitForHydration(page);
  await page.getByLabel("Mobile or e-mail").fill("13800138000");
  await page.getByLabel("Password", { exact: true }).fill("proxy-demo-2026");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL("/en/admin/account");
  await expect(page.getByText("138****8000")).toBeVisible();
});
