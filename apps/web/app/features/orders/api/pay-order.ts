import { type PayOrderBody, paymentsEndpoints } from "@shop/contract/core";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { OrderRef } from "../order-ref.ts";

/**
 * POST /app-api/order/pay (traffic) or /order/staticPay (static): one payment
 * attempt. Alipay answers with the cashier's URL, WeChat Pay with the code_url.
 */
const payOrder = (ref: OrderRef, body: Omit<PayOrderBody, "id">) =>
  api.call(ref.orderType === "recharge" ? paymentsEndpoints.payRechargeOrder : paymentsEndpoints.payStaticOrder, {
    body: { ...body, id: ref.id },
  });

/** One payment attempt for this order. */
export function usePayOrder(ref: OrderRef) {
  return useMutation({ mutationFn: (body: Omit<PayOrderBody, "id">) => payOrder(ref, body) });
}
