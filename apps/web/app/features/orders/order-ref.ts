import type { OrderKind } from "@shop/contract";

/**
 * An order that exists on the server, as it travels in query strings
 * (/order, /h5/pay, /h5/result, /h5/success, /h5/fail): ?orderType=static&id=12.
 * The payment provider's return URL carries the same two parameters.
 */
export interface OrderRef {
  orderType: OrderKind;
  id: number;
}

export function parseOrderRef(params: URLSearchParams): OrderRef | null {
  const orderType = params.get("orderType");
  const id = params.get("id");
  if (orderType !== "recharge" && orderType !== "static") return null;
  if (!id || !/^\d{1,12}$/.test(id) || Number(id) <= 0) return null;
  return { orderType, id: Number(id) };
}

/** "?orderType=static&id=12" plus any extra parameters. */
export function orderRefSearch(ref: OrderRef, extra: Record<string, string> = {}): string {
  return `?${new URLSearchParams({ orderType: ref.orderType, id: String(ref.id), ...extra })}`;
}
