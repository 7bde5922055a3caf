import { formatFen } from "@shop/contract";
import { useState } from "react";
import { LocalizedLink } from "../../../i18n/localized-link.tsx";
import { useT } from "../../../i18n/use-locale.ts";
import { Button } from "../../../ui/button.tsx";
import type { OrderRef } from "../order-ref.ts";
import { useBalance, useBalanceForOrder, usePayFromBalance } from "./api.ts";

/**
 * "Pay from balance" at the cashier of a traffic or static order: shown with the member's
 * balance, asks once more with the amount, then pays the whole order from it (no handling fee).
 */
export function PayFromBalance({
  orderRef,
  amountFen,
  disabled,
  onPaid,
  onPartUsed,
  balanceUsedFen,
}: {
  orderRef: OrderRef;
  /** What is left to pay. */
  amountFen: number;
  /** The part already paid from the balance. */
  balanceUsedFen: number;
  disabled: boolean;
  onPaid(): void;
  /** After part of the order was paid from the balance: the cashier shows what is left. */
  onPartUsed(): void;
}) {
  const t = useT();
  const balance = useBalance();
  const pay = usePayFromBalance();
  const usePart = useBalanceForOrder();
  const [confirming, setConfirming] = useState(false);
  if (!balance.data || orderRef.orderType === "topup") return null;
  if (balance.data.balance === 0 && balanceUsedFen === 0) return null;
  const available = balance.data.balance;
  const enough = available >= amountFen;
  const payPart = async () => {
    try {
      await usePart.mutateAsync({
        orderType: orderRef.orderType as "recharge" | "static",
        id: orderRef.id,
        amount: available,
      });
      onPartUsed();
    } catch {
      // The API client has shown the server's message.
      void balance.refetch();
    }
  };
  const confirm = async () => {
    try {
      await pay.mutateAsync({ orderType: orderRef.orderType as "recharge" | "static", id: orderRef.id });
      onPaid();
    } catch {
      // The API client has shown the server's message (e.g. the balance fell short meanwhile).
      setConfirming(false);
      void balance.refetch();
    }
  };
  if (balanceUsedFen > 0 && !enough) {
    // Part already paid from the balance and it holds too little for the rest: the cashier pays the rest.
    return (
      <p
        className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-600 text-sm"
        data-testid="pay-balance-used"
      >
        {t("balance.pay.used", { amount: formatFen(balanceUsedFen) })}
      </p>
    );
  }
  return (
    <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm" data-testid="pay-from-balance">
      <p className="text-slate-600">
        {t("balance.pay.available")}{" "}
        <span className="font-semibold text-ink tabular-nums" data-testid="pay-balance-available">
          {formatFen(available)}
        </span>
      </p>
      {balanceUsedFen > 0 && (
        <p className="mt-1 text-slate-600" data-testid="pay-balance-used">
          {t("balance.pay.used", { amount: formatFen(balanceUsedFen) })}
        </p>
      )}
      {!enough ? (
        <div className="mt-2 space-y-2">
          <p className="text-slate-600">
            {t("balance.pay.short")}{" "}
            <LocalizedLink to="/admin/balance" className="font-semibold text-brand hover:underline">
              {t("balance.pay.topUp")}
            </LocalizedLink>
          </p>
          {available > 0 && balanceUsedFen === 0 && (
            <Button
              variant="secondary"
              block
              onClick={payPart}
              disabled={disabled || usePart.isPending}
              aria-busy={usePart.isPending}
            >
              {t("balance.pay.part", { amount: formatFen(available), rest: formatFen(amountFen - available) })}
            </Button>
          )}
        </div>
      ) : confirming ? (
        <div className="mt-3 space-y-2">
          <p className="font-medium text-ink">{t("balance.pay.confirm", { amount: formatFen(amountFen) })}</p>
          <div className="flex gap-2">
            <Button onClick={confirm} disabled={pay.isPending} aria-busy={pay.isPending} size="sm">
              {t("balance.pay.confirmButton")}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={pay.isPending}>
              {t("balance.pay.back")}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" block className="mt-3" onClick={() => setConfirming(true)} disabled={disabled}>
          {t("balance.pay.button", { amount: formatFen(amountFen) })}
        </Button>
      )}
    </div>
  );
}
