import type {
  BankTransferDecision,
  CloseOrderRequest,
  ConsoleOrderDetail,
  ConsoleOrderPage,
  ConsoleOrderQuery,
  MarkPaidRequest,
} from "../console-orders.ts";
import { endpointGroup } from "../endpoint.ts";

const { get, post } = endpointGroup({ tag: "Console: orders", audience: "operator" });

/** Every order of the shop (an operator limited to a substation sees its members' only). */
export const consoleOrdersEndpoints = {
  listOrders: get<{ query: ConsoleOrderQuery; data: ConsoleOrderPage }>(
    "/ops-api/orders",
    "Searches orders by number, trade number, member, status, product, method and dates; sorted and paged",
    { permission: "orders.read" },
  ),
  getOrder: get<{ params: { kind: "recharge" | "static"; id: number }; data: ConsoleOrderDetail }>(
    "/ops-api/orders/:kind/:id",
    "One order with its payment attempts, the providers' raw notifications and its refunds",
    { permission: "orders.read" },
  ),
  closeOrder: post<{ body: CloseOrderRequest; data: ConsoleOrderDetail }>(
    "/ops-api/orders/close",
    "Closes an unpaid order the way the close job does (provider trades first)",
    { permission: "orders.close" },
  ),
  markPaid: post<{ body: MarkPaidRequest; data: ConsoleOrderDetail }>(
    "/ops-api/orders/mark-paid",
    "Reports a bank transfer (with the bank's reference) for a waiting order; another operator confirms it",
    { permission: "orders.mark-paid" },
  ),
  decideBankTransfer: post<{ body: BankTransferDecision; data: ConsoleOrderDetail }>(
    "/ops-api/orders/mark-paid/decide",
    "A second operator confirms a reported bank transfer (the order is paid and delivered, once) or rejects it",
    { permission: "orders.mark-paid" },
  ),
};
