import { defineEndpoint } from "../endpoint.ts";
import type { OrderPaymentStatus } from "../orders.ts";
import type { OrderKind, PayAnswer, PayInfo, PaymentChannelName, PaymentMethodName } from "../payments.ts";

const tag = "Payments";

/** One payment attempt of an order: the method, the cashier (alipay_wap for /h5) and where Alipay returns to. */
export type PayOrderBody = {
  id: number;
  method: PaymentMethodName;
  channel?: PaymentChannelName;
  returnPath?: string;
};
type OrderOfKind = { orderType: OrderKind; id: number };

/** Paying, cancelling and polling the member's own orders (SPEC §7 pay calls). */
export const paymentsEndpoints = {
  getPayInfo: defineEndpoint<{ query: OrderOfKind; data: PayInfo }>({
    method: "GET",
    path: "/app-api/order/getPayInfo",
    audience: "member",
    tag,
    summary: "An order's subject, deadline and what each payment method costs with its fee (fen)",
  }),
  payRechargeOrder: defineEndpoint<{ body: PayOrderBody; data: PayAnswer }>({
    method: "POST",
    path: "/app-api/order/pay",
    audience: "member",
    tag,
    summary: "Starts paying a traffic order: the Alipay cashier URL or the WeChat Pay code URL",
  }),
  payStaticOrder: defineEndpoint<{ body: PayOrderBody; data: PayAnswer }>({
    method: "POST",
    path: "/app-api/order/staticPay",
    audience: "member",
    tag,
    summary: "Starts paying a static order: the Alipay cashier URL or the WeChat Pay code URL",
  }),
  getRechargeOrderStatus: defineEndpoint<{ params: { id: number }; data: OrderPaymentStatus }>({
    method: "GET",
    path: "/app-api/ip/recharge-order/getStatus/:id",
    audience: "member",
    scope: "orders:read",
    tag,
    summary: "A traffic order's status and newest payment attempt, asking the provider while it waits",
  }),
  getStaticOrderStatus: defineEndpoint<{ params: { id: number }; data: OrderPaymentStatus }>({
    method: "GET",
    path: "/app-api/ip/static-order/getStatus/:id",
    audience: "member",
    scope: "orders:read",
    tag,
    summary: "A static order's status and newest payment attempt, asking the provider while it waits",
  }),
  cancelOrder: defineEndpoint<{ body: OrderOfKind; data: OrderPaymentStatus }>({
    method: "POST",
    path: "/app-api/order/cancel",
    audience: "member",
    tag,
    summary: "Closes an unpaid order of the member, its trades at the provider first (a paid one stays paid)",
  }),
};
