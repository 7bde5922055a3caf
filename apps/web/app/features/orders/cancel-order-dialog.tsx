import type { OrderPaymentStatus } from "@shop/contract";
import { useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { cancelOrder } from "./api/cancel-order.ts";
import type { OrderRef } from "./order-ref.ts";

/**
 * "Cancel order?" for an unpaid order: the server closes the payment at the
 * provider, then the order, and puts reserved IPs back on sale. `onDone` gets
 * the order's new status (paid when the money had arrived after all).
 */
export function CancelOrderDialog({
  orderRef,
  onClose,
  onDone,
}: {
  orderRef: OrderRef | null;
  onClose(): void;
  onDone(status: OrderPaymentStatus): void;
}) {
  const t = useT();
  const [isCancelling, setIsCancelling] = useState(false);
  const confirm = async () => {
    if (!orderRef || isCancelling) return;
    setIsCancelling(true);
    try {
      const answer = await cancelOrder(orderRef);
      if (answer.status === "paid") showMessage(t("orders.cancel.paidMeanwhile"), "success");
      else showMessage(t("orders.cancel.done"), "success");
      onDone(answer);
    } catch {
      // The API client has shown the server's message; the order stays as it was.
    } finally {
      setIsCancelling(false);
    }
  };
  return (
    <ConfirmDialog
      open={orderRef !== null}
      onClose={onClose}
      title={t("orders.cancel.title")}
      cancelLabel={t("orders.cancel.keep")}
      confirmLabel={t("orders.cancel.confirm")}
      busy={isCancelling}
      danger
      onConfirm={confirm}
      testId="cancel-order-dialog"
    >
      {orderRef?.orderType === "static" ? t("orders.cancel.textStatic") : t("orders.cancel.text")}
    </ConfirmDialog>
  );
}
