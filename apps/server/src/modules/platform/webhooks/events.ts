/** The events a member can subscribe a webhook to (issue #29). */
export const memberEventTypes = [
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

export type MemberEventType = (typeof memberEventTypes)[number];

export function isMemberEventType(value: string): value is MemberEventType {
  return (memberEventTypes as readonly string[]).includes(value);
}
