import { paymentsEndpoints } from "@shop/contract/core";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { OrderRef } from "../order-ref.ts";

/**
 * POST /app-api/order/cancel: closes an unpaid order (its trade at the
 * provider first). The answer may say "paid": money that had already arrived
 * is settled instead.
 */
const cancelOrder = (ref: OrderRef) =>
  api.call(paymentsEndpoints.cancelOrder, { body: { orderType: ref.orderType, id: ref.id } });

/** Cancels an order; the caller refreshes what shows it with the answer. */
export function useCancelOrder() {
  return useMutation({ mutationFn: cancelOrder });
}
