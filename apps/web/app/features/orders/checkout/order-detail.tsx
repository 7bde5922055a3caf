import type { ReactNode } from "react";
import { useT } from "../../../i18n/use-locale.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import type { ChoiceProblem } from "../../catalogue/index.ts";
import { CountryBadge, formatGb as gb } from "../../catalogue/index.ts";
import type { OrderView } from "./order-view.ts";

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-6 py-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-ink">{children}</dd>
    </div>
  );
}

/** What is being bought, row by row. */
export function OrderDetail({ order }: { order: OrderView }) {
  const t = useT();
  return (
    <dl className="divide-y divide-slate-100 px-5 text-sm sm:px-6">
      <DetailRow label={t("order.product")}>{t(`catalogue.lines.${order.product}.name`)}</DetailRow>
      {order.kind === "package" && (
        <>
          <DetailRow label={t("order.package")}>{order.item.name}</DetailRow>
          <DetailRow label={t("order.traffic")}>{`${gb(order.item.trafficGb)} GB`}</DetailRow>
          {order.item.giftGb > 0 && (
            <DetailRow label={t("order.gift")}>
              <span className="text-emerald-700">{`+${gb(order.item.giftGb)} GB`}</span>
            </DetailRow>
          )}
          <DetailRow label={t("order.unitPrice")}>
            {order.item.giftGb > 0
              ? t("catalogue.perGbWithGift", { price: order.item.unitPriceText })
              : t("catalogue.perGb", { price: order.item.unitPriceText })}
          </DetailRow>
        </>
      )}
      {order.kind === "payg" && (
        <>
          <DetailRow label={t("order.traffic")}>{`${gb(order.gb)} GB`}</DetailRow>
          <DetailRow label={t("order.unitPrice")}>{t("catalogue.perGb", { price: order.unitPriceText })}</DetailRow>
        </>
      )}
      {order.kind === "static" && (
        <>
          <DetailRow label={t("order.region")}>
            <span className="inline-flex items-center gap-2">
              <CountryBadge code={order.region.countryCode} />
              {order.region.name}
            </span>
          </DetailRow>
          {order.region.isp && <DetailRow label={t("order.isp")}>{order.region.isp}</DetailRow>}
          <DetailRow label={t("order.duration")}>
            {t("catalogue.days", { count: order.days })}
            {order.discountPercent > 0 && (
              <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-700 text-xs">
                {t("catalogue.discount", { percent: order.discountPercent })}
              </span>
            )}
          </DetailRow>
          <DetailRow label={t("order.count")}>{order.count}</DetailRow>
          <DetailRow label={t("order.unitPrice")}>{t("order.perIp", { price: order.perIpText })}</DetailRow>
        </>
      )}
    </dl>
  );
}

/** Why a choice cannot become an order, with the way back to choosing. */
export function ChoiceProblemNotice({ problem, backTo = "/buy" }: { problem: ChoiceProblem; backTo?: string }) {
  const t = useT();
  return (
    <section
      role="alert"
      className="flex flex-col items-start gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:flex-row"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <Icon name="receipt" className="size-5" />
      </span>
      <div>
        <h2 className="font-semibold text-ink text-lg">{t("order.problemHeading")}</h2>
        <p className="mt-1 text-slate-700">{t(`order.problems.${problem}`)}</p>
        <ButtonLink to={backTo} size="lg" className="mt-4">
          {t("order.backToBuy")}
          <Icon name="arrowRight" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
