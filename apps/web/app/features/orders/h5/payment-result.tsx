import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useLocalizePath, useT } from "../../../i18n/use-locale.ts";
import { ButtonLink, buttonClass } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { useOrderStatusPolling } from "../api/get-order-status.ts";
import { type OrderRef, orderRefSearch } from "../order-ref.ts";
import { OrderNoNote, OutcomeBadge, OutcomeCard } from "./outcome-card.tsx";

/** How long the page waits for the payment before it says so and offers to check again. */
const resultTimeoutMs = 60_000;

/**
 * Where a provider's cashier sends the buyer back. Polls the order (the
 * server asks the provider too) until it is paid or closed, then goes on to
 * /h5/success or /h5/fail. A buyer who came back without Alipay's return
 * parameters left the cashier without paying: one check, then the fail page.
 */
export function PaymentResult({ orderRef, returnedFromPayment }: { orderRef: OrderRef; returnedFromPayment: boolean }) {
  const t = useT();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const status = useOrderStatusPolling(orderRef, !timedOut);
  const state = status.data?.status;
  const latestState = status.data?.latestTrade?.status;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each "check again" starts a new minute.
  useEffect(() => {
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), resultTimeoutMs);
    return () => clearTimeout(timer);
  }, [round]);

  // Leave exactly once: navigating again would cancel the first navigation (and its route discovery).
  const leaving = useRef(false);
  useEffect(() => {
    if (leaving.current || !state) return;
    let target: string | null = null;
    if (state === "paid") target = `/h5/success${orderRefSearch(orderRef)}`;
    else if (state === "closed") target = `/h5/fail${orderRefSearch(orderRef, { reason: "closed" })}`;
    // The buyer cancelled at the cashier (or the trade expired there): the order itself can still be paid.
    else if (latestState === "closed") target = `/h5/fail${orderRefSearch(orderRef, { reason: "cancelled" })}`;
    else if (!returnedFromPayment) target = `/h5/fail${orderRefSearch(orderRef, { reason: "cancelled" })}`;
    if (!target) return;
    leaving.current = true;
    navigate(localize(target), { replace: true });
  }, [state, latestState, returnedFromPayment, orderRef, navigate, localize]);

  if (timedOut && state !== "paid") {
    return (
      <OutcomeCard testId="result-timeout">
        <OutcomeBadge tone="warning">
          <Icon name="clock" className="size-7" />
        </OutcomeBadge>
        <h2 className="mt-4 font-semibold text-ink text-xl">{t("orders.result.timeoutTitle")}</h2>
        <p role="alert" className="mt-2 text-slate-600 text-sm leading-6">
          {t("orders.result.timeoutText")}
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <button
            type="button"
            onClick={() => {
              setRound((value) => value + 1);
              void status.refetch();
            }}
            className={buttonClass({ size: "h11" })}
          >
            <Icon name="refresh" className="size-4" />
            {t("orders.result.checkAgain")}
          </button>
          <ButtonLink
            to={orderRef.orderType === "recharge" ? "/admin/dynamic/list" : "/admin/static/list"}
            variant="secondary"
            size="h11"
          >
            {t("orders.result.orderList")}
          </ButtonLink>
        </div>
      </OutcomeCard>
    );
  }

  return (
    <OutcomeCard testId="result-waiting" busy>
      <OutcomeBadge tone="brand">
        <span
          className="size-7 animate-spin rounded-full border-[3px] border-brand/25 border-t-brand"
          aria-hidden="true"
        />
      </OutcomeBadge>
      <h2 className="mt-4 font-semibold text-ink text-xl">{t("orders.result.checking")}</h2>
      <p role="status" className="mt-2 text-slate-600 text-sm leading-6">
        {t("orders.result.checkingText")}
      </p>
      {status.data && <OrderNoNote orderNo={status.data.orderNo} />}
    </OutcomeCard>
  );
}
