import { ordersEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/**
 * How many active (status 1, Normal) static IPs of one resource type the
 * member holds: GET /app-api/ip/static-order-item/page?type=…&status=1, read
 * from the page's total.
 */
const countActiveStaticIps = async (type: number) =>
  (await api.call(ordersEndpoints.pageStaticIps, { query: { type, status: 1, pageNo: 1, pageSize: 1 } })).total;

export function useActiveStaticIpCount(type: number) {
  return useQuery({ queryKey: proxiesKeys.activeStaticIps(type), queryFn: () => countActiveStaticIps(type) });
}
