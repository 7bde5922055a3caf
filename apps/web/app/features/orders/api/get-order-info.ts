import type { RechargeOrder, StaticOrder } from "@shop/contract";
import { ordersEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { OrderRef } from "../order-ref.ts";

export type OrderInfo = { orderType: "recharge"; order: RechargeOrder } | { orderType: "static"; order: StaticOrder };

const orderInfoKeys = {
  all: ["order-info"] as const,
  ofOrder: (ref: OrderRef | null) => [...orderInfoKeys.all, ref?.orderType, ref?.id] as const,
};

/** GET /app-api/order/getRechargeOrderInfo or /getStaticOrderInfo; `quiet` when the caller shows the error itself. */
async function getOrderInfo(ref: OrderRef, quiet = false): Promise<OrderInfo> {
  if (ref.orderType === "recharge") {
    const order = await api.call(ordersEndpoints.getRechargeOrder, { query: { id: ref.id } }, { quiet });
    return { orderType: "recharge", order };
  }
  const order = await api.call(ordersEndpoints.getStaticOrder, { query: { id: ref.id } }, { quiet });
  return { orderType: "static", order };
}

export function useOrderInfo(ref: OrderRef | null, options: { quiet?: boolean } = {}) {
  return useQuery({
    queryKey: orderInfoKeys.ofOrder(ref),
    queryFn: () => getOrderInfo(ref as OrderRef, options.quiet),
    enabled: ref !== null,
  });
}
