import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Route, test } from "@playwright/test";
import { addOperator, enrolOperator, signInAfterEnrolment, signInAsDemoOwner } from "./ops-owner.ts";

/**
 * The operator console in a browser, on the operator host (Chromium resolves *.localhost to this
 * machine): the demo owner adds an operator, who enrols with an authenticator, signs in and reads
 * the dashboard in both languages; every page is axe clean.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const ops = `http://ops.localhost:${port}`;

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

test("an owner adds an operator, who enrols with TOTP, signs in and reads the dashboard in both languages", async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(90_000);
  await owner.goto(`${ops}/en/ops/login`);
  await expectAxeClean(owner);
  await signInAsDemoOwner(owner);
  await expect(owner.getByTestId("revenue-chart")).toBeVisible();

  await owner.getByRole("navigation", { name: "Console navigation" }).getByRole("link", { name: "Operators" }).click();
  await expect(owner.getByRole("heading", { name: "Operators", exact: true })).toBeVisible();
  await expectAxeClean(owner);
  const email = `finance-${Date.now()}@ops.test`;
  const link = await addOperator(owner, { email, name: "Fiona Finance", role: "finance" });
  expect(link).toMatch(new RegExp(`^http://ops\\.localhost:${port}/ops/enrol#`));
  await expect(owner.getByTestId("operators-table")).toContainText(email);

  // The new operator, in a browser of their own.
  const context = await browser.newContext({ locale: "zh-CN" });
  const operator = await context.newPage();
  await operator.goto(link);
  await expect(operator.getByRole("heading", { name: "开通控制台账户" })).toBeVisible();
  await expect(operator.getByTestId("totp-qr")).toBeVisible();
  await expectAxeClean(operator);
  const password = "a passphrase of several words";
  const secret = await enrolOperator(operator, password);
  await expectAxeClean(operator);
  await operator.getByRole("button", { name: "我已保存，去登录" }).click();

  await expect(operator.getByRole("heading", { name: "登录运营控制台" })).toBeVisible();
  await signInAfterEnrolment(operator, { email, password, secret });
  await expect(operator.getByText("待审核的企业认证")).toBeVisible();
  // Finance does not manage operators: no such entry in its navigation.
  const nav = operator.getByRole("navigation", { name: "控制台导航" });
  await expect(nav.getByRole("link", { name: "概览" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "操作员" })).toHaveCount(0);
  await expectAxeClean(operator);

  await operator.getByRole("link", { name: "English" }).click();
  await expect(operator).toHaveURL(/\/en\/ops$/);
  await expect(operator.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(operator.getByText("Company verifications to review")).toBeVisible();
  await expectAxeClean(operator);

  await operator.getByRole("button", { name: "Log out" }).click();
  await expect(operator.getByRole("heading", { name: "Sign in to the console" })).toBeVisible();
  await context.close();
});

test("the console is not on the shop's host, and the shop is not on the console's", async ({ page }) => {
  expect((await page.goto("/ops/login"))?.status()).toBe(404);
  expect((await page.goto(`${ops}/buy`))?.status()).toBe(404);
  const api = await page.request.get(`${ops.replace("ops.localhost", "localhost")}/ops-api/auth/session`);
  expect((await api.json()).code).toBe(404);
});

test("a console call still under way when the operator logs out does not say 'login expired'", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${ops}/en/ops/login`);
  // A session of its own: this test ends it.
  await signInAsDemoOwner(page, { fresh: true });
  // The dashboard's figures are held until the operator has logged out.
  const held: Route[] = [];
  let holding = true;
  await page.route("**/ops-api/dashboard*", (route) => (holding ? held.push(route) : route.continue()));
  await page.reload();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("You have logged out")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in to the console" })).toBeVisible();

  // The server now answers them for a session that is over.
  // (Answered through the browser: this test's own requests cannot resolve ops.localhost.)
  holding = false;
  const answered = held.map(() => page.waitForResponse((response) => response.url().includes("/ops-api/dashboard")));
  for (const route of held) await route.continue();
  for (const answer of await Promise.all(answered)) {
    expect(((await answer.json()) as { code: number }).code).toBe(401);
  }
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("Your session has expired. Please log in again.")).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/ops\/login$/);
});
