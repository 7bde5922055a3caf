import { expect as baseExpect, test } from "@playwright/test";
import { signInAsDemoOwnerInChinese } from "./ops-owner.ts";
import { opsHostURL as ops, baseURL as shop, waitForHydration } from "./support.ts";

// Each save waits for the server's answer; on a busy shared machine that can take well over 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test("an operator adds a traffic package, the shop sells it within seconds, then takes it off sale", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemoOwnerInChinese(page);
  const suffix = Date.now() % 100_000;
  const nameEn = `E2E pack ${suffix}`;
  const nameZh = `测试套餐 ${suffix}`;

  await page.goto(`${ops}/en/ops/catalogue`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue and prices" })).toBeVisible();
  await page.getByRole("button", { name: "Add traffic package" }).click();
  const dialog = page.getByTestId("create-package-dialog");
  // An empty form is refused field by field, with the contract's messages, before anything is sent.
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Name (Chinese) is required")).toBeVisible();
  await expect(dialog.getByText("Enter a price in yuan greater than 0, e.g. 68 or 12.50")).toBeVisible();
  await page.screenshot({ path: "test-results/ops-catalogue-create-en-1440.png", fullPage: true });
  await dialog.getByLabel("Name (Chinese)").fill(nameZh);
  await dialog.getByLabel("Name (English)").fill(nameEn);
  await dialog.getByLabel("Traffic (GB)").fill("30");
  await dialog.getByLabel("Gift (GB)").fill("3");
  // Prices are typed in yuan (and stored in fen).
  await dialog.getByLabel("Price (¥)").fill("888");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  const packages = page.getByRole("table", { name: "Traffic packages" });
  const row = packages.getByRole("row").filter({ hasText: nameEn });
  await expect(row).toContainText("¥888.00");
  await expect(row).toContainText("On sale");

  // The same name again is refused with the server's message, and the dialog stays open.
  await page.getByRole("button", { name: "Add traffic package" }).click();
  await dialog.getByLabel("Name (Chinese)").fill(`另一个 ${suffix}`);
  await dialog.getByLabel("Name (English)").fill(nameEn.toUpperCase());
  await dialog.getByLabel("Traffic (GB)").fill("10");
  await dialog.getByLabel("Price (¥)").fill("1");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("alert")).toContainText(`A traffic package named “${nameEn}” already exists`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The shop's buy page lists it within seconds (its price list may be a few seconds old).
  const buyer = await browser.newPage();
  await expect(async () => {
    await buyer.goto(`${shop}/en/buy`);
    await expect(buyer.getByRole("heading", { name: nameEn })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await buyer.goto(`${shop}/buy`);
  await expect(buyer.getByRole("heading", { name: nameZh })).toBeVisible();

  // Off sale: confirmed, then gone from the shop; the console keeps the row.
  await row.getByRole("button", { name: "Take off sale" }).click();
  const confirm = page.getByTestId("confirm-dialog");
  await expect(confirm).toContainText(`Take “${nameEn}” off sale?`);
  await confirm.getByRole("button", { name: "Take off sale" }).click();
  await expect(row).toContainText("Off sale");
  await expect(async () => {
    await buyer.goto(`${shop}/en/buy`);
    await expect(buyer.getByRole("heading", { name: nameEn })).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await buyer.close();

  // The node and duration dialogs, in both languages and both widths, for the screenshots.
  await page.getByRole("button", { name: "Add static node" }).click();
  const nodeDialog = page.getByTestId("create-node-dialog");
  await nodeDialog.getByLabel("Country").fill("fr");
  await expect(nodeDialog.getByLabel("Country")).toHaveValue("FR");
  await page.screenshot({ path: "test-results/ops-catalogue-create-node-en-1440.png" });
  await nodeDialog.getByRole("button", { name: "Cancel" }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/ops-catalogue-create-list-en-390.png", fullPage: true });
  await page.getByRole("button", { name: "Add static duration" }).click();
  await page.screenshot({ path: "test-results/ops-catalogue-create-duration-en-390.png" });
  await page.getByTestId("create-duration-dialog").getByRole("button", { name: "Cancel" }).click();

  await page.goto(`${ops}/ops/catalogue`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "商品与价格" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/ops-catalogue-create-list-zh-390.png", fullPage: true });
  await page.getByRole("button", { name: "新增静态节点" }).click();
  await page.screenshot({ path: "test-results/ops-catalogue-create-node-zh-390.png" });
  await page.getByTestId("create-node-dialog").getByRole("button", { name: "取消" }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "新增流量套餐" }).click();
  await page.getByTestId("create-package-dialog").getByRole("button", { name: "创建" }).click();
  await expect(page.getByText("请输入大于 0 的价格（单位：元），例如 68 或 12.50")).toBeVisible();
  await page.screenshot({ path: "test-results/ops-catalogue-create-package-zh-1440.png" });
  await page.getByTestId("create-package-dialog").getByRole("button", { name: "取消" }).click();
  await page.getByRole("button", { name: "新增静态时长" }).click();
  await page.screenshot({ path: "test-results/ops-catalogue-create-duration-zh-1440.png", fullPage: true });
});
