import { ordersEndpoints } from "@shop/contract/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { IpListQuery } from "../lists/list-query.ts";

export const staticIpKeys = {
  all: ["static-ip-page"] as const,
  page: (query: IpListQuery) => [...staticIpKeys.all, query] as const,
};

/** GET /app-api/ip/static-order-item/page: the member's IPs, with the server's clock. */
export const getStaticIpPage = (query: IpListQuery) => api.call(ordersEndpoints.pageStaticIps, { query });

export function useStaticIpPage(query: IpListQuery) {
  return useQuery({
    queryKey: staticIpKeys.page(query),
    queryFn: () => getStaticIpPage(query),
    placeholderData: keepPreviousData,
  });
}
