import { expect, test } from "@playwright/test";
import { signInAsDemoOwnerInChinese } from "./ops-owner.ts";
import { opsHostURL as ops, waitForHydration } from "./support.ts";

// The console's own server (e2e/ops-server.ts) has a database of its own: the domain added here is
// one no member of any spec reaches, and it is removed again at the end.
test("the owner keeps the seller's deny list: normalised on entry, in both languages", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemoOwnerInChinese(page);

  await page.getByRole("link", { name: "禁止访问域名" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "禁止访问的域名" })).toBeVisible();
  const list = page.getByTestId("seller-deny-list");
  await list.getByLabel("域名", { exact: true }).fill("203.0.113.9");
  await expect(list.getByRole("alert")).toHaveText("禁止访问列表只接受域名，不接受 IP 地址");
  await list.getByLabel("域名", { exact: true }).fill("*.E2E-Bank.Example.");
  await expect(list).toContainText("将保存为 e2e-bank.example");
  await list.getByRole("button", { name: "添加", exact: true }).click();
  const entry = list.getByTestId("deny-list-entry").filter({ hasText: "e2e-bank.example" });
  await expect(entry).toContainText("含 *.e2e-bank.example");
  await page.screenshot({ path: "test-results/screenshots/ops-deny-list-zh-CN-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/ops-deny-list-zh-CN-390.png", fullPage: true });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${ops}/en/ops/deny-list`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Denied target domains" })).toBeVisible();
  const english = page
    .getByTestId("seller-deny-list")
    .getByTestId("deny-list-entry")
    .filter({ hasText: "e2e-bank.example" });
  await expect(english).toContainText("includes *.e2e-bank.example");
  await page.screenshot({ path: "test-results/screenshots/ops-deny-list-en-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/ops-deny-list-en-390.png", fullPage: true });

  await page.setViewportSize({ width: 1440, height: 900 });
  await english.getByRole("button", { name: "Remove e2e-bank.example" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove", exact: true }).click();
  await expect(
    page.getByTestId("seller-deny-list").getByTestId("deny-list-entry").filter({ hasText: "e2e-bank.example" }),
  ).toHaveCount(0);
});
