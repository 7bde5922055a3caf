import { ordersEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const renewableIpKeys = {
  all: ["renewable-ips"] as const,
  ofType: (type: number | undefined) => [...renewableIpKeys.all, type] as const,
};

/** POST /app-api/ip/static-order-renewal/ips: the IPs that may still be renewed, with prices per duration. */
const getRenewableIps = (type?: number) =>
  api.call(ordersEndpoints.listRenewableIps, { body: type === undefined ? {} : { type } });

export function useRenewableIps(type: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: renewableIpKeys.ofType(type),
    queryFn: () => getRenewableIps(type),
    enabled,
    staleTime: 0,
  });
}
