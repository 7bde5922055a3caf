import { type EndpointTypes, ordersEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";
import { staticIpKeys } from "./static-ip-page.ts";

const exchangeNodeKeys = {
  all: ["exchange-nodes"] as const,
  ofIp: (id: number | null) => [...exchangeNodeKeys.all, id] as const,
};

/** GET /app-api/ip/static-order-item-exchange/getExchangeNode: regions with stock to replace IP `id`. */
export function useExchangeNodes(id: number | null) {
  return useQuery({
    queryKey: exchangeNodeKeys.ofIp(id),
    queryFn: () => api.call(ordersEndpoints.listExchangeNodes, { query: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** POST /app-api/ip/static-order-item-exchange/shareExchange: the IP after the swap. */
const exchangeIp = (body: EndpointTypes<typeof ordersEndpoints.exchangeIp>["body"]) =>
  api.call(ordersEndpoints.exchangeIp, { body });

/** Swaps an IP; pending until the IP list has loaded again with the new address. */
export function useExchangeIp() {
  return useReloadingMutation(exchangeIp, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: staticIpKeys.all }),
  );
}
