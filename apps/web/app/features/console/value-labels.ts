import type { useT } from "../../i18n/use-locale.ts";

type Translate = ReturnType<typeof useT>;

/**
 * The console shows the server's recorded values (a payment channel, a ledger kind, what became of a
 * provider's notification) in the reader's language; a value it does not know yet is shown as
 * recorded rather than as a missing text.
 */
function labelOf<const Known extends readonly (string | number)[]>(known: Known, keyPrefix: string) {
  return (t: Translate, value: string | number): string =>
    known.includes(value) ? t(`${keyPrefix}.${value}`) : String(value);
}

export const paymentMethodLabel = labelOf(["alipay", "wechat", "bank"], "console.orders.methods");
export const paymentChannelLabel = labelOf(
  ["alipay_pc", "alipay_wap", "wx_native", "bank_transfer"],
  "console.values.channels",
);
export const orderStatusLabel = labelOf(["waiting", "paid", "closed"], "console.orders.statuses");
export const attemptStatusLabel = labelOf(["waiting", "paid", "closed"], "console.orders.attemptStatuses");
export const orderKindLabel = labelOf(["recharge", "static"], "console.orders.kinds");
export const ledgerKindLabel = labelOf(
  ["recharge", "gift", "usage", "refund", "adjustment"],
  "console.values.ledgerKinds",
);
export const adjustmentStatusLabel = labelOf(["pending", "applied", "rejected"], "console.values.adjustmentStatuses");
export const anomalyReasonLabel = labelOf(
  ["amount-mismatch", "currency-mismatch", "attempt-paid-twice", "attempt-closed", "order-not-waiting"],
  "console.values.anomalyReasons",
);
export const staticIpStatusLabel = labelOf([1, 2, 3], "console.values.staticIpStatuses");
export const certificationDecisionLabel = labelOf(["approve", "reject"], "console.values.certificationDecisions");

const settledOutcomes = ["credited", "duplicate", "anomaly", "unknown-trade", "method-mismatch"] as const;
const refundStates = ["succeeded", "processing", "failed", "not-found"] as const;

/**
 * What the server made of a provider's notification: "credited", "rejected: <reason>",
 * "ignored: <trade state>" or "refund <state>: <refund no.>"; the technical detail stays as recorded.
 */
export function notificationOutcome(t: Translate, outcome: string): string {
  const settled = settledOutcomes.find((known) => known === outcome);
  if (settled) return t(`console.orders.outcomes.${settled}`);
  const [head, ...rest] = outcome.split(": ");
  const detail = rest.join(": ");
  if (head === "rejected") return t("console.orders.outcomes.rejected", { detail });
  if (head === "ignored") return t("console.orders.outcomes.ignored", { detail });
  const refundState = refundStates.find((state) => head === `refund ${state}`);
  if (refundState) {
    return t("console.orders.outcomes.refund", { state: t(`console.orders.refundStates.${refundState}`), detail });
  }
  return outcome;
}

/**
 * Why a refund is stuck or failed: "refused: <provider's reason>" when the provider said no (its reason
 * stays as recorded), else the error as it was recorded.
 */
export function refundProblem(t: Translate, lastError: string): string {
  const refused = "refused: ";
  return lastError.startsWith(refused)
    ? t("console.values.refundRefused", { detail: lastError.slice(refused.length) })
    : lastError;
}

/** What an order bought: traffic (with its gift) or static IPs for a number of days, or their renewal. */
export function productText(
  order: {
    kind: "recharge" | "static";
    trafficGb: number | null;
    giftGb: number | null;
    ipCount: number | null;
    days: number | null;
    renewal?: boolean;
  },
  t: Translate,
): string {
  if (order.kind === "recharge") {
    const gift = order.giftGb ?? 0;
    const gb = order.trafficGb ?? 0;
    return gift > 0 ? t("console.orders.trafficProduct", { gb, gift }) : t("console.orders.trafficOnlyProduct", { gb });
  }
  const figures = { count: order.ipCount ?? 0, days: order.days ?? 0 };
  return t(order.renewal ? "console.orders.renewalProduct" : "console.orders.staticProduct", figures);
}
