import type { PayInfo } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { OrderRef } from "../order-ref.ts";

/**
 * GET /app-api/order/getPayInfo: the order's subject, deadline and what each
 * method costs. Quiet: the cashier says itself when the order is not found.
 */
export const getPayInfo = (ref: OrderRef) =>
  api.get<PayInfo>("/app-api/order/getPayInfo", { query: { orderType: ref.orderType, id: ref.id }, quiet: true });

export const payInfoQueryKey = (ref: OrderRef) => ["pay-info", ref.orderType, ref.id] as const;

export function usePayInfo(ref: OrderRef | null) {
  return useQuery({
    queryKey: ref ? payInfoQueryKey(ref) : ["pay-info", "none"],
    queryFn: () => getPayInfo(ref as OrderRef),
    enabled: ref !== null,
    // The fee is the server's; a stale one must not be shown after coming back to the tab.
    staleTime: 0,
  });
}
