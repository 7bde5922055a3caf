import { useT } from "../../i18n/use-locale.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import type { OrderRef } from "./order-ref.ts";
import { PaymentPanel } from "./payment-panel.tsx";

/** The cashier in a dialog: "pay" on a waiting order in a list, and the last step of a renewal. */
export function PayDialog({
  orderRef,
  onClose,
  onPaid,
  title,
  returnPath,
}: {
  orderRef: OrderRef | null;
  onClose(): void;
  onPaid(): void;
  title?: string;
  /** Where Alipay's cashier sends the buyer back (a top-up: the balance page); /h5/result otherwise. */
  returnPath?: string;
}) {
  const t = useT();
  return (
    <ModalDialog
      open={orderRef !== null}
      onClose={onClose}
      title={title ?? t("orders.pay.dialogTitle")}
      closeLabel={t("orders.close")}
      size="md"
      testId="pay-dialog"
    >
      {orderRef && (
        <PaymentPanel
          orderRef={orderRef}
          layout="stack"
          onPaid={onPaid}
          buyAgainPath={returnPath ?? "/buy"}
          returnPath={returnPath}
        />
      )}
    </ModalDialog>
  );
}
