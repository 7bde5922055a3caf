import type { OrderPaymentStatus } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { OrderRef } from "../order-ref.ts";

/** How often a page waiting for a payment asks (the server asks the provider too). */
export const statusPollMs = 2_000;

/** GET /app-api/ip/recharge-order/getStatus/{id} or /ip/static-order/getStatus/{id}. Quiet: polling must not toast. */
export const getOrderStatus = (ref: OrderRef) =>
  api.get<OrderPaymentStatus>(
    ref.orderType === "recharge"
      ? `/app-api/ip/recharge-order/getStatus/${ref.id}`
      : `/app-api/ip/static-order/getStatus/${ref.id}`,
    { quiet: true },
  );

/** Polls every 2 s while `enabled` and the order is still waiting. */
export function useOrderStatusPolling(ref: OrderRef | null, enabled: boolean) {
  return useQuery({
    queryKey: ["order-status", ref?.orderType, ref?.id],
    queryFn: () => getOrderStatus(ref as OrderRef),
    enabled: enabled && ref !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== "waiting" ? false : statusPollMs),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}
