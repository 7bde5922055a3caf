import { licencePng } from "./company-form.ts";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./support.ts";

/** Issue #31: a customer from abroad submits a passport; the foreign options come first on /en. */
for (const locale of ["en", "zh-CN"] as const) {
  const prefix = locale === "en" ? "/en" : "";
  test(`${locale}: a passport is submitted for review from the verification page`, async ({ page, newMember }) => {
    test.setTimeout(90_000);
    await newMember();
    await page.goto(`${prefix}/admin/auth`);
    await waitForHydration(page);
    const firstCard = page.locator("article h3").first();
    await expect(firstCard).toHaveText(locale === "en" ? "Passport" : "个人认证");
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screenshots/auth-overview-${locale}-${width}.png`, fullPage: true });
    }
    await page.goto(`${prefix}/admin/auth/foreign?kind=passport`);
    await waitForHydration(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const en = locale === "en";
    await page.getByLabel(en ? "Full name" : "姓名", { exact: true }).fill("Jane Mary Doe");
    await page.getByLabel(en ? "Passport number" : "护照号码", { exact: true }).fill("E12345678");
    await page.getByLabel(en ? "Nationality" : "国籍", { exact: true }).selectOption("US");
    await page.getByLabel(en ? "Date of expiry" : "有效期至", { exact: true }).fill("2001-01-01");
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: licencePng });
    await page.getByRole("button", { name: en ? "Submit for review" : "提交审核" }).click();
    await expect(
      page.getByText(
        en ? "This passport has expired. Please use a valid passport." : "该护照已过期，请使用有效期内的护照。",
      ),
    ).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screenshots/auth-foreign-${locale}-${width}.png`, fullPage: true });
    }
    await page.getByLabel(en ? "Date of expiry" : "有效期至", { exact: true }).fill("2099-06-30");
    await page.getByRole("button", { name: en ? "Submit for review" : "提交审核" }).click();
    await expect(page.getByTestId("foreign-review")).toBeVisible();
  });
}

/**
 * The passport form starts again once the member's last attempt is known (to fill in what was sent
 * before). Until then it takes no typing, so nothing typed in that moment is wiped: a slow answer
 * once left a customer's passport form empty when it was submitted.
 */
test("the passport form takes no typing until the last attempt is known, then keeps what is typed", async ({
  page,
  newMember,
}) => {
  test.setTimeout(60_000);
  await newMember();
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/app-api/ip/member-user-foreign-info/get", async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto("/en/admin/auth/foreign?kind=passport");
  await waitForHydration(page);
  const fullName = page.getByLabel("Full name", { exact: true });
  await expect(fullName).toBeDisabled();
  release();
  await fullName.fill("Jane Mary Doe");
  await page.getByLabel("Passport number", { exact: true }).fill("E12345678");
  await page.getByLabel("Nationality", { exact: true }).selectOption("US");
  await page.getByLabel("Date of expiry", { exact: true }).fill("2099-06-30");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: licencePng });
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByTestId("foreign-review")).toContainText("Jane Mary Doe");
});
