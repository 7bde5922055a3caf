import { expect, memberOfBlock, staticNodeIdIn, test } from "./fixtures.ts";
import { baseURL, type Locale, waitForHydration } from "./support.ts";

/**
 * A WeChat payment cancelled at the cashier is seen
 * by the QR dialog, which offers to pay again; "Cancel order" on the pay step
 * and in the user-centre order lists closes an unpaid order.
 */
const copy = {
  "zh-CN": {
    prefix: "",
    submit: "提交订单",
    wechat: "微信支付",
    payNow: "立即支付",
    openHere: "在本浏览器中打开支付页面",
    sandboxCancel: "取消付款",
    sandboxClosed: "交易已关闭",
    cancelledTitle: "支付已取消",
    scan: "请使用微信扫一扫付款",
    payAgain: "重新支付",
    cancelOrder: "取消订单",
    cancelTitle: "确定取消该订单？",
    cancelled: "订单已取消。",
    closedTitle: "订单已关闭",
    closed: "已关闭",
  },
  en: {
    prefix: "/en",
    submit: "Submit order",
    wechat: "WeChat Pay",
    payNow: "Pay now",
    openHere: "Open the payment page in this browser",
    sandboxCancel: "Cancel",
    sandboxClosed: "Trade closed",
    cancelledTitle: "Payment cancelled",
    scan: "Scan with WeChat to pay",
    payAgain: "Pay again",
    cancelOrder: "Cancel order",
    cancelTitle: "Cancel this order?",
    cancelled: "The order has been cancelled.",
    closedTitle: "This order is closed",
    closed: "Closed",
  },
} as const;

for (const locale of Object.keys(copy) as Locale[]) {
  const t = copy[locale];
  const at = (path: string) => `${t.prefix}${path}`;

  test.describe(`cancelled payments and cancelled orders (${locale})`, () => {
    test.use({ locale });
    const member = memberOfBlock();

    test("a WeChat payment cancelled at the cashier: the QR dialog says so and pays again", async ({ page, logIn }) => {
      test.setTimeout(90_000);
      await logIn(member);
      await page.goto(at("/order?product=dynamic&package=1"));
      await waitForHydration(page);
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page).toHaveURL(/orderType=recharge&id=\d+$/);
      await page.getByTestId("pay-method-picker").getByText(t.wechat).click();
      await page.getByRole("button", { name: t.payNow }).click();
      const dialog = page.getByTestId("wechat-dialog");
      await expect(dialog.getByTestId("wechat-qr")).toBeVisible();
      const [cashier] = await Promise.all([
        page.waitForEvent("popup"),
        dialog.getByRole("link", { name: t.openHere }).click(),
      ]);
      await cashier.getByRole("button", { name: t.sandboxCancel, exact: true }).click();
      // Closing the tab before the cashier answers could abort the cancel itself.
      await expect(cashier.locator("body")).toContainText(t.sandboxClosed);
      await cashier.close();

      await expect(dialog.getByTestId("wechat-cancelled")).toContainText(t.cancelledTitle);
      await expect(dialog.getByText(t.scan)).toHaveCount(0);
      await dialog.getByRole("button", { name: t.payAgain }).click();
      await expect(dialog.getByText(t.scan)).toBeVisible();
      await expect(dialog.getByTestId("wechat-cancelled")).toHaveCount(0);
    });

    test("cancel order on the pay step and in both order lists", async ({ page, context, logIn }) => {
      test.setTimeout(90_000);
      const token = await logIn(member);
      const headers = { authorization: `Bearer ${token}` };
      const create = async (path: string, data: object) => {
        const body = (await (await context.request.post(`${baseURL}${path}`, { headers, data })).json()) as {
          code: number;
          data: { id: number; orderNo: string };
        };
        expect(body.code).toBe(0);
        return body.data;
      };

      // The pay step.
      const onPayStep = await create("/app-api/ip/recharge-order/create", { packageId: 1 });
      await page.goto(at(`/order?orderType=recharge&id=${onPayStep.id}`));
      await waitForHydration(page);
      await page.getByRole("button", { name: t.cancelOrder }).click();
      const confirm = page.getByTestId("cancel-order-dialog");
      await expect(confirm.getByRole("heading", { name: t.cancelTitle })).toBeVisible();
      await confirm.getByRole("button", { name: t.cancelOrder }).click();
      await expect(page.getByText(t.cancelled)).toBeVisible();

      /** Cancels the order from its row of the list at `path`; the row then reads closed. */
      const cancelInList = async (path: string, rowTestId: string, orderNo: string) => {
        await page.goto(at(path));
        await waitForHydration(page);
        const row = page.getByTestId(`${rowTestId}-table`).getByTestId(rowTestId).filter({ hasText: orderNo });
        await row.getByRole("button", { name: t.cancelOrder }).click();
        await confirm.getByRole("button", { name: t.cancelOrder }).click();
        await expect(row.getByTestId("order-status")).toHaveText(t.closed);
        return row;
      };
      await expect(page.getByTestId("payment-notice")).toContainText(t.closedTitle);

      // The recharge order list.
      const recharge = await create("/app-api/ip/recharge-order/create", { packageId: 1 });
      const rechargeRow = await cancelInList("/admin/dynamic/list", "recharge-order", recharge.orderNo);
      await expect(rechargeRow.getByRole("button", { name: t.cancelOrder })).toHaveCount(0);

      // The static order list: the reserved IP goes back on sale at once. On a node no other spec orders
      // from, one per language (both run at once): the stock read here is this test's alone.
      const nodeId = await staticNodeIdIn(page, locale === "en" ? "GB" : "DE");
      const stockOf = async () => {
        const nodes = (await (await page.request.get("/app-api/ip/static-isp/node?type=2")).json()) as {
          data: Array<{ id: number; stock: number }>;
        };
        return nodes.data.find((node) => node.id === nodeId)?.stock;
      };
      const before = await stockOf();
      const staticOrder = await create("/app-api/ip/static-order/create", { nodeId, days: 30, count: 1 });
      expect(await stockOf()).toBe((before ?? 0) - 1);
      await cancelInList("/admin/static/list", "static-order", staticOrder.orderNo);
      expect(await stockOf()).toBe(before);
    });
  });
}
