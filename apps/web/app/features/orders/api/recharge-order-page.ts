import { ordersEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useKeptQuery } from "../../../lib/query-hooks.ts";
import type { ListQuery } from "../lists/list-query.ts";

export const rechargeOrderKeys = {
  all: ["recharge-order-page"] as const,
  page: (query: ListQuery) => [...rechargeOrderKeys.all, query] as const,
};

/** GET /app-api/ip/recharge-order/page: the member's traffic orders, newest first. */
const getRechargeOrderPage = (query: ListQuery) => api.call(ordersEndpoints.pageRechargeOrders, { query });

export function useRechargeOrderPage(query: ListQuery) {
  return useKeptQuery(rechargeOrderKeys.page(query), () => getRechargeOrderPage(query));
}
