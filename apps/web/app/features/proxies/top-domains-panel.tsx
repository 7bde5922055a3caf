import { useId } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatTraffic } from "../../lib/format.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { Table, TableBody, TableHead, Th } from "../../ui/table.tsx";
import { useUsageDomains } from "./api/usage-domains.ts";
import { LoadFailedRetry, Panel, UtcTag } from "./page-header.tsx";
import { ShareCell } from "./share-cell.tsx";

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
    <Panel
      title={t("proxies.domains.title")}
      titleId={`${ids}-domains`}
      actions={<UtcTag label={t("proxies.common.utc")} />}
      testId="top-domains"
    >
      <p className="-mt-2 mb-4 text-slate-500 text-sm">{t("proxies.domains.intro", { from, to })}</p>
      <LoadingOverlay loading={domains.isFetching} label={t("common.loading")}>
        <Table caption={t("proxies.domains.caption", { from, to })}>
          <TableHead>
            <Th className="px-3 py-2.5 font-medium sm:px-4">{t("proxies.domains.domain")}</Th>
            <Th className="px-3 py-2.5 text-right font-medium sm:px-4">{t("proxies.domains.traffic")}</Th>
            <Th className="hidden px-3 py-2.5 text-right font-medium sm:table-cell sm:px-4">
              {t("proxies.domains.requests")}
            </Th>
            <Th className="py-2.5 pr-3 pl-1 text-right font-medium sm:px-4">{t("proxies.domains.share")}</Th>
          </TableHead>
          <TableBody>
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
            {domains.data && domains.data.list.length === 0 && (
              <tr>
                <td colSpan={4} className="px-4 py-10 text-center text-slate-500">
                  {t("proxies.domains.empty")}
                </td>
              </tr>
            )}
            {domains.isError && !domains.data && (
              <tr>
                <td colSpan={4} className="px-4 py-10 text-center text-slate-600">
                  <LoadFailedRetry onRetry={() => domains.refetch()} />
                </td>
              </tr>
            )}
          </TableBody>
        </Table>
      </LoadingOverlay>
    </Panel>
  );
}
