import { expect, type Page } from "@playwright/test";
import { demoOwner } from "../apps/server/src/modules/operators/create-operators.ts";
import { opsHostURL, waitForHydration } from "./support.ts";
import { signInWithFreshCode } from "./totp-codes.ts";

/** Who signs in to the console: an e-mail, a password and the TOTP secret their authenticator holds. */
export type OperatorLogin = { email: string; password: string; secret: string };

/** The demo's owner operator (README "Operator console"). */
export const demoOwnerLogin: OperatorLogin = {
  email: demoOwner.email,
  password: demoOwner.password,
  secret: demoOwner.totpSecret,
};

/** The demo owner signs in on the English console login `page` shows, once its TOTP turn has come. */
export async function signInAsDemoOwner(page: Page): Promise<void> {
  await waitForHydration(page);
  await signInWithFreshCode(demoOwner.totpSecret, async (code) => {
    await page.getByLabel("E-mail").fill(demoOwner.email);
    await page.getByLabel("Password", { exact: true }).fill(demoOwner.password);
    await page.getByLabel("Authenticator code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });
}

/** The demo owner opens the Chinese console login and signs in by its Chinese labels, landing on the dashboard. */
export async function signInAsDemoOwnerInChinese(page: Page): Promise<void> {
  await page.goto(`${opsHostURL}/ops/login`);
  await waitForHydration(page);
  await signInWithFreshCode(demoOwner.totpSecret, async (code) => {
    await page.getByLabel("邮箱").fill(demoOwner.email);
    await page.getByLabel("密码", { exact: true }).fill(demoOwner.password);
    await page.getByLabel("身份验证器验证码").fill(code);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page).toHaveURL(/\/ops$/);
  });
}

/**
 * `who` signs in on the console login under `prefix` ("" or "/en") through the form's field
 * names, whatever the language, and leaves the login page.
 */
export async function signInOperator(page: Page, prefix = "", who: OperatorLogin = demoOwnerLogin): Promise<void> {
  await page.goto(`${opsHostURL}${prefix}/ops/login`);
  await waitForHydration(page);
  // Everything is typed once the turn for a code has come (waiting for it must not outlast the form).
  await signInWithFreshCode(who.secret, async (code) => {
    await page.locator("input[name=email]").fill(who.email);
    await page.locator("input[name=password]").fill(who.password);
    await page.locator("input[name=code]").fill(code);
    await page.locator("form button[type=submit]").click();
    await expect(page).not.toHaveURL(/\/ops\/login/);
  });
}
