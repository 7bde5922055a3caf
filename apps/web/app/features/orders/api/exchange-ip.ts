import type { ExchangeNode, ShareExchangeRequest, StaticIp } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /app-api/ip/static-order-item-exchange/getExchangeNode: regions with stock to replace IP `id`. */
export function useExchangeNodes(id: number | null) {
  return useQuery({
    queryKey: ["exchange-nodes", id],
    queryFn: () =>
      api.get<ExchangeNode[]>("/app-api/ip/static-order-item-exchange/getExchangeNode", { query: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** POST /app-api/ip/static-order-item-exchange/shareExchange: the IP after the swap. */
export const exchangeIp = (body: ShareExchangeRequest) =>
  api.post<StaticIp>("/app-api/ip/static-order-item-exchange/shareExchange", body);
