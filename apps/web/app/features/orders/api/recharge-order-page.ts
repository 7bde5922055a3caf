import type { RechargeOrder } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { ListQuery } from "../lists/list-query.ts";

export const rechargeOrderPageKey = ["recharge-order-page"] as const;

/** GET /app-api/ip/recharge-order/page: the member's traffic orders, newest first. */
export const getRechargeOrderPage = (query: ListQuery) =>
  api.get<{ list: RechargeOrder[]; total: number }>("/app-api/ip/recharge-order/page", { query });

export function useRechargeOrderPage(query: ListQuery) {
  return useQuery({
    queryKey: [...rechargeOrderPageKey, query],
    queryFn: () => getRechargeOrderPage(query),
    placeholderData: keepPreviousData,
  });
}
