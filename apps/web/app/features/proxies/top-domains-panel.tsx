import { useId } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatTraffic } from "../../lib/format.ts";
import { Th } from "../../ui/table.tsx";
import { useUsageDomains } from "./api/usage-domains.ts";
import { ShareCell } from "./share-cell.tsx";
import { EmptyOrFailedRows, UsageTablePanel } from "./usage-table-panel.tsx";

const shownDomains = 10;

/**
 * The dashboard's "top domains": where the traffic of the chosen UTC days went,
 * by target domain, with bytes, connections and share of the range's traffic.
 */
export function TopDomainsPanel({ from, to, enabled }: { from: string; to: string; enabled: boolean }) {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const domains = useUsageDomains({ startTime: from, endTime: to, limit: shownDomains }, { enabled });
  const count = new Intl.NumberFormat(locale);
  const total = domains.data?.totalBytes ?? 0;

  return (
    <UsageTablePanel
      title={t("proxies.domains.title")}
      titleId={`${ids}-domains`}
      testId="top-domains"
      intro={t("proxies.domains.intro", { from, to })}
      caption={t("proxies.domains.caption", { from, to })}
      isFetching={domains.isFetching}
      head={
        <>
          <Th className="px-3 py-2.5 font-medium sm:px-4">{t("proxies.domains.domain")}</Th>
          <Th className="px-3 py-2.5 text-right font-medium sm:px-4">{t("proxies.domains.traffic")}</Th>
          <Th className="hidden px-3 py-2.5 text-right font-medium sm:table-cell sm:px-4">
            {t("proxies.domains.requests")}
          </Th>
          <Th className="py-2.5 pr-3 pl-1 text-right font-medium sm:px-4">{t("proxies.domains.share")}</Th>
        </>
      }
    >
      {(domains.data?.list ?? []).map((row) => {
        const share = total > 0 ? row.bytes / total : 0;
        return (
          <tr key={row.domain}>
            <td
              className="max-w-[8.5rem] truncate px-3 py-2.5 font-mono text-slate-700 text-xs sm:max-w-none sm:px-4"
              title={row.domain}
            >
              {row.domain === "other" ? t("proxies.domains.other") : row.domain}
            </td>
            <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums sm:px-4">
              {formatTraffic(row.bytes, locale)}
            </td>
            <td className="hidden whitespace-nowrap px-3 py-2.5 text-right tabular-nums sm:table-cell sm:px-4">
              {count.format(row.requests)}
            </td>
            <ShareCell share={share} locale={locale} />
          </tr>
        );
      })}
      <EmptyOrFailedRows query={domains} colSpan={4} emptyText={t("proxies.domains.empty")} />
    </UsageTablePanel>
  );
}
