import type { APIRequestContext } from "@playwright/test";
import { createMemberApart, expect, memberPassword, test } from "./fixtures.ts";
import { baseURL, type Locale, waitForHydration } from "./support.ts";

/**
 * The pages that follow a payment (/h5/success, /h5/result, /h5/fail) take the
 * order from the query string: they must say "Payment successful" only for the
 * visitor's own paid order, and the truth otherwise.
 */
const copy = {
  "zh-CN": {
    prefix: "",
    success: "支付成功",
    noOrder: "没有可显示的订单",
    notFound: "未找到订单",
    logIn: "请先登录",
    notPaid: "订单未支付",
    alreadyPaid: "该订单已支付。",
    cancelled: "支付已取消",
    payAgain: "重新支付",
  },
  en: {
    prefix: "/en",
    success: "Payment successful",
    noOrder: "No order to show",
    notFound: "Order not found",
    logIn: "Please log in",
    notPaid: "Not paid yet",
    alreadyPaid: "This order has already been paid.",
    cancelled: "Payment cancelled",
    payAgain: "Pay again",
  },
} as const;

async function accessTokenOf(request: APIRequestContext, mobile: string): Promise<string> {
  const body = (await (
    await request.post(`${baseURL}/app-api/member/auth/login`, { data: { account: mobile, password: memberPassword } })
  ).json()) as { code: number; data: { accessToken: string } };
  expect(body.code, "login").toBe(0);
  return body.data.accessToken;
}

/** A traffic order of `mobile`'s, placed over the API; paid through the WeChat sandbox when `paid`. */
async function placeRechargeOrder(request: APIRequestContext, token: string, paid: boolean): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const created = (await (
    await request.post(`${baseURL}/app-api/ip/recharge-order/create`, { headers, data: { packageId: 1 } })
  ).json()) as { code: number; msg: string; data: { id: number } };
  expect(created.code, `create: ${created.msg}`).toBe(0);
  if (!paid) return created.data.id;
  const payment = (await (
    await request.post(`${baseURL}/app-api/order/pay`, {
      headers,
      data: { id: created.data.id, method: "wechat" },
    })
  ).json()) as { code: number; msg: string; data: { outTradeNo: string } };
  expect(payment.code, `pay: ${payment.msg}`).toBe(0);
  const hook = await request.post(`${baseURL}/sandbox/wechat/hooks/pay`, {
    data: { out_trade_no: payment.data.outTradeNo },
  });
  expect(hook.ok()).toBe(true);
  await expect
    .poll(async () => {
      const status = (await (
        await request.get(`${baseURL}/app-api/ip/recharge-order/getStatus/${created.data.id}`, { headers })
      ).json()) as { data: { status: string } };
      return status.data.status;
    })
    .toBe("paid");
  return created.data.id;
}

test.describe("outcome pages believe the server, not the link", () => {
  test.describe.configure({ mode: "serial" });
  let member = "";
  let other = "";
  let paidId = 0;
  let waitingId = 0;
  let othersPaidId = 0;

  test.beforeAll(async ({ browser }) => {
    ({ mobile: member } = await createMemberApart(browser));
    ({ mobile: other } = await createMemberApart(browser));
    const request = (await browser.newContext()).request;
    const memberToken = await accessTokenOf(request, member);
    paidId = await placeRechargeOrder(request, memberToken, true);
    waitingId = await placeRechargeOrder(request, memberToken, false);
    othersPaidId = await placeRechargeOrder(request, await accessTokenOf(request, other), true);
  });

  for (const locale of Object.keys(copy) as Locale[]) {
    const t = copy[locale];
    const at = (path: string) => `${t.prefix}${path}`;
    const success = (id: number | string, type = "recharge") => at(`/h5/success?orderType=${type}&id=${id}`);

    test(`${locale}: success only for the visitor's own paid order`, async ({ page, logIn }) => {
      // Eleven outcome and cashier pages in one walk: more than the default 30 s on a cold server.
      test.setTimeout(90_000);
      await logIn({ mobile: member, password: memberPassword });
      const successHeading = page.getByRole("heading", { name: t.success });

      await page.goto(success(paidId));
      await expect(successHeading).toBeVisible();

      for (const [url, heading] of [
        [success(999_999, "static"), t.notFound],
        [success(othersPaidId), t.notFound],
        [at("/h5/success"), t.noOrder],
        [success(waitingId), t.notPaid],
        [at(`/h5/result?orderType=static&id=999999`), t.notFound],
        [at(`/h5/fail?orderType=recharge&id=${othersPaidId}`), t.notFound],
        [at(`/h5/fail?orderType=recharge&id=${paidId}`), t.alreadyPaid],
      ] as const) {
        await page.goto(url);
        await expect(page.getByRole("heading", { name: heading }), url).toBeVisible();
        await expect(successHeading, url).toHaveCount(0);
      }

      // The cashiers say the same instead of "could not be loaded, retry".
      for (const url of [
        at(`/order?orderType=recharge&id=${othersPaidId}`),
        at("/h5/pay?orderType=static&id=999999"),
      ]) {
        await page.goto(url);
        await expect(page.getByTestId("payment-notice"), url).toContainText(t.notFound);
      }

      // A waiting order whose payment was cancelled: "Payment cancelled", with the way to pay again.
      await page.goto(at(`/h5/fail?orderType=recharge&id=${waitingId}&reason=cancelled`));
      await expect(page.getByRole("heading", { name: t.cancelled })).toBeVisible();
      await expect(page.getByRole("link", { name: t.payAgain })).toBeVisible();
    });

    test(`${locale}: a visitor who is not logged in is asked to log in`, async ({ page }) => {
      await page.goto(success(paidId));
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: t.logIn })).toBeVisible();
      await expect(page.getByRole("heading", { name: t.success })).toHaveCount(0);
    });
  }
});
