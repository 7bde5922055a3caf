import { ordersEndpoints } from "@shop/contract/core";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { OrderRef } from "../order-ref.ts";

/** GET /app-api/order/receipt: the PDF receipt of a paid order, in the page's language (issue #31). */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: (ref: OrderRef & { orderType: "recharge" | "static" }) =>
      api.call(ordersEndpoints.getOrderReceipt, { query: { orderType: ref.orderType, id: ref.id } }),
  });
}
