import { formatMoney } from "@shop/contract";
import type { ReactNode } from "react";
import { LocalizedLink } from "../../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../../i18n/use-locale.ts";
import { formatTraffic } from "../../../lib/format.ts";
import { buttonClass } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { useMemberUser } from "../../auth/index.ts";
import type { OrderInfo } from "../api/get-order-info.ts";
import { DateTime, MethodName } from "../lists/order-fields.tsx";
import { orderRefSearch } from "../order-ref.ts";
import { OrderNoNote, OutcomeBadge, OutcomeCard, OutcomeNotice } from "./outcome-card.tsx";
import { buyAgainPath, payAgainPath } from "./retry-paths.ts";

const primary = buttonClass({ size: "h11" });
const secondary = buttonClass({ variant: "secondary", size: "h11" });

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-ink">{children}</dd>
    </div>
  );
}

function Purchase({ info }: { info: OrderInfo }) {
  const t = useT();
  if (info.orderType === "recharge") {
    const { trafficGb, giftGb } = info.order;
    return (
      <>
        {t("orders.success.traffic", { gb: trafficGb.toLocaleString("en-US") })}
        {giftGb > 0 && (
          <span className="block text-emerald-700 text-xs">
            {t("orders.fields.giftShort", { gb: giftGb.toLocaleString("en-US") })}
          </span>
        )}
      </>
    );
  }
  const order = info.order;
  return (
    <>
      {order.kind === "renewal"
        ? t("orders.success.renewal", { count: order.count, days: order.days })
        : t("orders.success.static", {
            product: t(`orders.resourceTypes.${order.type}`),
            count: order.count,
            days: order.days,
          })}
      {order.regionName && <span className="block text-slate-600 text-xs">{order.regionName}</span>}
    </>
  );
}

function RemainingTraffic() {
  const t = useT();
  const locale = useLocale();
  const user = useMemberUser();
  if (!user.data) return null;
  return (
    <p className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900 text-sm" data-testid="remaining-traffic">
      {t("orders.success.remaining")}{" "}
      <span className="font-semibold">{formatTraffic(user.data.limitBalance, locale)}</span>
    </p>
  );
}

/**
 * /h5/success: what was bought and where to go next, for the visitor's own
 * paid order only (OwnOrder has checked it is theirs); an unpaid or closed
 * order says so instead.
 */
export function PaymentSuccess({ info: data }: { info: OrderInfo }) {
  const t = useT();
  if (data.order.status === "waiting") {
    return (
      <OutcomeNotice
        testId="payment-not-paid"
        title={t("orders.success.notPaidTitle")}
        text={t("orders.success.notPaid")}
        to={payAgainPath(data)}
        action={t("orders.fail.payAgain")}
      />
    );
  }
  if (data.order.status === "closed") {
    return (
      <OutcomeNotice
        testId="payment-not-paid"
        title={t("orders.pay.closedTitle")}
        text={t("orders.pay.closedText", { orderNo: data.order.orderNo })}
        to={buyAgainPath(data)}
        action={t("orders.fail.buyAgain")}
      />
    );
  }
  const isStatic = data.orderType === "static";
  return (
    <OutcomeCard testId="payment-success" centred={false}>
      <div className="text-center">
        <OutcomeBadge tone="success">
          <Icon name="check" className="size-8" />
        </OutcomeBadge>
        <h1 className="mt-4 font-bold text-2xl text-ink">{t("pages.h5Success.heading")}</h1>
        <p className="mt-1 text-slate-600 text-sm">
          {isStatic ? t("orders.success.staticText") : t("orders.success.trafficText")}
        </p>
        {data.order.payAmount != null && (
          <p className="mt-4 font-bold text-3xl text-ink tracking-tight" data-testid="paid-amount">
            {formatMoney(data.order.payAmount, "currency" in data.order ? data.order.currency : "CNY")}
          </p>
        )}
      </div>
      <dl className="mt-6 divide-y divide-slate-100 border-slate-100 border-y text-sm">
        <Row label={t("orders.success.bought")}>
          <Purchase info={data} />
        </Row>
        <Row label={t("orders.fields.orderNo")}>
          <span className="break-all font-mono text-xs">{data.order.orderNo}</span>
        </Row>
        <Row label={t("orders.fields.paymentMethod")}>
          <MethodName method={data.order.paymentMethod} />
        </Row>
        <Row label={t("orders.fields.payTime")}>
          <DateTime iso={data.order.payTime} />
        </Row>
      </dl>
      {!isStatic && <RemainingTraffic />}
      <div className="mt-6 grid gap-3">
        {isStatic ? (
          <LocalizedLink
            to={`/admin/static/management${data.orderType === "static" ? `?type=${data.order.type}` : ""}`}
            className={primary}
          >
            {t("orders.success.manageIps")}
          </LocalizedLink>
        ) : (
          <LocalizedLink to="/admin/dashboard" className={primary}>
            {t("orders.success.dashboard")}
          </LocalizedLink>
        )}
        <div className="grid grid-cols-2 gap-3">
          <LocalizedLink to={isStatic ? "/admin/static/list" : "/admin/dynamic/list"} className={secondary}>
            {t("orders.success.orderList")}
          </LocalizedLink>
          <LocalizedLink to={isStatic ? "/admin/dashboard" : "/admin"} className={secondary}>
            {isStatic ? t("orders.success.dashboard") : t("orders.success.getProxy")}
          </LocalizedLink>
        </div>
      </div>
    </OutcomeCard>
  );
}

export type FailReason = "cancelled" | "closed" | "timeout";

/**
 * /h5/fail: why the payment did not complete, and the way to try again. The
 * order's own state wins over the `reason` in the link: a paid order says it
 * is paid, a closed one that it is closed.
 */
export function PaymentFail({ info: data, reason }: { info: OrderInfo; reason: FailReason }) {
  const t = useT();
  if (data.order.status === "paid") {
    return (
      <OutcomeNotice
        testId="payment-fail"
        roomy
        title={t("orders.pay.alreadyPaid")}
        to={`/h5/success${orderRefSearch({ orderType: data.orderType, id: data.order.id })}`}
        action={t("orders.pay.viewOrder")}
      />
    );
  }
  const canPayAgain = data.order.status === "waiting";
  const shownReason: FailReason = data.order.status === "closed" ? "closed" : reason;
  return (
    <OutcomeCard testId="payment-fail">
      <OutcomeBadge tone="danger">
        <Icon name="close" className="size-8" />
      </OutcomeBadge>
      <h1 className="mt-4 font-bold text-2xl text-ink">{t(`orders.fail.headings.${shownReason}`)}</h1>
      <p className="mt-2 text-slate-600 text-sm leading-6" data-testid="fail-reason">
        {t(`orders.fail.reasons.${shownReason}`)}
      </p>
      <OrderNoNote orderNo={data.order.orderNo} />
      <div className="mt-6 grid gap-3">
        {canPayAgain ? (
          <LocalizedLink to={payAgainPath(data)} className={primary}>
            <Icon name="refresh" className="size-4" />
            {t("orders.fail.payAgain")}
          </LocalizedLink>
        ) : (
          <LocalizedLink to={buyAgainPath(data)} className={primary}>
            {t("orders.fail.buyAgain")}
          </LocalizedLink>
        )}
        <LocalizedLink
          to={data.orderType === "static" ? "/admin/static/list" : "/admin/dynamic/list"}
          className={secondary}
        >
          {t("orders.success.orderList")}
        </LocalizedLink>
      </div>
      {canPayAgain && <p className="mt-4 text-slate-500 text-xs leading-5">{t("orders.fail.keptOpen")}</p>}
    </OutcomeCard>
  );
}
