import type { CancelOrderRequest, OrderPaymentStatus } from "@shop/contract";
import { api } from "../../../lib/api.ts";
import type { OrderRef } from "../order-ref.ts";

/**
 * POST /app-api/order/cancel: closes an unpaid order (its trade at the
 * provider first). The answer may say "paid": money that had already arrived
 * is settled instead.
 */
export const cancelOrder = (ref: OrderRef) =>
  api.post<OrderPaymentStatus>("/app-api/order/cancel", {
    orderType: ref.orderType,
    id: ref.id,
  } satisfies CancelOrderRequest);
