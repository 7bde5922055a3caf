import { formatFen } from "@shop/contract";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { useOrderStatusPolling } from "./api/get-order-status.ts";
import { clockText } from "./order-format.ts";
import type { OrderRef } from "./order-ref.ts";
import { MethodMark } from "./pay-method-picker.tsx";
import { QrCode } from "./qr-code.tsx";

export interface WechatPayment {
  /** WeChat's code_url (in the sandbox, the http URL of its checkout page). */
  codeUrl: string;
  total: number;
  /** The trade this code pays: when the status poll says it is closed, the buyer cancelled it. */
  outTradeNo: string;
}

/**
 * The WeChat Pay QR code with the amount and the time left; polls the order
 * every 2 s while open and calls onPaid once it is paid. A trade cancelled in
 * WeChat (the poll reports it closed while the order still waits) is shown as
 * cancelled, with "pay again" for a new code.
 */
export function WechatQrDialog({
  orderRef,
  payment,
  deadline,
  serverNow,
  onPaid,
  onPayAgain,
  onClose,
}: {
  orderRef: OrderRef;
  payment: WechatPayment | null;
  /** payDeadline in ms on the server's clock. */
  deadline: number;
  serverNow: number | null;
  onPaid(): void;
  onPayAgain(): void;
  onClose(): void;
}) {
  const t = useT();
  const open = payment !== null;
  const left = serverNow === null ? null : deadline - serverNow;
  const timedOut = left !== null && left <= 0;
  const [isCancelled, setIsCancelled] = useState(false);
  const status = useOrderStatusPolling(orderRef, open && !timedOut && !isCancelled);
  const state = status.data?.status;
  const latest = status.data?.latestTrade;
  const tradeClosed =
    state === "waiting" && payment !== null && latest?.outTradeNo === payment.outTradeNo && latest.status === "closed";
  // Latched: once this code's trade is closed it stays cancelled even though polling stops.
  useEffect(() => {
    if (tradeClosed) setIsCancelled(true);
  }, [tradeClosed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new code (trade) starts uncancelled.
  useEffect(() => setIsCancelled(false), [payment?.outTradeNo]);

  const paidOnce = useRef(false);
  useEffect(() => {
    if (state === "paid" && !paidOnce.current) {
      paidOnce.current = true;
      onPaid();
    }
  }, [state, onPaid]);

  const closed = state === "closed" || timedOut;
  const cancelled = isCancelled && !closed && state !== "paid";
  // Only an http(s) code_url can be opened by a browser: the sandbox's checkout page. A real weixin:// link cannot.
  const isOpenable = payment ? /^https?:\/\//.test(payment.codeUrl) : false;

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      closeLabel={t("orders.wechat.close")}
      size="sm"
      testId="wechat-dialog"
      title={
        <span className="flex items-center gap-2.5">
          <MethodMark method="wechat" size="sm" />
          {t("orders.wechat.title")}
        </span>
      }
    >
      {payment && (
        <div className="flex flex-col items-center text-center">
          <p className="text-slate-600 text-sm">{t("orders.wechat.amount")}</p>
          <p className="font-bold text-3xl text-ink tracking-tight" data-testid="wechat-amount">
            {formatFen(payment.total)}
          </p>
          <div className="relative mt-4">
            <QrCode
              text={payment.codeUrl}
              label={t("orders.wechat.qrLabel")}
              dimmed={closed || cancelled || state === "paid"}
            />
            {(closed || cancelled || state === "paid") && (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-4">
                <span
                  className={`inline-flex size-10 items-center justify-center rounded-full ${state === "paid" ? "bg-emerald-100 text-emerald-700" : "bg-slate-200 text-slate-600"}`}
                >
                  <Icon name={state === "paid" ? "check" : "clock"} className="size-5" />
                </span>
                <span className="font-semibold text-ink text-sm">
                  {state === "paid"
                    ? t("orders.wechat.paid")
                    : cancelled
                      ? t("orders.wechat.cancelled")
                      : t("orders.wechat.expired")}
                </span>
              </div>
            )}
          </div>
          <div role="status" aria-live="polite" className="mt-4 min-h-11 text-sm">
            {state === "paid" ? (
              <p className="font-medium text-emerald-700">{t("orders.wechat.paidText")}</p>
            ) : closed ? (
              <p className="text-slate-700">{t("orders.wechat.expiredText")}</p>
            ) : cancelled ? (
              <div data-testid="wechat-cancelled">
                <p className="font-semibold text-ink">{t("orders.wechat.cancelledTitle")}</p>
                <p className="mt-1 text-slate-600">{t("orders.wechat.cancelledText")}</p>
                <Button onClick={onPayAgain} size="h10" className="mt-3">
                  <Icon name="refresh" className="size-4" />
                  {t("orders.fail.payAgain")}
                </Button>
              </div>
            ) : (
              <>
                <p className="flex items-center justify-center gap-2 font-medium text-ink">
                  <span className="size-2 animate-pulse rounded-full bg-[#07c160]" aria-hidden="true" />
                  {t("orders.wechat.scan")}
                </p>
                {left !== null && (
                  <p className="mt-1 text-slate-500">
                    {t("orders.wechat.timeLeft")} <span className="font-mono tabular-nums">{clockText(left)}</span>
                  </p>
                )}
              </>
            )}
          </div>
          {isOpenable && !closed && !cancelled && state !== "paid" && (
            <p className="mt-4 w-full border-slate-100 border-t pt-3 text-slate-500 text-xs leading-5">
              {t("orders.wechat.sandboxHint")}{" "}
              <a
                href={payment.codeUrl}
                target="_blank"
                rel="noopener"
                className="font-medium text-brand underline underline-offset-2"
              >
                {t("orders.wechat.openHere")}
              </a>
            </p>
          )}
        </div>
      )}
    </ModalDialog>
  );
}
