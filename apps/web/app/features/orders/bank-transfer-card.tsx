import { formatFen, type PayInfo } from "@shop/contract";
import { paymentsEndpoints } from "@shop/contract/core";
import { useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { api } from "../../lib/api.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Button } from "../../ui/button.tsx";
import type { OrderRef } from "./order-ref.ts";

/**
 * Bank transfer (对公转账) on the cashier: offered for traffic and static orders when the shop has
 * an account set up; once chosen, the seller's account, the order's reference and the deadline.
 */
export function BankTransferCard({
  orderRef,
  payInfo,
  disabled,
  onChosen,
}: {
  orderRef: OrderRef;
  payInfo: PayInfo;
  disabled?: boolean;
  onChosen(): void;
}) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const transfer = payInfo.bankTransfer ?? null;
  if (!transfer && !payInfo.bankTransferAvailable) return null;
  if (orderRef.orderType === "topup") return null;

  const choose = async () => {
    setBusy(true);
    try {
      await api.call(paymentsEndpoints.chooseBankTransfer, {
        body: { orderType: orderRef.orderType as "recharge" | "static", id: orderRef.id },
      });
      onChosen();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="bank-transfer"
      aria-labelledby="bank-transfer-title"
    >
      <h2 id="bank-transfer-title" className="font-semibold text-ink">
        {t("orders.bankTransfer.title")}
      </h2>
      {!transfer ? (
        <>
          <p className="mt-2 text-slate-600 text-sm leading-6">{t("orders.bankTransfer.intro")}</p>
          <Button onClick={choose} disabled={disabled || busy} className="mt-4" data-testid="bank-transfer-choose">
            {t("orders.bankTransfer.choose")}
          </Button>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-600 text-sm leading-6">
            {t("orders.bankTransfer.waiting", { deadline: formatDateTime(transfer.deadline, locale) })}
          </p>
          <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-slate-500">{t("orders.bankTransfer.accountName")}</dt>
              <dd className="mt-0.5 font-medium text-ink">{transfer.account.accountName}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-500">{t("orders.bankTransfer.bankName")}</dt>
              <dd className="mt-0.5 font-medium text-ink">{transfer.account.bankName}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-500">{t("orders.bankTransfer.accountNumber")}</dt>
              <dd className="mt-0.5 break-all font-medium font-mono text-ink" data-testid="bank-account-number">
                {transfer.account.accountNumber}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-500">{t("orders.bankTransfer.amount")}</dt>
              <dd className="mt-0.5 font-semibold text-ink">{formatFen(transfer.amount)}</dd>
            </div>
            <div className="min-w-0 sm:col-span-2">
              <dt className="text-slate-500">{t("orders.bankTransfer.reference")}</dt>
              <dd
                className="mt-0.5 font-bold font-mono text-2xl text-brand tracking-widest"
                data-testid="bank-transfer-reference"
              >
                {transfer.reference}
              </dd>
              <p className="mt-1 text-slate-500 text-xs leading-5">{t("orders.bankTransfer.referenceHint")}</p>
            </div>
          </dl>
          {transfer.account.note ? (
            <p className="mt-3 text-slate-600 text-xs leading-5">{transfer.account.note}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
