import { balanceEndpoints, paymentsEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { OrderRef } from "../order-ref.ts";

/** How often a page waiting for a payment asks (the server asks the provider too). */
const statusPollMs = 2_000;

const orderStatusKeys = {
  all: ["order-status"] as const,
  ofOrder: (ref: OrderRef | null) => [...orderStatusKeys.all, ref?.orderType, ref?.id] as const,
};

/** GET /app-api/ip/{recharge,static}-order/getStatus/{id} or /balance/topup/getStatus/{id}. Quiet: polling must not toast. */
const statusEndpoints = {
  recharge: paymentsEndpoints.getRechargeOrderStatus,
  static: paymentsEndpoints.getStaticOrderStatus,
  topup: balanceEndpoints.getTopupOrderStatus,
} as const;
const getOrderStatus = (ref: OrderRef) =>
  api.call(statusEndpoints[ref.orderType], { params: { id: ref.id } }, { quiet: true });

/** Polls every 2 s while `enabled` and the order is still waiting. */
export function useOrderStatusPolling(ref: OrderRef | null, enabled: boolean) {
  return useQuery({
    queryKey: orderStatusKeys.ofOrder(ref),
    queryFn: () => getOrderStatus(ref as OrderRef),
    enabled: enabled && ref !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== "waiting" ? false : statusPollMs),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}
