import type { Refund, RefundPage, RefundQuery, RefundRejectRequest, RefundRequest } from "../console-orders.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "Console: refunds";

/** Refunds through the providers' refund APIs: one operator requests, another approves. */
export const consoleRefundsEndpoints = {
  listRefunds: defineEndpoint<{ query: RefundQuery; data: RefundPage }>({
    method: "GET",
    path: "/ops-api/refunds",
    audience: "operator",
    permission: "orders.read",
    tag,
    summary: "The refunds queue, newest first, by status",
  }),
  requestRefund: defineEndpoint<{ body: RefundRequest; data: Refund }>({
    method: "POST",
    path: "/ops-api/refunds/request",
    audience: "operator",
    permission: "refunds.request",
    tag,
    summary: "Asks for a refund of an order or a payment anomaly (never above paid minus refunded)",
  }),
  approveRefund: defineEndpoint<{ body: { id: number }; data: Refund }>({
    method: "POST",
    path: "/ops-api/refunds/approve",
    audience: "operator",
    permission: "refunds.approve",
    tag,
    summary: "Approves another operator's refund request and sends it to the provider, once",
  }),
  rejectRefund: defineEndpoint<{ body: RefundRejectRequest; data: Refund }>({
    method: "POST",
    path: "/ops-api/refunds/reject",
    audience: "operator",
    permission: "refunds.approve",
    tag,
    summary: "Rejects another operator's refund request with a reason",
  }),
  settleRefund: defineEndpoint<{ body: { id: number }; data: Refund }>({
    method: "POST",
    path: "/ops-api/refunds/settle",
    audience: "operator",
    permission: "refunds.approve",
    tag,
    summary: "Asks the provider about a refund whose answer was lost (resent with the same number if never made)",
  }),
};
