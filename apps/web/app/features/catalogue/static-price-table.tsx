import type { ReactNode } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { HeadingCells } from "../../ui/heading-cells.tsx";
import { Icon } from "../../ui/icon.tsx";
import type { NodeView, StaticLineView } from "./views.ts";

export function CountryBadge({ code }: { code: string }) {
  return (
    <span className="inline-flex h-6 w-8 shrink-0 items-center justify-center rounded bg-slate-100 font-semibold text-[11px] text-slate-600 tracking-wide">
      {code}
    </span>
  );
}

export function StockLabel({ stock }: { stock: number }) {
  const t = useT();
  return stock > 0 ? (
    <span className="text-emerald-700">{t("catalogue.inStock", { count: stock })}</span>
  ) : (
    <span className="text-slate-500">{t("catalogue.soldOut")}</span>
  );
}

/** On phones a whole row is the link into /buy (a sold-out region is not a link). */
function NodeRowLink({ line, node, children }: { line: string; node: NodeView; children: ReactNode }) {
  const className = "flex items-center gap-3 px-4 py-3.5 text-sm";
  if (node.stock <= 0) return <div className={`${className} opacity-60`}>{children}</div>;
  return (
    <LocalizedLink to={`/buy?product=${line}&node=${node.id}#${line}`} className={`${className} hover:bg-slate-50`}>
      {children}
      <Icon name="arrowRight" className="size-4 shrink-0 text-slate-400" />
    </LocalizedLink>
  );
}

/** The regions of a static line with stock and the price per IP per 30 days; each row links into /buy. */
export function StaticPriceTable({ line }: { line: StaticLineView }) {
  const t = useT();
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ul className="divide-y divide-slate-100 sm:hidden">
        {line.nodes.map((node) => (
          <li key={node.id}>
            <NodeRowLink line={line.key} node={node}>
              <CountryBadge code={node.countryCode} />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-ink">{node.regionName}</span>
                <span className="block text-slate-500 text-xs">
                  {node.ispName ? `${node.ispName} · ` : ""}
                  <StockLabel stock={node.stock} />
                </span>
              </span>
              <span className="text-right">
                <span className="block font-semibold text-ink">{node.priceText}</span>
                <span className="block text-[11px] text-slate-500">{t("catalogue.perIp30Days")}</span>
              </span>
            </NodeRowLink>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">
          {t("catalogue.nodesCaption", { line: t(`catalogue.lines.${line.key}.name`) })}
        </caption>
        <thead className="bg-slate-50 text-slate-500 text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="px-6 py-3 font-semibold">
              {t("catalogue.region")}
            </th>
            <HeadingCells
              labels={[t("catalogue.isp"), t("catalogue.availability"), t("catalogue.pricePer30Days")]}
              className="px-4 py-3 font-semibold"
              rightAligned={[2]}
            />
            <th scope="col" className="px-6 py-3">
              <span className="sr-only">{t("catalogue.buyRegion")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {line.nodes.map((node) => (
            <tr key={node.id} className={node.stock > 0 ? "" : "text-slate-500"}>
              <td className="px-6 py-3.5">
                <div className="flex items-center gap-3">
                  <CountryBadge code={node.countryCode} />
                  <span className="font-medium text-ink">{node.regionName}</span>
                </div>
              </td>
              <td className="px-4 py-3.5 text-slate-600">{node.ispName ?? "—"}</td>
              <td className="px-4 py-3.5">
                <StockLabel stock={node.stock} />
              </td>
              <td className="whitespace-nowrap px-4 py-3.5 text-right font-semibold text-ink">{node.priceText}</td>
              <td className="px-6 py-3.5 text-right">
                {node.stock > 0 && (
                  <ButtonLink
                    to={`/buy?product=${line.key}&node=${node.id}#${line.key}`}
                    variant="secondary"
                    size="xs"
                    className="whitespace-nowrap"
                  >
                    {t("catalogue.buyRegion")}
                    <span className="sr-only"> · {node.regionName}</span>
                  </ButtonLink>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The durations of a static line with their discounts. */
export function DurationDiscounts({ line }: { line: StaticLineView }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h3 className="font-semibold text-ink">{t("catalogue.durationsHeading")}</h3>
      <p className="mt-1 text-slate-600 text-sm">{t("catalogue.durationsIntro")}</p>
      <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white sm:grid sm:grid-cols-5 sm:gap-3 sm:divide-y-0 sm:border-0 sm:bg-transparent">
        {line.durations.map((duration) => (
          <li
            key={duration.id}
            className="flex items-baseline justify-between px-4 py-2.5 sm:block sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:py-3 sm:text-center"
          >
            <p className="font-semibold text-ink">{t("catalogue.days", { count: duration.days })}</p>
            <p
              className={`mt-0.5 text-xs ${duration.discountPercent > 0 ? "font-semibold text-emerald-700" : "text-slate-500"}`}
            >
              {duration.discountPercent > 0
                ? t("catalogue.discount", { percent: duration.discountPercent })
                : t("catalogue.standardPrice")}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
