import type { StaticIp } from "@shop/contract";
import { ordersEndpoints } from "@shop/contract/core";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { useKeptQuery } from "../../../lib/query-hooks.ts";
import type { IpListQuery } from "../lists/list-query.ts";

export const staticIpKeys = {
  all: ["static-ip-page"] as const,
  page: (query: IpListQuery) => [...staticIpKeys.all, query] as const,
};

/** GET /app-api/ip/static-order-item/page: the member's IPs, with the server's clock. */
const getStaticIpPage = (query: IpListQuery) => api.call(ordersEndpoints.pageStaticIps, { query });

/** Every IP the filters match, page by page (at most 100 pages of 100), for an export. */
async function getAllStaticIps(query: IpListQuery): Promise<StaticIp[]> {
  const rows: StaticIp[] = [];
  for (let pageNo = 1; pageNo <= 100; pageNo++) {
    const answer = await getStaticIpPage({ ...query, pageNo, pageSize: 100 });
    rows.push(...answer.list);
    if (rows.length >= answer.total || answer.list.length === 0) break;
  }
  return rows;
}

/** Loads every matching IP on demand (the export button); `isPending` while the pages come in. */
export function useAllStaticIps() {
  return useMutation({ mutationFn: getAllStaticIps });
}

export function useStaticIpPage(query: IpListQuery) {
  return useKeptQuery(staticIpKeys.page(query), () => getStaticIpPage(query));
}
