import { expect, type Page } from "@playwright/test";
import { totpCodeAt } from "../apps/server/src/lib/second-factor.ts";
import { demoOwner } from "../apps/server/src/modules/console/operators/create-operators.ts";
import { rememberSession, resumeSession } from "./console-sessions.ts";
import { baseURL, opsHostURL, waitForHydration } from "./support.ts";
import { signInWithFreshCode } from "./totp-codes.ts";

/** Who signs in to the console: an e-mail, a password and the TOTP secret their authenticator holds. */
export type OperatorLogin = { email: string; password: string; secret: string };

/** The demo's owner operator (README "Operator console"). */
export const demoOwnerLogin: OperatorLogin = {
  email: demoOwner.email,
  password: demoOwner.password,
  secret: demoOwner.totpSecret,
};

/** How a spec signs in: with the run's kept session of that operator (the default), or a login of its own. */
export type SignInOptions = {
  /** A session of this spec's own (one it ends, say): a real login, waiting for its authenticator turn. */
  fresh?: boolean;
};

/**
 * The demo owner on the English console dashboard, from the console login `page` shows: the run's
 * kept session (console-sessions.ts), or a login once its TOTP turn has come.
 */
export async function signInAsDemoOwner(page: Page, options: SignInOptions = {}): Promise<void> {
  const dashboard = page.url().replace(/\/ops\/login.*$/, "/ops");
  if (!options.fresh && (await resumeSession(page, demoOwner.email, dashboard))) {
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    return;
  }
  await waitForHydration(page);
  await signInWithFreshCode(demoOwner.totpSecret, async (code) => {
    await page.getByLabel("E-mail").fill(demoOwner.email);
    await page.getByLabel("Password", { exact: true }).fill(demoOwner.password);
    await page.getByLabel("Authenticator code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });
  if (!options.fresh) await rememberSession(page, demoOwner.email);
}

/** The demo owner on the Chinese console dashboard: the run's kept session, or a login by its Chinese labels. */
export async function signInAsDemoOwnerInChinese(page: Page): Promise<void> {
  if (await resumeSession(page, demoOwner.email, `${opsHostURL}/ops`)) {
    await expect(page).toHaveURL(/\/ops$/);
    return;
  }
  await page.goto(`${opsHostURL}/ops/login`);
  await waitForHydration(page);
  await signInWithFreshCode(demoOwner.totpSecret, async (code) => {
    await page.getByLabel("邮箱").fill(demoOwner.email);
    await page.getByLabel("密码", { exact: true }).fill(demoOwner.password);
    await page.getByLabel("身份验证器验证码").fill(code);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page).toHaveURL(/\/ops$/);
  });
  await rememberSession(page, demoOwner.email);
}

/**
 * `who` signs in on the console login under `prefix` ("" or "/en") through the form's field
 * names, whatever the language, and leaves the login page.
 */
export async function signInOperator(
  page: Page,
  prefix = "",
  who: OperatorLogin = demoOwnerLogin,
  options: SignInOptions = {},
): Promise<void> {
  if (!options.fresh && (await resumeSession(page, who.email, `${opsHostURL}${prefix}/ops`))) {
    await expect(page).not.toHaveURL(/\/ops\/login/);
    return;
  }
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
  if (!options.fresh) await rememberSession(page, who.email);
}

/**
 * The owner, on the English operators page, adds an operator; the enrolment link goes to the
 * operator's own e-mail, read here from the demo outbox as the operator would read their mailbox.
 */
export async function addOperator(
  owner: Page,
  operator: { email: string; name: string; role: "support" | "finance" },
): Promise<string> {
  await owner.getByLabel("E-mail").fill(operator.email);
  await owner.getByLabel("Name", { exact: true }).fill(operator.name);
  await owner.getByLabel("Role", { exact: true }).selectOption(operator.role);
  await owner.getByRole("button", { name: "Create and e-mail the link" }).click();
  const linkPanel = owner.getByTestId("enrolment-link");
  await expect(linkPanel).toContainText(`sent to ${operator.email}`);
  await expect(linkPanel).not.toContainText("/ops/enrol#");
  return enrolmentLinkFromOutbox(owner, operator.email);
}

/** The newest enrolment link e-mailed to `email`, from the demo outbox of the server at `shopURL`. */
export async function enrolmentLinkFromOutbox(page: Page, email: string, shopURL = baseURL): Promise<string> {
  const answer = await page.request.get(`${shopURL}/sandbox/outbox?recipient=${encodeURIComponent(email)}`);
  const { messages } = (await answer.json()) as { messages: { body: string }[] };
  const link = /https?:\/\/\S+\/ops\/enrol#[A-Za-z0-9_-]+/.exec(messages[0]?.body ?? "")?.[0];
  if (!link) throw new Error(`no enrolment link for ${email} in the outbox`);
  return link;
}

/**
 * On the Chinese enrolment page `page` shows, the new operator takes the TOTP secret, sets
 * `password` and confirms with the current code, and is shown their ten recovery codes.
 * Returns the secret; the code's time step is spent.
 */
export async function enrolOperator(page: Page, password: string): Promise<string> {
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
  await page.getByLabel("新密码").fill(password);
  await page.getByLabel("再次输入密码").fill(password);
  await page.getByLabel("应用中的验证码").fill(totpCodeAt(secret, Date.now()));
  await page.getByRole("button", { name: "完成开通" }).click();
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  return secret;
}

/** The operator just enrolled signs in on the Chinese console login, with the next step's code, and sees the dashboard. */
export async function signInAfterEnrolment(page: Page, who: OperatorLogin): Promise<void> {
  await page.getByLabel("邮箱").fill(who.email);
  await page.getByLabel("密码", { exact: true }).fill(who.password);
  // The next time step: the enrolment's code works once.
  await page.getByLabel("身份验证器验证码").fill(totpCodeAt(who.secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByRole("heading", { name: "概览" })).toBeVisible();
}

/**
 * Opens a member's console page as the demo owner, in a context of its own: the members list searched
 * by mobile, then the member's row. Returns the owner's page (close its context when done).
 */
export async function openMemberAsOwner(
  browser: import("@playwright/test").Browser,
  locale: "zh-CN" | "en",
  mobile: string,
): Promise<Page> {
  const prefix = locale === "en" ? "/en" : "";
  const owner = await (await browser.newContext({ locale })).newPage();
  await owner.goto(`${opsHostURL}/en/ops/login`);
  await signInAsDemoOwner(owner);
  await owner.goto(`${opsHostURL}${prefix}/ops/members`);
  await waitForHydration(owner);
  await owner.getByLabel(locale === "en" ? "Search members" : "搜索会员").fill(mobile);
  await owner.getByRole("button", { name: locale === "en" ? "Search" : "搜索", exact: true }).click();
  await owner.getByRole("row").filter({ hasText: mobile }).getByRole("link").first().click();
  return owner;
}
