import { ResponseCode } from "@shop/contract/core";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { LocalizedLink } from "../../../i18n/localized-link.tsx";
import { useT } from "../../../i18n/use-locale.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useIsLoggedIn } from "../../../lib/session/use-session.ts";
import { buttonClass } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { LoadingOverlay } from "../../../ui/loading-overlay.tsx";
import { type OrderInfo, useOrderInfo } from "../api/get-order-info.ts";
import type { OrderRef } from "../order-ref.ts";

const primary = buttonClass({ size: "h11" });

/** Why the page cannot show the order the link names. */
type OrderProblem = "no-order" | "log-in" | "not-found" | "load-failed";

function ProblemNotice({ problem, onRetry }: { problem: OrderProblem; onRetry(): void }) {
  const t = useT();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
      data-testid="order-problem"
      data-problem={problem}
    >
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <Icon name={problem === "log-in" ? "lock" : "receipt"} className="size-7" />
      </span>
      <h1 className="mt-4 font-bold text-ink text-xl">{t(`orders.ownOrder.${problem}.title`)}</h1>
      <p className="mt-2 text-slate-600 text-sm leading-6">{t(`orders.ownOrder.${problem}.text`)}</p>
      <div className="mt-6 grid gap-3">
        {problem === "log-in" ? (
          <LocalizedLink to={`/login?redirect=${encodeURIComponent(here)}`} className={primary}>
            {t("orders.ownOrder.logInAction")}
          </LocalizedLink>
        ) : problem === "load-failed" ? (
          <button type="button" onClick={onRetry} className={primary}>
            <Icon name="refresh" className="size-4" />
            {t("orders.retry")}
          </button>
        ) : (
          <LocalizedLink to="/admin/dynamic/list" className={primary}>
            {t("orders.success.orderList")}
          </LocalizedLink>
        )}
      </div>
    </section>
  );
}

/**
 * The outcome pages (/h5/success, /h5/result, /h5/fail) take an order from the
 * query string, so they must not believe it: they show something only for an
 * order the server says is the visitor's own, and otherwise say what is true
 * (no order named, log in first, no such order of yours, could not load).
 */
export function OwnOrder({ orderRef, children }: { orderRef: OrderRef | null; children(info: OrderInfo): ReactNode }) {
  const t = useT();
  const isLoggedIn = useIsLoggedIn();
  const info = useOrderInfo(orderRef && isLoggedIn ? orderRef : null, { quiet: true });
  let problem: OrderProblem | null = null;
  if (!orderRef) problem = "no-order";
  else if (!isLoggedIn) problem = "log-in";
  else if (info.isError) {
    const error = info.error;
    if (error instanceof ApiError && error.kind === "unauthorized") problem = "log-in";
    else if (error instanceof ApiError && error.code === ResponseCode.NotFound) problem = "not-found";
    else problem = "load-failed";
  }
  if (problem) return <ProblemNotice problem={problem} onRetry={() => void info.refetch()} />;
  if (!info.data) {
    return (
      <LoadingOverlay loading label={t("common.loading")}>
        <div className="h-72 rounded-2xl border border-slate-200 bg-white" data-testid="order-loading" />
      </LoadingOverlay>
    );
  }
  return children(info.data);
}
