/** The zod-free part of the webhooks contract (the web shell and the API reference import it). */

/**
 * Webhooks (issue #29): the events a member can subscribe an endpoint to, and the
 * calls that manage endpoints and read their delivery log. The payload of each
 * delivery is `{ event_id, type, occurred_at, data }`, signed with the
 * endpoint's secret (`Webhook-Signature: v1=<hex HMAC-SHA256(secret, "<ts>.<body>")>`).
 */
export const webhookEventTypes = [
  "order.paid",
  "balance.low",
  "traffic.low",
  "traffic.exhausted",
  "subaccount.limit_reached",
  "ip.expiring",
  "ip.expired",
  "ip.renewed",
  "refund.succeeded",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The event a member sends with "send test event"; never published by the shop itself. */
export const webhookTestEventType = "webhook.test";

export const webhookLimits = {
  /** Endpoints (enabled or not) a member may hold. */
  maxEndpoints: 10,
  urlMaxLength: 2048,
  /** Rows of the delivery log one call answers. */
  deliveriesPageSize: 50,
} as const;

export const webhookSignatureHeader = "Webhook-Signature";
export const webhookTimestampHeader = "Webhook-Timestamp";

/**
 * One example `data` per event, as the API reference shows it. Amounts are in fen (1 CNY = 100
 * fen), traffic in bytes as decimal strings (they pass 2^53), times in ISO 8601 UTC.
 */
export const webhookEventExamples: Record<WebhookEventType, Record<string, unknown>> = {
  "order.paid": {
    order_kind: "recharge",
    order_id: 1024,
    out_trade_no: "R20261128093015A1B2C3",
    amount_fen: 9900,
    method: "alipay",
    paid_at: "2026-11-28T09:30:15.000Z",
  },
  "balance.low": { balance_fen: 1850, threshold_fen: 2000 },
  "traffic.low": { remaining_bytes: "4294967296", threshold_bytes: "5368709120" },
  "traffic.exhausted": { remaining_bytes: "0" },
  "subaccount.limit_reached": { proxy_account: "u1024-shop", limit_bytes: "10737418240", used_bytes: "10737418240" },
  "ip.expiring": {
    ip: "203.0.113.25",
    proxy_account: "s1024a7",
    expires_at: "2026-12-01T00:00:00.000Z",
    days_left: 3,
  },
  "ip.expired": { ip: "203.0.113.25", proxy_account: "s1024a7", expired_at: "2026-12-01T00:00:00.000Z" },
  "ip.renewed": {
    ip: "203.0.113.25",
    proxy_account: "s1024a7",
    expires_at: "2027-01-01T00:00:00.000Z",
    order_id: 2048,
  },
  "refund.succeeded": {
    refund_no: "RF20261128101500X9Y8",
    order_kind: "static",
    order_id: 2048,
    amount_fen: 3000,
    to_balance_fen: 1000,
    channel: "mixed",
    completed_at: "2026-11-28T10:15:00.000Z",
  },
};
