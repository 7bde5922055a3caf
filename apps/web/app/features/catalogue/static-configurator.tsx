import { formatFen, staticPriceFen } from "@shop/contract";
import { useId } from "react";
import { Form } from "react-router";
import { useLocalizePath, useT } from "../../i18n/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { ChoiceCard } from "../../ui/choice-card.tsx";
import { Icon } from "../../ui/icon.tsx";
import { SummaryList, SummaryRow, SummaryTotal } from "../../ui/price-summary.tsx";
import { IpCountInput, ipCount, useStaticChoice } from "./static-choice.tsx";
import { CountryBadge, StockLabel } from "./static-price-table.tsx";
import type { StaticLineView } from "./views.ts";

/**
 * Region, duration and number of IPs of one static line, with the total as the
 * server will charge it (staticPriceFen). A plain GET form to /order (or the
 * user centre's own confirmation step, `action`), so it also works before the
 * JavaScript has loaded; the confirmation step prices the choice again.
 */
export function StaticConfigurator({
  line,
  initialNodeId,
  action = "/order",
}: {
  line: StaticLineView;
  initialNodeId?: number;
  action?: string;
}) {
  const t = useT();
  const localize = useLocalizePath();
  const id = useId();
  const { nodeId, setNodeId, days, setDays, countText, setCountText, node, duration, count } = useStaticChoice(
    line,
    initialNodeId,
  );
  if (!node || !duration) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-600">
        {t("buy.configurator.noStock")}
      </p>
    );
  }
  const maxCount = node.stock;
  const price = (discountPercent: number) =>
    staticPriceFen({ pricePer30Days: node.pricePer30Days, days: duration.days, discountPercent, count });
  const total = price(duration.discountPercent);
  const undiscounted = price(0);
  const perIp = staticPriceFen({
    pricePer30Days: node.pricePer30Days,
    days: duration.days,
    discountPercent: duration.discountPercent,
    count: 1,
  });

  const optionClass = "relative flex bg-white p-3.5 text-sm";

  return (
    <Form
      noValidate
      method="get"
      action={localize(action)}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      data-testid={`configurator-${line.key}`}
    >
      <input type="hidden" name="product" value={line.key} />
      <div className="space-y-6">
        <fieldset>
          <legend className="font-semibold text-ink text-sm">{t("buy.configurator.region")}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {line.nodes.map((option) => (
              <ChoiceCard
                key={option.id}
                name="node"
                value={option.id}
                checked={option.id === nodeId}
                disabled={option.stock <= 0}
                onChoose={() => {
                  setNodeId(option.id);
                  setCountText((current) => String(ipCount(current, option.stock)));
                }}
                className={`${optionClass} ${option.stock > 0 ? "border-slate-200" : "cursor-not-allowed border-slate-100 opacity-60"}`}
              >
                <span className="flex w-full items-start gap-3">
                  <CountryBadge code={option.countryCode} />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink">{option.regionName}</span>
                    <span className="block text-slate-600 text-xs">
                      {option.ispName ? `${option.ispName} · ` : ""}
                      <StockLabel stock={option.stock} />
                    </span>
                  </span>
                  <span className="whitespace-nowrap text-right">
                    <span className="block font-semibold text-ink">{option.priceText}</span>
                    <span className="block text-[11px] text-slate-600">{t("catalogue.perIp30Days")}</span>
                  </span>
                </span>
              </ChoiceCard>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="font-semibold text-ink text-sm">{t("buy.configurator.duration")}</legend>
          <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
            {line.durations.map((option) => (
              <ChoiceCard
                key={option.id}
                name="days"
                value={option.days}
                checked={option.days === days}
                onChoose={() => setDays(option.days)}
                className={`${optionClass} justify-center border-slate-200 px-2 text-center`}
              >
                <span>
                  <span className="block font-semibold text-ink">{t("catalogue.days", { count: option.days })}</span>
                  <span
                    className={`block text-xs ${option.discountPercent > 0 ? "font-semibold text-emerald-700" : "text-slate-600"}`}
                  >
                    {option.discountPercent > 0
                      ? t("catalogue.discount", { percent: option.discountPercent })
                      : t("catalogue.standardPrice")}
                  </span>
                </span>
              </ChoiceCard>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={`${id}-count`} className="font-semibold text-ink text-sm">
            {t("buy.configurator.count")}
          </label>
          <div className="mt-3 flex items-center gap-2">
            <button
              type="button"
              aria-label={t("buy.configurator.fewer")}
              aria-controls={`${id}-count`}
              disabled={count <= 1}
              onClick={() => setCountText(String(count - 1))}
              className="inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:border-brand hover:text-brand disabled:opacity-40"
            >
              <Icon name="minus" className="size-4" />
            </button>
            <IpCountInput
              id={`${id}-count`}
              max={maxCount}
              text={countText}
              count={count}
              onText={setCountText}
              describedBy={`${id}-count-hint`}
              className="h-10 w-24 rounded-lg border border-slate-300 px-3 text-center text-ink text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20"
            />
            <button
              type="button"
              aria-label={t("buy.configurator.more")}
              aria-controls={`${id}-count`}
              disabled={count >= maxCount}
              onClick={() => setCountText(String(count + 1))}
              className="inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:border-brand hover:text-brand disabled:opacity-40"
            >
              <Icon name="plus" className="size-4" />
            </button>
          </div>
          <p id={`${id}-count-hint`} className="mt-2 text-slate-500 text-xs">
            {t("buy.configurator.countHint", { count: maxCount })}
          </p>
        </div>
      </div>

      <aside className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24">
        <h3 className="font-semibold text-ink">{t("buy.configurator.summary")}</h3>
        <SummaryList>
          <SummaryRow label={t("buy.configurator.region")} valueClassName="text-right font-medium text-ink">
            {node.regionName}
          </SummaryRow>
          <SummaryRow label={t("buy.configurator.duration")}>
            {t("catalogue.days", { count: duration.days })}
          </SummaryRow>
          <SummaryRow label={t("buy.configurator.count")}>{count}</SummaryRow>
          <SummaryRow label={t("buy.configurator.perIp")}>{formatFen(perIp)}</SummaryRow>
          {total < undiscounted && (
            <SummaryRow label={t("buy.configurator.saving")} tone="saving">
              {formatFen(undiscounted - total)}
            </SummaryRow>
          )}
        </SummaryList>
        <SummaryTotal label={t("buy.configurator.total")} testId="static-total" live>
          {formatFen(total)}
        </SummaryTotal>
        <Button type="submit" size="tall" block className="mt-5">
          {t("buy.configurator.continue")}
          <Icon name="arrowRight" className="size-4" />
        </Button>
      </aside>
    </Form>
  );
}
