import { formatFen, staticPriceFen } from "@shop/contract";
import { useId } from "react";
import { Form } from "react-router";
import { LocalizedLink } from "../../../i18n/localized-link.tsx";
import { useLocalizePath, useT } from "../../../i18n/use-locale.ts";
import { Button } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { chevronDown, StrokeIcon } from "../../../ui/stroke-icon.tsx";
import type { PackageView, PayAsYouGoView, StaticLineView } from "../../catalogue/index.ts";
import { GbInput, GbProblem, IpCountInput, orderSearch, useGbAmount, useStaticChoice } from "../../catalogue/index.ts";

const field =
  "h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-ink text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20";

/** Traffic packages as tappable rows, each straight to /h5/pay. */
export function H5PackageList({ packages, payg }: { packages: PackageView[]; payg: PayAsYouGoView }) {
  const t = useT();
  const localize = useLocalizePath();
  const amount = useGbAmount(payg);
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ul className="divide-y divide-slate-100">
        {packages.map((item) => (
          <li key={item.id}>
            <LocalizedLink
              to={`/h5/pay${orderSearch({ product: "dynamic", kind: "package", packageId: item.id })}`}
              className="flex items-center gap-3 px-4 py-3.5 hover:bg-slate-50 active:bg-slate-100"
              data-testid="h5-package"
            >
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="font-semibold text-ink">{item.name}</span>
                  {item.recommended && (
                    <span className="rounded-full bg-brand px-2 py-0.5 font-semibold text-[11px] text-white">
                      {t("catalogue.recommended")}
                    </span>
                  )}
                </span>
                <span className="mt-0.5 block text-slate-600 text-xs">
                  {t("orders.h5.packageLine", { traffic: item.trafficGb.toLocaleString("en-US") })}
                  {item.giftGb > 0 && (
                    <span className="text-emerald-700">
                      {" "}
                      · {t("orders.fields.giftShort", { gb: item.giftGb.toLocaleString("en-US") })}
                    </span>
                  )}
                </span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-bold text-ink">{item.priceText}</span>
                <span className="block text-[11px] text-slate-500">
                  {t("catalogue.perGb", { price: item.unitPriceText })}
                </span>
              </span>
              <Icon name="arrowRight" className="size-4 shrink-0 text-slate-400" />
            </LocalizedLink>
          </li>
        ))}
      </ul>
      <Form
        method="get"
        action={localize("/h5/pay")}
        noValidate
        onSubmit={amount.guardSubmit}
        className="border-slate-200 border-t border-dashed bg-slate-50 p-4"
      >
        <input type="hidden" name="product" value="dynamic" />
        <label htmlFor={amount.ids.input} className="font-semibold text-ink text-sm">
          {t("orders.h5.customAmount")}
        </label>
        <p id={amount.ids.hint} className="text-slate-500 text-xs">
          {t("orders.h5.customHint", {
            price: payg.unitPriceText,
            min: payg.minGb,
            max: payg.maxGb.toLocaleString("en-US"),
          })}
        </p>
        <div className="mt-2 flex gap-2">
          <div className="relative min-w-0 flex-1">
            <GbInput payg={payg} amount={amount} className={`${field} pr-10`} />
            <span className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 text-slate-500 text-sm">
              GB
            </span>
          </div>
          <Button type="submit" size="h11" className="shrink-0">
            {amount.totalText}
            <Icon name="arrowRight" className="size-4" />
          </Button>
        </div>
        <GbProblem payg={payg} amount={amount} />
      </Form>
    </div>
  );
}

/** One static line as a compact form: region, duration and count, to /h5/pay. */
function H5StaticForm({ line }: { line: StaticLineView }) {
  const t = useT();
  const localize = useLocalizePath();
  const id = useId();
  const { available, nodeId, setNodeId, days, setDays, countText, setCountText, node, duration, count } =
    useStaticChoice(line);
  if (!node || !duration) return <p className="p-4 text-slate-600 text-sm">{t("buy.configurator.noStock")}</p>;
  const total = staticPriceFen({
    pricePer30Days: node.pricePer30Days,
    days: duration.days,
    discountPercent: duration.discountPercent,
    count,
  });
  return (
    <Form
      method="get"
      action={localize("/h5/pay")}
      noValidate
      className="space-y-3 p-4"
      data-testid={`h5-static-${line.key}`}
    >
      <input type="hidden" name="product" value={line.key} />
      <div>
        <label htmlFor={`${id}-node`} className="font-medium text-slate-700 text-xs">
          {t("buy.configurator.region")}
        </label>
        <select
          id={`${id}-node`}
          name="node"
          value={nodeId}
          onChange={(event) => setNodeId(Number(event.target.value))}
          className={`${field} mt-1`}
        >
          {available.map((option) => (
            <option key={option.id} value={option.id}>
              {`${option.regionName}${option.ispName ? ` · ${option.ispName}` : ""} — ${option.priceText}`}
            </option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3">
        <div>
          <label htmlFor={`${id}-days`} className="font-medium text-slate-700 text-xs">
            {t("buy.configurator.duration")}
          </label>
          <select
            id={`${id}-days`}
            name="days"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className={`${field} mt-1`}
          >
            {line.durations.map((option) => (
              <option key={option.id} value={option.days}>
                {option.discountPercent > 0
                  ? `${t("catalogue.days", { count: option.days })} · ${t("catalogue.discount", { percent: option.discountPercent })}`
                  : t("catalogue.days", { count: option.days })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-count`} className="font-medium text-slate-700 text-xs">
            {t("buy.configurator.count")}
          </label>
          <IpCountInput
            id={`${id}-count`}
            max={node.stock}
            text={countText}
            count={count}
            onText={setCountText}
            className={`${field} mt-1 text-center`}
          />
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 pt-1">
        <p className="text-sm">
          <span className="text-slate-500">{t("buy.configurator.total")} </span>
          <span className="font-bold text-ink text-lg" aria-live="polite">
            {formatFen(total)}
          </span>
        </p>
        <Button type="submit" size="h11">
          {t("orders.h5.buy")}
          <Icon name="arrowRight" className="size-4" />
        </Button>
      </div>
    </Form>
  );
}

/** The static lines as disclosures, the first one open. */
export function H5StaticLines({ lines }: { lines: StaticLineView[] }) {
  const t = useT();
  return (
    <div className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {lines.map((line, index) => (
        <details key={line.key} open={index === 0} className="group">
          <summary className="flex cursor-pointer items-center gap-3 px-4 py-3.5 hover:bg-slate-50">
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink">{t(`catalogue.lines.${line.key}.name`)}</span>
              <span className="block text-slate-600 text-xs">
                {line.fromText
                  ? `${t("catalogue.from", { price: line.fromText })} ${t("catalogue.perIp30Days")}`
                  : t("catalogue.soldOut")}
              </span>
            </span>
            <StrokeIcon
              strokes={chevronDown}
              grid={20}
              className="size-4 shrink-0 text-slate-400 transition group-open:rotate-180"
            />
          </summary>
          <div className="border-slate-100 border-t bg-slate-50/60">
            <H5StaticForm line={line} />
          </div>
        </details>
      ))}
    </div>
  );
}
