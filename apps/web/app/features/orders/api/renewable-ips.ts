import type { RenewableIp } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /app-api/ip/static-order-renewal/ips: the IPs that may still be renewed, with prices per duration. */
export const getRenewableIps = (type?: number) =>
  api.post<RenewableIp[]>("/app-api/ip/static-order-renewal/ips", type === undefined ? {} : { type });

export function useRenewableIps(type: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ["renewable-ips", type],
    queryFn: () => getRenewableIps(type),
    enabled,
    staleTime: 0,
  });
}
