import type { StaticOrder } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { ListQuery } from "../lists/list-query.ts";

export const staticOrderPageKey = ["static-order-page"] as const;

/** GET /app-api/ip/static-order/page: the member's static orders (new and renewal), newest first. */
export const getStaticOrderPage = (query: ListQuery) =>
  api.get<{ list: StaticOrder[]; total: number }>("/app-api/ip/static-order/page", { query });

export function useStaticOrderPage(query: ListQuery) {
  return useQuery({
    queryKey: [...staticOrderPageKey, query],
    queryFn: () => getStaticOrderPage(query),
    placeholderData: keepPreviousData,
  });
}
