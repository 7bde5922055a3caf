import type { StaticIpPage } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { IpListQuery } from "../lists/list-query.ts";

export const staticIpPageKey = ["static-ip-page"] as const;

/** GET /app-api/ip/static-order-item/page: the member's IPs, with the server's clock. */
export const getStaticIpPage = (query: IpListQuery) =>
  api.get<StaticIpPage>("/app-api/ip/static-order-item/page", { query });

export function useStaticIpPage(query: IpListQuery) {
  return useQuery({
    queryKey: [...staticIpPageKey, query],
    queryFn: () => getStaticIpPage(query),
    placeholderData: keepPreviousData,
  });
}
