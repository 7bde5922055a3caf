import type { OrderPaymentStatus } from "@shop/contract";
import { useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
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
    <ModalDialog
      open={orderRef !== null}
      onClose={onClose}
      title={t("orders.cancel.title")}
      closeLabel={t("orders.close")}
      size="sm"
      testId="cancel-order-dialog"
    >
      <p className="text-slate-600 text-sm leading-6">
        {orderRef?.orderType === "static" ? t("orders.cancel.textStatic") : t("orders.cancel.text")}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 font-medium text-slate-700 text-sm hover:border-brand hover:text-brand"
        >
          {t("orders.cancel.keep")}
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={isCancelling}
          aria-busy={isCancelling}
          className="inline-flex h-10 items-center rounded-lg bg-red-600 px-4 font-semibold text-sm text-white hover:bg-red-700 disabled:cursor-wait disabled:opacity-70"
        >
          {t("orders.cancel.confirm")}
        </button>
      </div>
    </ModalDialog>
  );
}
