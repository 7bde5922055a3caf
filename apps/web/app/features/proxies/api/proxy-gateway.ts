import { proxyAccountsEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/**
 * The gateway host and ports proxy lines point at and the most lines one
 * request may make (the server's PROXY_GATEWAY_* configuration).
 */
const getProxyGateway = () => api.call(proxyAccountsEndpoints.getProxyGateway);

export function useProxyGateway(options: { enabled: boolean }) {
  return useQuery({
    queryKey: proxiesKeys.gateway(),
    queryFn: getProxyGateway,
    staleTime: 10 * 60_000,
    enabled: options.enabled,
  });
}
