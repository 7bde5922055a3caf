import type { OrderInfo } from "../api/get-order-info.ts";
import { orderRefSearch } from "../order-ref.ts";

/**
 * Where an unpaid order is paid again: the cashier of the flow it was placed
 * in. Renewals belong to IP management, so theirs is the user centre's static
 * cashier (headed as a renewal there) wherever they were placed.
 */
export function payAgainPath(info: OrderInfo): string {
  const ref = orderRefSearch({ orderType: info.orderType, id: info.order.id });
  if (info.orderType === "static" && info.order.kind === "renewal") return `/admin/static/buy${ref}`;
  if (info.order.source === "h5") return `/h5/pay${ref}`;
  if (info.order.source === "admin") {
    return `${info.orderType === "recharge" ? "/admin/dynamic/buy" : "/admin/static/buy"}${ref}`;
  }
  return `/order${ref}`;
}

/** Where to choose again after an order closed; a renewal is chosen again in IP management. */
export function buyAgainPath(info: OrderInfo): string {
  if (info.orderType === "static" && info.order.kind === "renewal") {
    return `/admin/static/management?type=${info.order.type}`;
  }
  if (info.order.source === "h5") return "/h5";
  if (info.order.source === "admin") return info.orderType === "recharge" ? "/admin/dynamic/buy" : "/admin/static/buy";
  return "/buy";
}
