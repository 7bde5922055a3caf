import { type EndpointTypes, ordersEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";
import { staticIpKeys } from "./static-ip-page.ts";

const exchangeNodeKeys = {
  all: ["exchange-nodes"] as const,
  ofIp: (id: number | null) => [...exchangeNodeKeys.all, id] as const,
};

/**
 * GET /app-api/ip/static-order-item-exchange/getExchangeQuote: regions with stock to replace IP `id`,
 * their prices and the exchanges left. Its refusals (not verified, not found) are the dialog's to
 * show: a toast or prompt would sit behind the modal.
 */
export function useExchangeQuote(id: number | null) {
  return useQuery({
    queryKey: exchangeNodeKeys.ofIp(id),
    queryFn: () =>
      api.call(
        ordersEndpoints.getExchangeQuote,
        { query: { id: id ?? 0 } },
        { quiet: true, ownsNotAuthenticated: true },
      ),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
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
