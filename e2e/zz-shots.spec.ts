import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./support.ts";

test("balance screenshots", async ({ page, certifiedMember }) => {
  test.setTimeout(150_000);
  void certifiedMember;
  await page.goto("/admin/balance");
  await waitForHydration(page);
  await page.getByRole("button", { name: "立即充值" }).click();
  await page.getByTestId("pay-dialog").getByRole("button", { name: "立即支付" }).click();
  await page.getByRole("button", { name: "确认付款", exact: true }).click();
  await expect(page.getByTestId("balance-amount")).toHaveText("¥100");
  await page.goto("/order?product=dynamic&package=1");
  await waitForHydration(page);
  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page.getByTestId("pay-from-balance")).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    for (const prefix of ["", "/en"]) {
      await page.goto(`${prefix}/admin/balance`);
      await waitForHydration(page);
      await expect(page.getByTestId("balance-amount")).toHaveText("¥100");
      await page.screenshot({ path: `/tmp/x/balance${prefix.replace("/", "-")}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/balance");
  await page.getByRole("textbox").first().fill("3");
  await page.getByRole("button", { name: "立即充值" }).click();
  await page.screenshot({ path: "/tmp/x/balance-error.png" });
});
