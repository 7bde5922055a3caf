import type { RechargeOrder, StaticOrder } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import type { OrderRef } from "../order-ref.ts";

export type OrderInfo = { orderType: "recharge"; order: RechargeOrder } | { orderType: "static"; order: StaticOrder };

/** GET /app-api/order/getRechargeOrderInfo or /getStaticOrderInfo; `quiet` when the caller shows the error itself. */
export async function getOrderInfo(ref: OrderRef, quiet = false): Promise<OrderInfo> {
  if (ref.orderType === "recharge") {
    const order = await api.get<RechargeOrder>("/app-api/order/getRechargeOrderInfo", { query: { id: ref.id }, quiet });
    return { orderType: "recharge", order };
  }
  const order = await api.get<StaticOrder>("/app-api/order/getStaticOrderInfo", { query: { id: ref.id }, quiet });
  return { orderType: "static", order };
}

export function useOrderInfo(ref: OrderRef | null, options: { quiet?: boolean } = {}) {
  return useQuery({
    queryKey: ["order-info", ref?.orderType, ref?.id],
    queryFn: () => getOrderInfo(ref as OrderRef, options.quiet),
    enabled: ref !== null,
  });
}
