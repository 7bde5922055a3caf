/** What other features may use of the console feature: its public entry (the linter refuses the rest). */

export { useBusinessZone } from "./api/business-zone.ts";
export { consoleApi, consoleKeys } from "./api/console-api.ts";
export { useConsoleSession } from "./api/session.ts";
export { ConsoleCard } from "./console-card.tsx";
export {
  adjustmentStatusLabel,
  anomalyReasonLabel,
  attemptStatusLabel,
  certificationDecisionLabel,
  ledgerKindLabel,
  notificationOutcome,
  orderKindLabel,
  paymentChannelLabel,
  paymentMethodLabel,
  productText,
  refundProblem,
  staticIpStatusLabel,
} from "./value-labels.ts";
