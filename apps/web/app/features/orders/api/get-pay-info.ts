import { paymentsEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { OrderRef } from "../order-ref.ts";

/**
 * GET /app-api/order/getPayInfo: the order's subject, deadline and what each
 * method costs. Quiet: the cashier says itself when the order is not found.
 */
const getPayInfo = (ref: OrderRef) =>
  api.call(paymentsEndpoints.getPayInfo, { query: { orderType: ref.orderType, id: ref.id } }, { quiet: true });

export const payInfoKeys = {
  all: ["pay-info"] as const,
  ofOrder: (ref: OrderRef) => [...payInfoKeys.all, ref.orderType, ref.id] as const,
  none: () => [...payInfoKeys.all, "none"] as const,
};

export function usePayInfo(ref: OrderRef | null) {
  return useQuery({
    queryKey: ref ? payInfoKeys.ofOrder(ref) : payInfoKeys.none(),
    queryFn: () => getPayInfo(ref as OrderRef),
    enabled: ref !== null,
    // The fee is the server's; a stale one must not be shown after coming back to the tab.
    staleTime: 0,
  });
}
