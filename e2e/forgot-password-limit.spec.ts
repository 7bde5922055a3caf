import { expect, test } from "@playwright/test";
import { solveSliderByDragging } from "./captcha.ts";
import { waitForHydration } from "./support.ts";

/**
 * Forgot password, asked twice within the resend interval (a reload, a second tab): the second time
 * says "sent too often" at once, without a slider to solve first.
 */
const copy = {
  "zh-CN": {
    prefix: "",
    account: "手机号或邮箱",
    sendCode: "获取验证码",
    codeSent: "验证码已发送，5 分钟内有效",
    tooSoon: /^发送过于频繁，请 \d+ 秒后再试$/,
  },
  en: {
    prefix: "/en",
    account: "Mobile or e-mail",
    sendCode: "Send code",
    codeSent: "Code sent, valid for 5 minutes",
    tooSoon: /^A code was just sent\. You can request another in \d+ s\.$/,
  },
} as const;

let sequence = 0;
for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];
  test(`${locale}: forgot password tells the resend wait before any slider`, async ({ page }) => {
    sequence += 1;
    const mobile = `139${String((Date.now() + sequence * 7919) % 100_000_000).padStart(8, "0")}`;
    await page.goto(`${t.prefix}/forgot-password`);
    await waitForHydration(page);
    await page.getByLabel(t.account).fill(mobile);
    await page.getByRole("button", { name: t.sendCode }).click();
    await solveSliderByDragging(page);
    await expect(page.getByText(t.codeSent)).toBeVisible();

    // A new visit of the page: no slider of this visit yet, and the code was sent seconds ago.
    await page.reload();
    await waitForHydration(page);
    await page.getByLabel(t.account).fill(mobile);
    await page.getByRole("button", { name: t.sendCode }).click();
    await expect(page.getByText(t.tooSoon)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("send-code")).toBeDisabled();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.screenshot({ path: `test-results/screenshots/forgot-too-soon-${locale}-${width}.png` });
    }
  });
}
