import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { GatewaySettings } from "../generator-model.ts";

/**
 * GET /app-api/ip/proxy-gateway/get: the gateway host and ports proxy lines
 * point at and the most lines one request may make (the server's
 * PROXY_GATEWAY_* configuration).
 */
export const getProxyGateway = () => api.get<GatewaySettings>("/app-api/ip/proxy-gateway/get");

export function useProxyGateway(options: { enabled: boolean }) {
  return useQuery({
    queryKey: ["proxies", "gateway"],
    queryFn: getProxyGateway,
    staleTime: 10 * 60_000,
    enabled: options.enabled,
  });
}
