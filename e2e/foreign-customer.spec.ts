import { execFile } from "node:child_process";
import { randomInt } from "node:crypto";
import { promisify } from "node:util";
import { solveSliderByDragging } from "./captcha.ts";
import { licencePng } from "./company-form.ts";
import { expect, test } from "./fixtures.ts";
import { signInAsDemoOwner, signInAsDemoOwnerInChinese } from "./ops-owner.ts";
import { baseURL, opsHostURL as ops, outboxCode, screenshotAtBothWidths, waitForHydration } from "./support.ts";

const run = promisify(execFile);

/**
 * A customer from abroad learns before paying that the proxies need real-name verification and
 * what it accepts (a passport, a foreign company, a mainland ID or a company credit code), on the price list and at checkout.
 * The registration side (e-mail first on /en, foreign numbers named) is in auth-details.spec.ts.
 */
const notice =
  /real-name verification .* passport of any country .* mainland China resident ID card .* foreign company's registration document .* unified social credit code/;

test("en: the price list and the checkout say what verification proxy use needs, before payment", async ({ page }) => {
  // Full-page screenshots on a busy machine wait for fonts: more time than an assertion needs.
  test.setTimeout(90_000);
  await page.goto("/en/buy");
  await expect(page.getByTestId("verification-notice")).toHaveText(notice);
  await page.goto("/en/order?product=dynamic&gb=2");
  await waitForHydration(page);
  await expect(page.getByTestId("verification-notice")).toHaveText(notice);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/order-notice-en-${width}.png`, fullPage: true });
  }
  await page.goto("/order?product=dynamic&gb=2");
  await expect(page.getByTestId("verification-notice")).toHaveText(
    /实名认证.*居民身份证.*护照.*统一社会信用代码.*境外企业/,
  );
  await page.screenshot({ path: "test-results/screenshots/order-notice-zh-390.png", fullPage: true });
});

/**
 * Issue #31, the whole way of a customer from abroad, in each language: registers with a +1 mobile,
 * verifies with a passport, an operator approves it in the console's review queue, buys a package in
 * US dollars by card (Stripe's sandbox checkout), sees the order credited in dollars, and carries a
 * request through the demo gateway on a line from the generator. The Chinese site sells in CNY only:
 * its customer switches to English for the dollar price list and back to Chinese after paying.
 */
const journey = {
  en: {
    prefix: "/en",
    area: "646",
    mobileTab: "Mobile",
    countryCode: "Country code",
    mobile: "Mobile number",
    sendCode: "Send code",
    codeSent: "Code sent, valid for 5 minutes",
    code: "Verification code",
    password: "Password",
    confirmPassword: "Confirm password",
    agree: /I have read and agree to the/,
    register: "Register",
    fullName: "Full name",
    passportNumber: "Passport number",
    nationality: "Nationality",
    expiresOn: "Date of expiry",
    submit: "Submit for review",
    underReview: "Under review",
    verified: "Verified",
    opsReview: "Review",
    approve: "Approve",
    approved: "Approved",
    passportKind: "Passport",
    verifiedBadge: "Verified · Passport",
    submitOrder: "Submit order",
    payNow: "Pay now",
    paidHeading: "Payment successful",
    remaining: "Remaining traffic now: 5 GB",
    card: "Card",
    addAccount: "Add account",
    username: "Username",
    create: "Create account",
    count: "Number of proxies",
    generate: "Generate",
    test: "Test this line",
    works: /^Works: exit IP 127\.0\.0\.1/,
  },
  "zh-CN": {
    prefix: "",
    area: "206",
    mobileTab: null,
    countryCode: "国家/地区区号",
    mobile: "手机号",
    sendCode: "获取验证码",
    codeSent: "验证码已发送，5 分钟内有效",
    code: "验证码",
    password: "密码",
    confirmPassword: "确认密码",
    agree: /我已阅读并同意/,
    register: "注册",
    fullName: "姓名",
    passportNumber: "护照号码",
    nationality: "国籍",
    expiresOn: "有效期至",
    submit: "提交审核",
    underReview: "审核中",
    verified: "认证已通过",
    opsReview: "审核",
    approve: "通过",
    approved: "已通过",
    passportKind: "护照",
    verifiedBadge: "已认证 · 护照",
    submitOrder: "Submit order",
    payNow: "Pay now",
    paidHeading: "Payment successful",
    remaining: "Remaining traffic now: 5 GB",
    card: "银行卡",
    addAccount: "添加账户",
    username: "用户名",
    create: "创建账户",
    count: "生成数量",
    generate: "生成",
    test: "测试此线路",
    works: /^可用：出口 IP 127\.0\.0\.1/,
  },
} as const;

/** Full-page screenshots at 1440 and 390 px, then back to a desktop width. */
for (const locale of ["en", "zh-CN"] as const) {
  const t = journey[locale];
  const short = locale === "en" ? "en" : "zh";

  test(`${locale}: +1 mobile, passport approved in the console, USD package paid by card, a generated line carries traffic`, async ({
    browser,
    page,
    problems,
  }) => {
    test.setTimeout(240_000);
    // A fresh +1 number and a name of this run's own (the operator finds the application by it).
    const exchange = 200 + randomInt(700);
    const local = `${exchange === 211 || exchange % 100 === 11 ? exchange + 1 : exchange}${String(randomInt(10_000)).padStart(4, "0")}`;
    const e164 = `+1${t.area}${local}`;
    const letters = Date.now()
      .toString(26)
      .replace(/[0-9]/g, (digit) => "qrstuvwxyz"[Number(digit)] ?? "q")
      .slice(-6)
      .toUpperCase();
    const fullName = `JANE ${letters} DOE`;
    const password = "foreign journey passphrase";

    // 1. Registration with the +1 number.
    await page.goto(`${t.prefix}/register`);
    await waitForHydration(page);
    if (t.mobileTab) await page.getByRole("tab", { name: t.mobileTab }).click();
    await page.getByLabel(t.countryCode).selectOption("US");
    await page.getByLabel(t.mobile, { exact: true }).fill(`${t.area} ${local.slice(0, 3)}-${local.slice(3)}`);
    await page.getByRole("button", { name: t.sendCode }).click();
    await solveSliderByDragging(page);
    await expect(page.getByText(t.codeSent)).toBeVisible();
    await page.getByLabel(t.code, { exact: true }).fill(await outboxCode(page, e164));
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByLabel(t.confirmPassword, { exact: true }).fill(password);
    await page.getByLabel(t.agree).check();
    await page.getByRole("button", { name: t.register, exact: true }).click();
    await expect(page).toHaveURL(`${t.prefix}/admin/dashboard`);

    // 2. The passport.
    await page.goto(`${t.prefix}/admin/auth/foreign?kind=passport`);
    await waitForHydration(page);
    await page.getByLabel(t.fullName, { exact: true }).fill(fullName);
    await page.getByLabel(t.passportNumber, { exact: true }).fill(`X${local}`);
    await page.getByLabel(t.nationality, { exact: true }).selectOption("US");
    await page.getByLabel(t.expiresOn, { exact: true }).fill("2031-06-30");
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: licencePng });
    await screenshotAtBothWidths(page, `journey-passport-form-${short}`);
    await page.getByRole("button", { name: t.submit }).click();
    const review = page.getByTestId("foreign-review");
    await expect(review.getByRole("heading", { name: t.underReview })).toBeVisible();
    await expect(review).toContainText(fullName);
    await screenshotAtBothWidths(page, `journey-passport-review-${short}`);

    // 3. The operator approves it from the console's review queue.
    const opsContext = await browser.newContext({ locale });
    const owner = await opsContext.newPage();
    if (locale === "en") {
      await owner.goto(`${ops}/en/ops/login`);
      await signInAsDemoOwner(owner);
    } else {
      await signInAsDemoOwnerInChinese(owner);
    }
    await owner.goto(`${ops}${t.prefix}/ops/certifications`);
    const row = owner.getByRole("row").filter({ hasText: fullName });
    await expect(row).toContainText(t.passportKind);
    await row.getByRole("link", { name: t.opsReview }).click();
    await expect(owner.getByText(`X${local}`)).toBeVisible();
    await owner.getByRole("radio", { name: t.approve }).check();
    await owner.getByRole("button", { name: t.approve, exact: true }).click();
    await expect(owner.getByText(t.approved).first()).toBeVisible();
    await opsContext.close();

    await page.reload();
    const passed = page.getByTestId("foreign-passed");
    await expect(passed.getByRole("heading", { name: t.verified })).toBeVisible();
    await expect(passed).toContainText(fullName);
    await page.goto(`${t.prefix}/admin/account`);
    await expect(page.getByText(t.verifiedBadge).first()).toBeVisible();

    // 4. USD prices (the English price list; the Chinese one sells in CNY) and the card at Stripe's checkout.
    await page.goto(`${t.prefix}/buy`);
    await waitForHydration(page);
    if (locale === "zh-CN") {
      // No currency choice here; the page says where dollar prices and cards are.
      await expect(page.getByTestId("currency-switch")).toHaveCount(0);
      const usd = page.getByTestId("usd-on-english-site");
      await expect(usd).toHaveText("境外用户：英文站提供美元价格，可使用 Visa、Mastercard 等银行卡支付。 查看美元价格");
      await screenshotAtBothWidths(page, "journey-buy-usd-hint-zh");
      await usd.getByRole("link", { name: "查看美元价格" }).click();
    } else {
      await page.getByTestId("currency-switch").getByRole("link", { name: "USD $" }).click();
    }
    await expect(page).toHaveURL(/\/en\/buy\?currency=USD$/);
    const starter = page
      .getByTestId("traffic-package")
      .filter({ has: page.getByRole("heading", { name: "Starter", exact: true }) });
    await expect(starter).toContainText("US$22");
    await starter.getByRole("link", { name: /Choose/ }).click();
    await expect(page.getByTestId("order-total")).toHaveText("US$22");
    await waitForHydration(page);
    await page.getByRole("button", { name: t.submitOrder }).click();
    await expect(page).toHaveURL(/\/en\/order\?orderType=recharge&id=\d+$/);
    const orderId = new URL(page.url()).searchParams.get("id");
    await expect(page.getByTestId("pay-total-card")).toHaveText("US$22");
    await page.getByRole("button", { name: t.payNow }).click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_/);
    await expect(page.locator("body")).toContainText("US$22.00");
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    // 5. Back from the card checkout: paid in dollars, the traffic credited.
    await expect(page).toHaveURL(`/en/h5/success?orderType=recharge&id=${orderId}`);
    await expect(page.getByRole("heading", { name: t.paidHeading })).toBeVisible();
    await expect(page.getByTestId("paid-amount")).toHaveText("US$22");
    await expect(page.getByTestId("remaining-traffic")).toHaveText(t.remaining);
    if (locale === "zh-CN") {
      // Back to Chinese for the rest of the way.
      await page.getByRole("navigation", { name: "Change language" }).locator('a[data-locale="zh-CN"]').click();
      await expect(page).toHaveURL(`/h5/success?orderType=recharge&id=${orderId}`);
      await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible();
      await expect(page.getByTestId("paid-amount")).toHaveText("US$22");
    }
    await screenshotAtBothWidths(page, `journey-card-return-${short}`);

    // 6. The order in the member's list, in dollars and paid by card; the traffic on the dashboard.
    await page.goto(`${t.prefix}/admin/dynamic/list`);
    const order = page.getByTestId("recharge-order-table").getByTestId("recharge-order").first();
    await expect(order).toContainText("US$22");
    await expect(order).toContainText(t.card);
    await expect(order).not.toContainText("¥");
    await screenshotAtBothWidths(page, `journey-order-usd-${short}`);
    await page.goto(`${t.prefix}/admin/dashboard`);
    await expect(page.getByTestId("remaining-traffic")).toContainText("5 GB");

    // 7. A proxy account, a line from the generator, and a request carried through the demo gateway.
    const account = `e2e_fj_${short}_${Date.now().toString(36)}`;
    await page.goto(`${t.prefix}/admin/account-password-auth`);
    await waitForHydration(page);
    await page.getByRole("button", { name: t.addAccount }).click();
    const dialog = page.getByTestId("account-dialog");
    await dialog.getByLabel(t.username, { exact: true }).fill(account);
    await dialog.getByRole("button", { name: t.create }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`${t.prefix}/admin`);
    await waitForHydration(page);
    const generator = page.getByTestId("proxy-generator");
    await expect(generator.getByRole("combobox").first()).not.toHaveValue("");
    await generator.getByLabel(t.count).fill("1");
    await generator.getByRole("button", { name: t.generate }).click();
    const [host, port, user, pass] =
      (await page.getByTestId("proxy-lines").inputValue()).split("\n")[0]?.split(":") ?? [];
    expect(user).toMatch(new RegExp(`^${account}`));
    const { stdout } = await run("curl", [
      "-s",
      "-x",
      `http://${user}:${pass}@${host}:${port}`,
      `${baseURL}/app-api/getIp`,
    ]);
    expect(JSON.parse(stdout)).toMatchObject({ code: 0, data: { ip: "127.0.0.1" } });
    const line = page.getByTestId("proxy-line-row").first();
    await line.getByRole("button", { name: t.test }).click();
    await expect(line.getByTestId("line-test-ok")).toHaveText(t.works);
    expect(problems).toEqual([]);
  });
}
