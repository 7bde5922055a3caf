import type { PaymentMethodName } from "@shop/contract";
import type { IncomingNotification } from "../../../payment-providers/provider.ts";
import type { PaymentsRepo } from "./repo.ts";

/**
 * Records one provider notification raw, with what became of it: payment and refund
 * notifications alike are kept, verified or not, so a dispute can be traced to the bytes.
 */
export function notificationRecorder(
  repo: Pick<PaymentsRepo, "recordNotification">,
  method: PaymentMethodName,
  notification: IncomingNotification,
) {
  return (outcome: string, outTradeNo: string | null, signatureValid: boolean) =>
    repo.recordNotification({
      method,
      outTradeNo,
      headers: notification.headers,
      body: notification.rawBody,
      signatureValid,
      outcome,
    });
}
