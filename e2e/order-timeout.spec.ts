import { expect, test } from "./fixtures.ts";
import { opsBaseURL, waitForHydration } from "./support.ts";

/**
 * An unpaid order times out: on the second test server unpaid orders close
 * after one minute (playwright.config.ts), the WeChat code expires in the
 * dialog, the close job closes the trade and the order, and the order list says so.
 * Nobody waits the minute: the page's clock is fast-forwarded (Playwright's clock) and
 * so is the server's (TEST_CLOCK on that server, `POST /sandbox/clock`).
 */
const opsBase = opsBaseURL;
const copy = {
  "zh-CN": {
    prefix: "",
    submit: "提交订单",
    payNow: "立即支付",
    wechat: "微信支付",
    expired: "二维码已过期，订单已关闭，请重新下单。",
    closed: "已关闭",
  },
  en: {
    prefix: "/en",
    submit: "Submit order",
    payNow: "Pay now",
    wechat: "WeChat Pay",
    expired: "This code has expired and the order is closed. Please place a new order.",
    closed: "Closed",
  },
} as const;

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];
  test(`${locale}: an unpaid order times out, its code expires and the order list shows it closed`, async ({
    page,
    newMember,
  }) => {
    await newMember({ base: opsBase });
    await page.clock.install();
    await page.goto(`${opsBase}${t.prefix}/order?product=dynamic&gb=2`);
    await waitForHydration(page);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/orderType=recharge&id=\d+$/);
    const orderId = /id=(\d+)$/.exec(page.url())?.[1];
    await page.getByTestId("pay-method-picker").getByText(t.wechat).click();
    await page.getByRole("button", { name: t.payNow }).click();
    const dialog = page.getByTestId("wechat-dialog");
    await expect(dialog.getByTestId("wechat-qr")).toBeVisible();

    // A minute later in the browser: the code has expired in the dialog, by the page's own count.
    await page.clock.fastForward("01:01");
    await expect(dialog.getByRole("status")).toHaveText(t.expired);
    // A minute later on the server: its close job (every 2 s here) closes the trade and the order.
    const moved = await page.request.post(`${opsBase}/sandbox/clock`, { data: { advanceSeconds: 61 } });
    expect(moved.ok()).toBe(true);
    await expect
      .poll(
        async () => {
          const answer = await page.evaluate(async (id) => {
            // The page's own session: its HttpOnly cookie goes with a same-origin call.
            const response = await fetch(`/app-api/ip/recharge-order/getStatus/${id}`);
            return ((await response.json()) as { data: { status: string } }).data.status;
          }, orderId);
          return answer;
        },
        { timeout: 30_000 },
      )
      .toBe("closed");
    await page.goto(`${opsBase}${t.prefix}/admin/dynamic/list`);
    await expect(page.getByTestId("recharge-order").getByTestId("order-status").first()).toHaveText(t.closed);
  });
}
