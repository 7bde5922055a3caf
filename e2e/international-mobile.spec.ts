import { expect, test } from "@playwright/test";
import { solveSliderByDragging } from "./captcha.ts";
import { collectPageProblems, outboxCode, waitForHydration } from "./support.ts";

test("en: a visitor registers with a +1 415 mobile, sees it masked, and logs in with it", async ({ page }) => {
  test.setTimeout(120_000);
  const problems = collectPageProblems(page);
  const stamp = String(Date.now()).slice(-7);
  const exchange = 200 + (Number(stamp.slice(0, 3)) % 700);
  const line = stamp.slice(-4);
  const e164 = `+1415${exchange}${line}`;
  const password = "golden gate passphrase";

  await page.goto("/en/register");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Mobile" }).click();
  await expect(page.getByLabel("Country code")).toHaveValue("US");
  await expect(page.getByLabel("Country code").locator("option:checked")).toHaveText("+1 United States");
  await page.getByLabel("Mobile number", { exact: true }).fill(`415 ${exchange}-${line}`);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/register-mobile-en-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Send code" }).click();
  await solveSliderByDragging(page);
  await expect(page.getByText("Code sent, valid for 5 minutes")).toBeVisible();
  await page.getByLabel("Verification code", { exact: true }).fill(await outboxCode(page, e164));
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByLabel(/I have read and agree to the/).check();
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page).toHaveURL("/en/admin/dashboard");

  await page.goto("/en/admin/account");
  await expect(page.getByText(`+141****${line}`, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).first().click();
  await expect(page).toHaveURL("/en");

  await page.goto("/en/login");
  await waitForHydration(page);
  await page.getByLabel("Mobile or e-mail").fill(`+1 (415) ${exchange}-${line}`);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL("/en/admin/dashboard");
  expect(problems).toEqual([]);
});

test("zh: the picker starts at +86; a foreign number too short for its country is refused in Chinese", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.goto("/register");
  await waitForHydration(page);
  const picker = page.getByLabel("国家/地区区号");
  await expect(picker).toHaveValue("CN");
  await expect(picker.locator("option:checked")).toHaveText("+86 中国");
  await page.getByLabel("手机号", { exact: true }).fill("13800138000");
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/register-mobile-zh-${width}.png`, fullPage: true });
  }
  await picker.selectOption("GB");
  await page.getByLabel("手机号", { exact: true }).fill("7911 123");
  await page.getByTestId("send-code").click();
  await expect(page.getByText("请输入正确的手机号；境外号码请先选择国家/地区区号，或以 + 开头填写")).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  expect(problems).toEqual([]);
});
