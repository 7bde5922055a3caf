import type { Refund, RefundPage, RefundQuery, RefundRejectRequest, RefundRequest } from "../console-orders.ts";
import { endpointGroup } from "../endpoint.ts";

const { get, post } = endpointGroup({ tag: "Console: refunds", audience: "operator" });

/** Refunds through the providers' refund APIs: one operator requests, another approves. */
export const consoleRefundsEndpoints = {
  listRefunds: get<{ query: RefundQuery; data: RefundPage }>(
    "/ops-api/refunds",
    "The refunds queue, newest first, by status",
    { permission: "orders.read" },
  ),
  requestRefund: post<{ body: RefundRequest; data: Refund }>(
    "/ops-api/refunds/request",
    "Asks for a refund of an order or a payment anomaly (never above paid minus refunded)",
    { permission: "refunds.request" },
  ),
  approveRefund: post<{ body: { id: number }; data: Refund }>(
    "/ops-api/refunds/approve",
    "Approves another operator's refund request and sends it to the provider, once",
    { permission: "refunds.approve" },
  ),
  rejectRefund: post<{ body: RefundRejectRequest; data: Refund }>(
    "/ops-api/refunds/reject",
    "Rejects another operator's refund request with a reason",
    { permission: "refunds.approve" },
  ),
  settleRefund: post<{ body: { id: number }; data: Refund }>(
    "/ops-api/refunds/settle",
    "Asks the provider about a refund whose answer was lost (resent with the same number if never made)",
    { permission: "refunds.approve" },
  ),
};
