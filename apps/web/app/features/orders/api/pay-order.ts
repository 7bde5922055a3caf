import type { PayAnswer, PayRequest } from "@shop/contract";
import { api } from "../../../lib/api.ts";
import type { OrderRef } from "../order-ref.ts";

/**
 * POST /app-api/order/pay (traffic) or /order/staticPay (static): one payment
 * attempt. Alipay answers with the cashier's URL, WeChat Pay with the code_url.
 */
export const payOrder = (ref: OrderRef, body: Omit<PayRequest, "id">) =>
  api.post<PayAnswer>(ref.orderType === "recharge" ? "/app-api/order/pay" : "/app-api/order/staticPay", {
    ...body,
    id: ref.id,
  });
