import { expect, test } from "@playwright/test";
import { signInAsDemoOwnerInChinese } from "./ops-owner.ts";
import { opsHostURL as ops } from "./support.ts";

test("an operator imports 20 static IPs and changes a price, in both languages", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemoOwnerInChinese(page);

  // 中文：粘贴 20 个地址，检查，导入。
  await page.goto(`${ops}/ops/stock`);
  await expect(page.getByRole("heading", { level: 1, name: "静态 IP 库存" })).toBeVisible();
  const block = 100 + (Date.now() % 150);
  const lines = Array.from({ length: 20 }, (_, i) => `45.201.${block}.${i + 1},8000,1,Acme,800,2099-12-31`);
  await page.getByLabel("CSV 或粘贴的列表").fill([...lines, "10.0.0.1,8000,1"].join("\n"));
  await page.getByRole("button", { name: "检查" }).click();
  await expect(page.getByText("21 行中有 20 行正确。")).toBeVisible();
  await expect(page.getByText("10.0.0.1 是内网或保留地址，不能作为出口")).toBeVisible();
  await page.screenshot({ path: "test-results/ops-stock-zh-1440.png", fullPage: true });
  await page.getByLabel("CSV 或粘贴的列表").fill(lines.join("\n"));
  await page.getByRole("button", { name: "检查" }).click();
  await expect(page.getByText("所有行均正确。")).toBeVisible();
  await page.getByRole("button", { name: "导入 20 个地址" }).click();
  await expect(page.getByText("已导入 20 个地址，现已在售。")).toBeVisible();
  await page.getByLabel("地址前缀").fill(`45.201.${block}.`);
  await page.getByRole("button", { name: "应用" }).click();
  await expect(page.getByText("共 20 个地址")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/ops-stock-zh-390.png", fullPage: true });

  // English: change a package's price. A package of its own, never on sale: the shop's suites read
  // the demo packages and their prices while this runs, and must not see it or a changed price.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${ops}/en/ops/catalogue`);
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue and prices" })).toBeVisible();
  const nameEn = `E2E priced ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Add traffic package" }).click();
  const dialog = page.getByTestId("create-package-dialog");
  await dialog.getByLabel("Name (Chinese)").fill(`测试定价 ${nameEn.slice(11)}`);
  await dialog.getByLabel("Name (English)").fill(nameEn);
  await dialog.getByLabel("Traffic (GB)").fill("7");
  await dialog.getByLabel("Price (¥)").fill("700");
  await dialog.getByLabel("On sale").uncheck();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  const packages = page.getByRole("table", { name: "Traffic packages" });
  const row = packages.getByRole("row").filter({ hasText: nameEn });
  await row.getByRole("button", { name: "Edit" }).click();
  const editor = page.getByRole("dialog");
  const before = await editor.getByLabel("Price (¥)").inputValue();
  expect(Number(before)).toBe(700);
  await editor.getByLabel("Price (¥)").fill("43.21");
  await editor.getByRole("button", { name: "Save" }).click();
  // A price change is confirmed with the old and the new price first.
  const confirm = page.getByTestId("price-confirm");
  await expect(confirm).toContainText(`Price (¥): ¥${before} → ¥43.21`);
  await confirm.getByRole("button", { name: "Change price" }).click();
  await expect(editor).toBeHidden();
  await expect(row.getByRole("cell", { name: "¥43.21", exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/ops-catalogue-en-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/ops-catalogue-en-390.png", fullPage: true });
  await page.goto(`${ops}/ops/catalogue`);
  await expect(page.getByRole("heading", { level: 1, name: "商品与价格" })).toBeVisible();
  await page.screenshot({ path: "test-results/ops-catalogue-zh-390.png", fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${ops}/en/ops/stock`);
  await expect(page.getByRole("heading", { level: 1, name: "Static IP stock" })).toBeVisible();
  await page.screenshot({ path: "test-results/ops-stock-en-1440.png", fullPage: true });

  // Content: a draft with the server's preview, then the exports page.
  await page.goto(`${ops}/en/ops/content/blog/new`);
  await page.getByLabel("Address (slug)").fill(`console-e2e-${block}`);
  await page.getByLabel("Title").fill("预览测试");
  await page.getByLabel("Text (Markdown)").fill("## Heading\n\n**bold** <script>alert(1)</script>");
  await expect(page.locator(".prose strong")).toHaveText("bold");
  await expect(page.locator(".prose script")).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/en\/ops\/content\/blog\/\d+$/);
  // Reopened from the server, the draft shows its preview again.
  await expect(page.locator(".prose strong")).toHaveText("bold");
  await page.screenshot({ path: "test-results/ops-content-en-1440.png", fullPage: true });
  await page.goto(`${ops}/ops/exports`);
  await expect(page.getByRole("heading", { level: 1, name: "导出" })).toBeVisible();
  await page.screenshot({ path: "test-results/ops-exports-zh-1440.png", fullPage: true });
});
