import { ordersEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useKeptQuery } from "../../../lib/query-hooks.ts";
import type { ListQuery } from "../lists/list-query.ts";

export const staticOrderKeys = {
  all: ["static-order-page"] as const,
  page: (query: ListQuery) => [...staticOrderKeys.all, query] as const,
};

/** GET /app-api/ip/static-order/page: the member's static orders (new and renewal), newest first. */
const getStaticOrderPage = (query: ListQuery) => api.call(ordersEndpoints.pageStaticOrders, { query });

export function useStaticOrderPage(query: ListQuery) {
  return useKeptQuery(staticOrderKeys.page(query), () => getStaticOrderPage(query));
}
