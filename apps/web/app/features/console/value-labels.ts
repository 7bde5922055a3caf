import type { useT } from "../../i18n/use-locale.ts";

type Translate = ReturnType<typeof useT>;

/**
 * The console shows the server's recorded values (a payment channel, a ledger kind, what became of a
 * provider's notification) in the reader's language; a value the catalogue has no text for yet is
 * shown as recorded (the translator's default value) rather than as a missing text.
 */
function labelOf(keyPrefix: string) {
  return (t: Translate, value: string | number): string => t(`${keyPrefix}.${value}`, { defaultValue: String(value) });
}

export const paymentMethodLabel = labelOf("console.orders.methods");
export const paymentChannelLabel = labelOf("console.values.channels");
export const attemptStatusLabel = labelOf("console.orders.attemptStatuses");
export const orderKindLabel = labelOf("console.orders.kinds");
export const ledgerKindLabel = labelOf("console.values.ledgerKinds");
export const adjustmentStatusLabel = labelOf("console.values.adjustmentStatuses");
export const anomalyReasonLabel = labelOf("console.values.anomalyReasons");
export const staticIpStatusLabel = labelOf("console.values.staticIpStatuses");
export const certificationDecisionLabel = labelOf("console.values.certificationDecisions");

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
