import { expect, test } from "@playwright/test";
import { signInAsDemoOwnerInChinese } from "./ops-owner.ts";
import { opsHostURL as ops, waitForHydration } from "./support.ts";

// Reads only what the demo gateway itself reports (its direct exit): no spec writes exit health.
test("the console lists each gateway's exits with their health, in both languages", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemoOwnerInChinese(page);

  await page.getByRole("link", { name: "网关出口" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "网关出口" })).toBeVisible();
  const card = page.getByRole("region", { name: "demo-gateway" });
  const direct = card.getByTestId("exit-row").filter({ hasText: "直连（网关本机地址）" });
  await expect(direct).toContainText("正常");
  await expect(card).toContainText("共 1 个出口，0 个不可用");
  await page.screenshot({ path: "test-results/screenshots/ops-exits-zh-CN-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/ops-exits-zh-CN-390.png", fullPage: true });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${ops}/en/ops/exits`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Gateway exits" })).toBeVisible();
  const row = page
    .getByRole("region", { name: "demo-gateway" })
    .getByTestId("exit-row")
    .filter({ hasText: "Direct (this gateway's own address)" });
  await expect(row).toContainText("Up");
  await expect(page.getByRole("columnheader", { name: "Probe latency" })).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/ops-exits-en-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/ops-exits-en-390.png", fullPage: true });
});
