import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";
import { signInAsDemoOwnerInChinese } from "./ops-owner.ts";
import { baseURL, opsHostURL as ops, waitForHydration } from "./support.ts";

// Each test makes its own coupons, gift codes and members (codes unique per run): no spec reads them.
const stamp = () => Date.now().toString(36).toUpperCase();

/** The owner, on the Chinese console's growth page, creates a 5-yuan-off coupon with `code`. */
async function createCouponInConsole(page: Page, code: string) {
  await page.goto(`${ops}/ops/growth`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "优惠码、礼品码与邀请返佣" })).toBeVisible();
  const form = page.getByTestId("coupon-form");
  await form.getByLabel("优惠码").fill(code);
  await form.getByLabel("名称").fill("E2E 立减");
  await form.getByLabel("减免金额（元）").fill("5");
  await form.getByRole("button", { name: "创建优惠码" }).click();
  await expect(page.getByTestId("coupon-row").filter({ hasText: code })).toContainText("立减 ¥5");
}

test("a coupon created in the console is used at checkout, in both languages", async ({ page, newMember }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemoOwnerInChinese(page);
  const zhCode = `ZH${stamp()}`;
  const enCode = `EN${stamp()}`;
  await createCouponInConsole(page, zhCode);
  await createCouponInConsole(page, enCode);
  await page.screenshot({ path: "test-results/screenshots/ops-growth-zh-CN-1440.png", fullPage: true });

  await newMember();
  await page.goto(`${baseURL}/order?product=dynamic&gb=10`);
  await waitForHydration(page);
  const total = page.getByTestId("order-total");
  const before = await total.textContent();
  // A wrong code: the reason, in Chinese; nothing applied.
  await page.getByLabel("优惠码").fill("NOSUCH123");
  await page.getByRole("button", { name: "使用", exact: true }).click();
  await expect(page.getByTestId("coupon-error")).toHaveText("优惠码不存在或已失效");
  await page.getByLabel("优惠码").fill(zhCode.toLowerCase());
  await page.getByRole("button", { name: "使用", exact: true }).click();
  await expect(page.getByTestId("coupon-applied")).toContainText(`已使用优惠码 ${zhCode}，立减 ¥5`);
  await expect(page.getByTestId("coupon-discount")).toHaveText("−¥5");
  await expect(total).not.toHaveText(before ?? "");
  await page.screenshot({ path: "test-results/screenshots/checkout-coupon-zh-CN-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/checkout-coupon-zh-CN-390.png", fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const discounted = await total.textContent();
  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/orderType=recharge/);
  // The cashier charges the server's discounted amount.
  await expect(page.getByText(discounted ?? "").first()).toBeVisible();
  // Used once per member: the same code again is refused with its reason.
  await page.goto(`${baseURL}/order?product=dynamic&gb=10`);
  await waitForHydration(page);
  await page.getByLabel("优惠码").fill(zhCode);
  await page.getByRole("button", { name: "使用", exact: true }).click();
  await expect(page.getByTestId("coupon-error")).toHaveText("您使用该优惠码的次数已达上限");

  await page.goto(`${baseURL}/en/order?product=dynamic&gb=10`);
  await waitForHydration(page);
  await page.getByLabel("Coupon code").fill(enCode);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByTestId("coupon-applied")).toContainText(`Coupon ${enCode} applied: ¥5 off`);
  await page.screenshot({ path: "test-results/screenshots/checkout-coupon-en-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/checkout-coupon-en-390.png", fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Submit order" }).click();
  await expect(page).toHaveURL(/orderType=recharge/);
});

test("gift codes: generated and exported as CSV in the console, redeemed once by a member, in both languages", async ({
  page,
  newMember,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemoOwnerInChinese(page);
  await page.goto(`${ops}/ops/growth`);
  await waitForHydration(page);
  const name = `E2E 礼品 ${stamp()}`;
  const form = page.getByTestId("gift-form");
  await form.getByLabel("批次名称").fill(name);
  await form.getByLabel("每码流量（GB）").fill("2");
  await form.getByLabel("生成数量").fill("2");
  await form.getByRole("button", { name: "生成礼品码" }).click();
  // Codes are value to hand out: the batch is confirmed with its worth in all before it is made.
  const confirm = page.getByTestId("gift-confirm");
  await expect(confirm).toContainText("4 GB");
  await expect(page.getByTestId("gift-batch-row").filter({ hasText: name })).toHaveCount(0);
  await page.screenshot({ path: "test-results/screenshots/ops-gift-confirm-zh-CN-1440.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/ops-gift-confirm-zh-CN-390.png" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await confirm.getByRole("button", { name: "生成 2 个礼品码" }).click();
  await expect(page.getByText(`已在批次「${name}」中生成 2 个礼品码。`)).toBeVisible();
  const row = page.getByTestId("gift-batch-row").filter({ hasText: name });
  await expect(row).toContainText("0 / 2");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: "下载 CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^gift-codes-\d+\.csv$/);
  const csv = (await readFile((await download.path()) as string, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("礼品码,面值,过期时间（UTC）,兑换会员,兑换时间（UTC）");
  expect(lines).toHaveLength(3);
  const codes = lines.slice(1).map((line) => line.split(",")[0] as string);
  for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
  expect(lines[1]).toContain(",2 GB,");

  await newMember();
  await page.goto(`${baseURL}/admin/invite`);
  await waitForHydration(page);
  await page
    .getByRole("textbox", { name: "请输入礼品卡或活动中获得的 16 位礼品码，每个礼品码仅可使用一次。" })
    .fill(codes[0] as string);
  await page.getByRole("button", { name: "立即兑换" }).click();
  await expect(page.getByTestId("gift-done")).toHaveText("兑换成功：2 GB 流量已到账");
  await page.locator("#gift-code-input").fill(codes[0] as string);
  await page.getByRole("button", { name: "立即兑换" }).click();
  await expect(page.getByTestId("gift-error")).toHaveText("该礼品码已被使用");

  await page.goto(`${baseURL}/en/admin/invite`);
  await waitForHydration(page);
  await page.locator("#gift-code-input").fill((codes[1] as string).toLowerCase());
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByTestId("gift-done")).toHaveText("Redeemed: 2 GB of traffic added to your account");
  // The console counts both redemptions.
  await page.goto(`${ops}/en/ops/growth`);
  await waitForHydration(page);
  await expect(page.getByTestId("gift-batch-row").filter({ hasText: name })).toContainText("2 / 2");
  await page.screenshot({ path: "test-results/screenshots/ops-growth-en-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/ops-growth-en-390.png", fullPage: true });
});

test("the member sees an invite link that opens registration with the invite, in both languages", async ({
  page,
  newMember,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await newMember();
  await page.goto(`${baseURL}/admin/invite`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "邀请好友" })).toBeVisible();
  const link = page.getByTestId("invite-link");
  await expect(link).toHaveValue(/\/register\?invite=[2-9A-HJKMNP-Z]{8}$/);
  const code = (await page.getByTestId("invite-code").textContent()) ?? "";
  expect(await link.inputValue()).toBe(`${baseURL}/register?invite=${code}`);
  await expect(page.getByTestId("invite-invitees")).toHaveText("0");
  await page.screenshot({ path: "test-results/screenshots/invite-zh-CN-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/invite-zh-CN-390.png", fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto(`${baseURL}/en/admin/invite`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Invite friends" })).toBeVisible();
  await expect(page.getByTestId("invite-link")).toHaveValue(`${baseURL}/en/register?invite=${code}`);
  await expect(page.getByText("they cannot be withdrawn as cash")).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/invite-en-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/invite-en-390.png", fullPage: true });

  // A visitor following the link sees they were invited.
  const visitor = await browser.newPage();
  await visitor.goto(`${baseURL}/register?invite=${code}`);
  await expect(visitor.getByTestId("invited-by")).toHaveText(`您正在通过好友邀请注册（邀请码 ${code}）。`);
  await visitor.close();
});

test.describe("the demo member", () => {
  test("reaches the invite page from the user-centre menu", async ({ page, context }) => {
    await signIn(context);
    await page.goto(`${baseURL}/admin/dashboard`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "邀请返佣与兑换" }).first().click();
    await expect(page).toHaveURL(/\/admin\/invite$/);
  });
});
