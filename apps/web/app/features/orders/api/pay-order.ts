import { balanceEndpoints, type PayOrderBody, paymentsEndpoints } from "@shop/contract/core";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { OrderRef } from "../order-ref.ts";

/**
 * POST /app-api/order/pay (traffic), /order/staticPay (static) or /order/topupPay (balance top-up): one payment
 * attempt. Alipay answers with the cashier's URL, WeChat Pay with the code_url.
 */
const payEndpoints = {
  recharge: paymentsEndpoints.payRechargeOrder,
  static: paymentsEndpoints.payStaticOrder,
  topup: balanceEndpoints.payTopupOrder,
} as const;
const payOrder = (ref: OrderRef, body: Omit<PayOrderBody, "id">) =>
  api.call(payEndpoints[ref.orderType], { body: { ...body, id: ref.id } });

/** One payment attempt for this order. */
export function usePayOrder(ref: OrderRef) {
  return useMutation({ mutationFn: (body: Omit<PayOrderBody, "id">) => payOrder(ref, body) });
}
