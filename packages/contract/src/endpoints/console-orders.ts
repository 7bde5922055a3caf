import type {
  CloseOrderRequest,
  ConsoleOrderDetail,
  ConsoleOrderPage,
  ConsoleOrderQuery,
  MarkPaidRequest,
} from "../console-orders.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "Console: orders";

/** Every order of the shop (an operator limited to a substation sees its members' only). */
export const consoleOrdersEndpoints = {
  listOrders: defineEndpoint<{ query: ConsoleOrderQuery; data: ConsoleOrderPage }>({
    method: "GET",
    path: "/ops-api/orders",
    audience: "operator",
    permission: "orders.read",
    tag,
    summary: "Searches orders by number, trade number, member, status, product, method and dates; sorted and paged",
  }),
  getOrder: defineEndpoint<{ params: { kind: "recharge" | "static"; id: number }; data: ConsoleOrderDetail }>({
    method: "GET",
    path: "/ops-api/orders/:kind/:id",
    audience: "operator",
    permission: "orders.read",
    tag,
    summary: "One order with its payment attempts, the providers' raw notifications and its refunds",
  }),
  closeOrder: defineEndpoint<{ body: CloseOrderRequest; data: ConsoleOrderDetail }>({
    method: "POST",
    path: "/ops-api/orders/close",
    audience: "operator",
    permission: "orders.close",
    tag,
    summary: "Closes an unpaid order the way the close job does (provider trades first)",
  }),
  markPaid: defineEndpoint<{ body: MarkPaidRequest; data: ConsoleOrderDetail }>({
    method: "POST",
    path: "/ops-api/orders/mark-paid",
    audience: "operator",
    permission: "orders.mark-paid",
    tag,
    summary: "Marks a waiting order paid by bank transfer (with the bank's reference) and delivers it",
  }),
};
