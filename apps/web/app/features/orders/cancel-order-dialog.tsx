import type { OrderPaymentStatus } from "@shop/contract";
import { useT } from "../../i18n/use-locale.ts";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { useCancelOrder } from "./api/cancel-order.ts";
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
  const cancellation = useCancelOrder();
  const confirm = async () => {
    if (!orderRef || cancellation.isPending) return;
    try {
      const answer = await cancellation.mutateAsync(orderRef);
      if (answer.status === "paid") showMessage(t("orders.cancel.paidMeanwhile"), "success");
      else showMessage(t("orders.cancel.done"), "success");
      onDone(answer);
    } catch {
      // The API client has shown the server's message; the order stays as it was.
    }
  };
  return (
    <ConfirmDialog
      open={orderRef !== null}
      onClose={onClose}
      title={t("orders.cancel.title")}
      cancelLabel={t("orders.cancel.keep")}
      confirmLabel={t("orders.cancel.confirm")}
      busy={cancellation.isPending}
      danger
      onConfirm={confirm}
      testId="cancel-order-dialog"
    >
      {orderRef?.orderType === "static" ? t("orders.cancel.textStatic") : t("orders.cancel.text")}
    </ConfirmDialog>
  );
}
