import { formatMoney, type PayAnswer, type PaymentMethodName, ResponseCode } from "@shop/contract";
import { paymentsEndpoints } from "@shop/contract/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocalizePath, useT } from "../../i18n/use-locale.ts";
import { api } from "../../lib/api.ts";
import { ApiError } from "../../lib/api-client.ts";
import { Button, buttonClass } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { authKeys } from "../auth/index.ts";
import { payInfoKeys, usePayInfo } from "./api/get-pay-info.ts";
import { usePayOrder } from "./api/pay-order.ts";
import { PayFromBalance } from "./balance/pay-from-balance.tsx";
import { BankTransferCard } from "./bank-transfer-card.tsx";
import { CancelOrderDialog } from "./cancel-order-dialog.tsx";
import { clockText, permilleText } from "./order-format.ts";
import { type OrderRef, orderRefSearch } from "./order-ref.ts";
import { PayMethodPicker } from "./pay-method-picker.tsx";
import { useServerNow } from "./server-clock.ts";
import { type WechatPayment, WechatQrDialog } from "./wechat-qr-dialog.tsx";
import {
  channelOf,
  oauthReturnOf,
  type PayDevice,
  payInWechat,
  type WechatScene,
  wechatSceneOf,
} from "./wechat-scene.ts";

export type { PayDevice } from "./wechat-scene.ts";

/** The browser's WeChat Pay scene; "native" while rendering on the server, then the browser's own. */
function useWechatScene(): WechatScene {
  const [scene, setScene] = useState<WechatScene>("native");
  useEffect(() => setScene(wechatSceneOf(navigator.userAgent)), []);
  return scene;
}

const wechatNoteKey = {
  native: "orders.pay.wechatNote",
  h5: "orders.pay.wechatH5Note",
  jsapi: "orders.pay.wechatJsapiNote",
} as const;

function SummaryRow({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? "" : "text-sm"}`}>
      <dt className={strong ? "font-semibold text-ink" : "text-slate-500"}>{label}</dt>
      <dd className={strong ? "font-bold text-3xl text-ink tracking-tight" : "font-medium text-ink"}>{children}</dd>
    </div>
  );
}

function Notice({ tone, title, children }: { tone: "done" | "closed" | "error"; title: string; children: ReactNode }) {
  const colours =
    tone === "done"
      ? "border-emerald-200 bg-emerald-50 text-emerald-900"
      : tone === "closed"
        ? "border-slate-200 bg-slate-50 text-slate-800"
        : "border-red-200 bg-red-50 text-red-900";
  return (
    <div role="alert" className={`rounded-2xl border p-5 ${colours}`} data-testid="payment-notice">
      <p className="font-semibold">{title}</p>
      <div className="mt-2 text-sm leading-6">{children}</div>
    </div>
  );
}

const linkButton = buttonClass({ size: "md" });

/**
 * The cashier of an existing order: its number, subject and time left, the
 * payment methods with the server's handling fee and total for each, and
 * "pay now". Alipay leaves for the provider's cashier; WeChat Pay opens the
 * QR dialog and goes on when the order is paid.
 */
export function PaymentPanel({
  orderRef,
  device = "pc",
  layout = "page",
  onPaid,
  buyAgainPath = "/buy",
  returnPath = "/h5/result",
}: {
  orderRef: OrderRef;
  device?: PayDevice;
  /** "page": details beside a summary on wide screens; "stack": one column (dialogs, phones). */
  layout?: "page" | "stack";
  /** After a WeChat payment; by default the success page. */
  onPaid?(): void;
  buyAgainPath?: string;
  /** Where Alipay's cashier sends the buyer back; the order's result page unless the caller has its own. */
  returnPath?: string;
}) {
  const t = useT();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = usePayInfo(orderRef);
  const serverNow = useServerNow(info.data?.serverTime);
  const location = useLocation();
  const scene = useWechatScene();
  const [method, setMethod] = useState<PaymentMethodName>("alipay");
  const payment = usePayOrder(orderRef);
  const [isLeaving, setIsLeaving] = useState(false);
  const [wechatProblem, setWechatProblem] = useState<string | null>(null);
  // Alipay and WeChat Pay H5 (and WeChat's OAuth) leave the site: the button stays busy until the page goes.
  const isPaying =
    payment.isPending ||
    isLeaving ||
    payment.data?.method === "alipay" ||
    payment.data?.method === "card" ||
    payment.data?.channel === "wx_h5";
  const [wechat, setWechat] = useState<WechatPayment | null>(null);
  const [isCancelOpen, setIsCancelOpen] = useState(false);

  const paid = useCallback(() => {
    setWechat(null);
    void queryClient.invalidateQueries({ queryKey: payInfoKeys.ofOrder(orderRef) });
    void queryClient.invalidateQueries({ queryKey: authKeys.memberUser() });
    if (onPaid) onPaid();
    else navigate(localize(`/h5/success${orderRefSearch(orderRef)}`));
  }, [queryClient, orderRef, onPaid, navigate, localize]);

  // Back from WeChat's OAuth with a code: WeChat Pay was chosen; pay with it once, and drop it from the address.
  const oauthReturn = oauthReturnOf(location.search);
  const resumed = useRef(false);
  const resumeWechat = useRef<(code: string) => Promise<void>>(async () => {});
  useEffect(() => {
    if (!oauthReturn || resumed.current || !info.data || info.data.status !== "waiting") return;
    resumed.current = true;
    setMethod("wechat");
    navigate(`${location.pathname}${oauthReturn.rest}`, { replace: true });
    void resumeWechat.current(oauthReturn.code);
  }, [oauthReturn, info.data, navigate, location.pathname]);

  if (info.isPending) {
    return (
      <LoadingOverlay loading label={t("common.loading")}>
        <div className="h-72 rounded-2xl border border-slate-200 bg-white" />
      </LoadingOverlay>
    );
  }
  if (info.isError && info.error instanceof ApiError && info.error.code === ResponseCode.NotFound) {
    // The link names an order that is not the visitor's (or none at all): say so, don't offer a retry.
    return (
      <Notice tone="closed" title={t("orders.ownOrder.not-found.title")}>
        <p>{t("orders.ownOrder.not-found.text")}</p>
        <LocalizedLink to={buyAgainPath} className={`${linkButton} mt-3`}>
          {t("orders.pay.buyAgain")}
        </LocalizedLink>
      </Notice>
    );
  }
  if (info.isError || !info.data) {
    return (
      <Notice tone="error" title={t("orders.pay.loadFailed")}>
        <button type="button" onClick={() => info.refetch()} className="font-semibold text-brand hover:underline">
          {t("orders.retry")}
        </button>
      </Notice>
    );
  }

  const payInfo = info.data;
  const deadline = Date.parse(payInfo.payDeadline);
  const left = serverNow === null ? null : deadline - serverNow;
  const option = payInfo.options.find((candidate) => candidate.method === method) ?? payInfo.options[0];
  // The method the buyer sees chosen: a USD order offers card only, whatever was picked before.
  const chosenMethod = option?.method ?? method;
  /** Fen of a CNY order, cents of a USD one: each shown in its own currency, never converted. */
  const money = (minor: number) => formatMoney(minor, payInfo.currency);

  if (payInfo.status === "paid") {
    return (
      <Notice tone="done" title={t("orders.pay.alreadyPaid")}>
        <LocalizedLink to={`/h5/success${orderRefSearch(orderRef)}`} className={`${linkButton} mt-2`}>
          {t("orders.pay.viewOrder")}
        </LocalizedLink>
      </Notice>
    );
  }
  if (payInfo.status === "closed" || (left !== null && left <= 0 && !wechat)) {
    return (
      <Notice tone="closed" title={t("orders.pay.closedTitle")}>
        <p>{t("orders.pay.closedText", { orderNo: payInfo.orderNo })}</p>
        <LocalizedLink to={buyAgainPath} className={`${linkButton} mt-3`}>
          {t("orders.pay.buyAgain")}
        </LocalizedLink>
      </Notice>
    );
  }

  /** The order's result page, which polls until WeChat Pay's notification (or a query) says paid. */
  const resultPath = `${localize("/h5/result")}${orderRefSearch(orderRef)}&via=wechat`;

  /** Inside WeChat: the sheet of WeChat's own JS bridge, then the result page. */
  const payInsideWechat = async (answer: PayAnswer) => {
    if (!answer.jsapi) return;
    setWechatProblem(null);
    const outcome = await payInWechat(answer.jsapi, answer.bridgeScript).catch(() => "fail" as const);
    if (outcome === "ok") navigate(resultPath);
    else if (outcome === "fail") setWechatProblem(t("orders.pay.wechatJsapiFailed"));
  };

  /** Pays with the chosen method; `resumed` is WeChat Pay coming back from the OAuth step with its code. */
  const pay = async (resumed?: { oauthCode: string }) => {
    const oauthCode = resumed?.oauthCode;
    const chosen = resumed ? payInfo.options.find((candidate) => candidate.method === "wechat") : option;
    if (!chosen || isPaying) return;
    const channel = channelOf(chosen.method, device, scene);
    try {
      if (channel === "wx_jsapi" && !oauthCode) {
        // WeChat's OAuth first (the buyer's OpenID): it comes back to this page with ?code=…&state=wxpay.
        setIsLeaving(true);
        const { url } = await api.call(paymentsEndpoints.wechatAuthorize, {
          query: { returnPath: `${location.pathname}${location.search}` },
        });
        window.location.assign(url);
        return;
      }
      const answer = await payment.mutateAsync({
        method: chosen.method,
        channel,
        // H5 comes back to the result page that polls (WeChat returns paid or not); the others to where the caller said.
        returnPath: channel === "wx_h5" ? `${localize("/h5/result")}?via=wechat` : localize(returnPath),
        ...(oauthCode ? { oauthCode } : {}),
      });
      if (answer.method === "alipay" || answer.method === "card" || answer.channel === "wx_h5") {
        window.location.assign(answer.payUrl);
        return;
      }
      if (answer.channel === "wx_jsapi") {
        await payInsideWechat(answer);
        return;
      }
      setWechat({ codeUrl: answer.payUrl, total: answer.total, outTradeNo: answer.outTradeNo });
    } catch {
      setIsLeaving(false);
      // The API client has shown the server's message.
      void info.refetch();
    }
  };

  resumeWechat.current = (code) => pay({ oauthCode: code });

  const header = (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="payment-header">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <Icon name="receipt" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">{t("orders.pay.placed")}</p>
          <p className="mt-0.5 text-slate-600 text-sm">
            {left === null ? (
              t("orders.pay.payInTime")
            ) : (
              <>
                {t("orders.pay.payWithin")}{" "}
                <span className="font-mono font-semibold text-amber-700 tabular-nums" data-testid="pay-countdown">
                  {clockText(left)}
                </span>
                {t("orders.pay.payWithinSuffix")}
              </>
            )}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 border-slate-100 border-t pt-4 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-slate-500">{t("orders.fields.orderNo")}</dt>
          <dd className="mt-0.5 break-all font-medium font-mono text-ink" data-testid="pay-order-no">
            {payInfo.orderNo}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-500">{t("orders.pay.subject")}</dt>
          <dd className="mt-0.5 font-medium text-ink">{payInfo.subject}</dd>
        </div>
      </dl>
    </div>
  );

  const summary = (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="font-semibold text-ink">{t("orders.pay.summary")}</h2>
      <dl className="mt-4 space-y-2.5">
        {payInfo.balanceUsed > 0 && (
          <SummaryRow label={t("balance.pay.usedLabel")}>
            <span data-testid="pay-balance-part">−{money(payInfo.balanceUsed)}</span>
          </SummaryRow>
        )}
        <SummaryRow label={payInfo.balanceUsed > 0 ? t("balance.pay.leftLabel") : t("orders.pay.amount")}>
          {money(payInfo.amount)}
        </SummaryRow>
        <SummaryRow
          label={
            option && option.handlingFeePermille > 0
              ? `${t("orders.pay.handlingFee")} (${permilleText(option.handlingFeePermille)})`
              : t("orders.pay.handlingFee")
          }
        >
          <span data-testid="pay-handling-fee">{money(option?.handlingFee ?? 0)}</span>
        </SummaryRow>
        <div className="border-slate-200 border-t pt-3">
          <SummaryRow label={t("orders.pay.total")} strong>
            <span data-testid="pay-total">{money(option?.total ?? payInfo.amount)}</span>
          </SummaryRow>
        </div>
      </dl>
      <Button
        onClick={() => pay()}
        disabled={isPaying || !option}
        aria-busy={isPaying}
        size="cta"
        block
        className="mt-5"
      >
        {isPaying ? (
          <span
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            aria-hidden="true"
          />
        ) : (
          <Icon name="lock" className="size-4" />
        )}
        {isPaying ? t("orders.pay.paying") : t("orders.pay.payNow")}
      </Button>
      <p className="mt-3 text-center text-slate-500 text-xs leading-5">
        {chosenMethod === "alipay"
          ? t("orders.pay.alipayNote")
          : chosenMethod === "card"
            ? t("orders.pay.cardNote")
            : t(wechatNoteKey[scene])}
      </p>
      {wechatProblem && method === "wechat" ? (
        <p role="alert" className="mt-2 text-center text-red-700 text-sm" data-testid="wechat-pay-problem">
          {wechatProblem}
        </p>
      ) : null}
      {orderRef.orderType !== "topup" && payInfo.currency !== "USD" && (
        <PayFromBalance
          orderRef={orderRef}
          amountFen={payInfo.amount}
          balanceUsedFen={payInfo.balanceUsed}
          disabled={isPaying}
          onPaid={paid}
          onPartUsed={() => void info.refetch()}
        />
      )}
      <button
        type="button"
        onClick={() => setIsCancelOpen(true)}
        disabled={isPaying}
        className="mt-3 w-full rounded-lg px-4 py-2 font-medium text-slate-600 text-sm hover:bg-slate-50 hover:text-red-700 disabled:opacity-60"
      >
        {t("orders.actions.cancel")}
      </button>
    </div>
  );

  const picker = (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {payInfo.bankTransfer ? (
        <p className="mb-4 text-slate-600 text-sm leading-6" data-testid="bank-transfer-or-online">
          {t("orders.bankTransfer.orPayOnline")}
        </p>
      ) : null}
      <PayMethodPicker
        value={chosenMethod}
        onChange={setMethod}
        options={payInfo.options}
        currency={payInfo.currency}
        disabled={isPaying}
        compact={layout === "stack"}
      />
    </div>
  );

  const bankTransfer = (
    <BankTransferCard orderRef={orderRef} payInfo={payInfo} disabled={isPaying} onChosen={() => void info.refetch()} />
  );

  return (
    <>
      {layout === "page" ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-6">
            {header}
            {payInfo.bankTransfer ? bankTransfer : null}
            {picker}
            {payInfo.bankTransfer ? null : bankTransfer}
          </div>
          <div className="lg:sticky lg:top-24 lg:h-fit">{summary}</div>
        </div>
      ) : (
        <div className="space-y-4">
          {header}
          {payInfo.bankTransfer ? bankTransfer : null}
          {picker}
          {payInfo.bankTransfer ? null : bankTransfer}
          {summary}
        </div>
      )}
      <WechatQrDialog
        orderRef={orderRef}
        payment={wechat}
        deadline={deadline}
        serverNow={serverNow}
        onPaid={paid}
        onPayAgain={() => {
          setWechat(null);
          void pay();
        }}
        onClose={() => setWechat(null)}
      />
      <CancelOrderDialog
        orderRef={isCancelOpen ? orderRef : null}
        onClose={() => setIsCancelOpen(false)}
        onDone={(status) => {
          setIsCancelOpen(false);
          if (status.status === "paid") paid();
          else void queryClient.invalidateQueries({ queryKey: payInfoKeys.ofOrder(orderRef) });
        }}
      />
    </>
  );
}
