import { expect, test } from "@playwright/test";
import { signInAsDemoOwnerInChinese } from "./ops-owner.ts";
import { opsHostURL as ops, e2ePort as port, waitForHydration } from "./support.ts";

test("an operator adds a substation and a redirect that its visitors follow at once, in both languages", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemoOwnerInChinese(page);

  // 中文：新增分站，先填错品牌色。
  const code = `e2e-${Date.now() % 1_000_000}`;
  const host = `${code}.localhost`;
  await page.getByRole("link", { name: "分站管理" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "分站管理" })).toBeVisible();
  await page.getByRole("button", { name: "新增分站" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("代码", { exact: true }).fill(code);
  await dialog.getByLabel("域名", { exact: true }).fill(host);
  await dialog.getByLabel("中文名称", { exact: true }).fill("测试分站");
  await dialog.getByLabel("英文名称", { exact: true }).fill("E2E Partner");
  await dialog.getByLabel("品牌色", { exact: true }).fill("blue");
  await dialog.getByRole("button", { name: "新增分站" }).click();
  await expect(dialog.getByText("请填写颜色值，如 #2563eb")).toBeVisible();
  await dialog.getByLabel("品牌色", { exact: true }).fill("#16A34A");
  await dialog.getByLabel("联系邮箱", { exact: true }).fill("help@e2e.example");
  await page.screenshot({ path: "test-results/ops-sites-form-zh-1440.png" });
  await dialog.getByRole("button", { name: "新增分站" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId(`substation-${code}`);
  await expect(row).toContainText(host);
  await expect(row).toContainText("#16a34a");
  await page.screenshot({ path: "test-results/ops-sites-zh-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/ops-sites-zh-390.png", fullPage: true });

  // English: a rule for the new substation; the reverse rule would loop and is refused.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${ops}/en/ops/redirects`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
  await page.getByLabel("Substation").selectOption({ label: `${code} (${host})` });
  await page.getByLabel("From path").fill("/spring-offer");
  await page.getByLabel("To", { exact: true }).fill("/buy");
  await page.getByLabel("Status code").selectOption("301");
  await page.getByRole("button", { name: "Add rule" }).click();
  const rules = page.getByTestId("redirects-table");
  const rule = rules.getByRole("row").filter({ hasText: "/spring-offer → /buy" });
  await expect(rule).toContainText(code);
  await expect(rule).toContainText("On");
  await page.getByLabel("Substation").selectOption({ label: `${code} (${host})` });
  await page.getByLabel("From path").fill("/buy");
  await page.getByLabel("To", { exact: true }).fill("/spring-offer");
  await page.getByRole("button", { name: "Add rule" }).click();
  await expect(page.getByText("This rule would close a redirect loop")).toBeVisible();
  await page.screenshot({ path: "test-results/ops-redirects-en-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/ops-redirects-en-390.png", fullPage: true });

  // The shop on the substation's host: the old path answers 301 to /buy.
  const shop = await page.context().newPage();
  const answer = await shop.goto(`http://${host}:${port}/spring-offer`);
  expect(answer?.request().redirectedFrom()?.url()).toBe(`http://${host}:${port}/spring-offer`);
  expect((await answer?.request().redirectedFrom()?.response())?.status()).toBe(301);
  await expect(shop).toHaveURL(new RegExp(`^http://${host.replace(/\./g, "\\.")}:${port}/buy`));

  // Switched off, the old path no longer redirects.
  await page.setViewportSize({ width: 1440, height: 900 });
  await rule.getByRole("button", { name: "Switch off" }).click();
  await expect(rule).toContainText("Off");
  await shop.close();
  // A fresh browser: the first one keeps the 301 it was given, as browsers do.
  const fresh = await browser.newContext();
  const after = await (await fresh.newPage()).goto(`http://${host}:${port}/spring-offer`);
  expect(after?.request().redirectedFrom()).toBeNull();
  await fresh.close();

  // The other language of each page, for the screenshots.
  await page.goto(`${ops}/ops/redirects`);
  await expect(page.getByRole("heading", { level: 1, name: "跳转规则" })).toBeVisible();
  await page.screenshot({ path: "test-results/ops-redirects-zh-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/ops-redirects-zh-390.png", fullPage: true });
  await page.goto(`${ops}/en/ops/sites`);
  await expect(page.getByRole("heading", { level: 1, name: "Substations" })).toBeVisible();
  await page.screenshot({ path: "test-results/ops-sites-en-390.png", fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: "test-results/ops-sites-en-1440.png", fullPage: true });
  // The page as a whole never scrolls sideways on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
