import { isProxyRefusalCode } from "@shop/contract/core";
import { useId } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { Th } from "../../ui/table.tsx";
import { useUsageOutcomes } from "./api/usage-outcomes.ts";
import { useRefusalText } from "./refusal-text.ts";
import { ShareCell } from "./share-cell.tsx";
import { EmptyOrFailedRows, UsageTablePanel } from "./usage-table-panel.tsx";

const shownReasons = 6;

/**
 * "Why it failed": of the chosen UTC days' connections (tunnels and forwarded
 * requests), how many reached their target, and the most frequent reasons the
 * others did not, each with what to do about it. `accountId` narrows to one sub-account.
 */
export function OutcomesPanel({
  from,
  to,
  accountId,
  enabled,
}: {
  from: string;
  to: string;
  accountId?: number;
  enabled: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const refusalText = useRefusalText();
  const outcomes = useUsageOutcomes({ startTime: from, endTime: to, accountId }, { enabled });
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const data = outcomes.data;
  const failures = (data?.failures ?? []).slice(0, shownReasons);
  const rate = data?.successRate ?? null;

  return (
    <UsageTablePanel
      title={t("proxies.outcomes.title")}
      titleId={`${ids}-outcomes`}
      testId="connection-outcomes"
      intro={t("proxies.outcomes.intro", { from, to })}
      caption={t("proxies.outcomes.caption", { from, to })}
      isFetching={outcomes.isFetching}
      head={
        <>
          <Th className="px-3 py-2.5 font-medium sm:px-4">{t("proxies.outcomes.reason")}</Th>
          <Th className="hidden px-3 py-2.5 text-right font-medium sm:table-cell sm:px-4">
            {t("proxies.outcomes.connections")}
          </Th>
          <Th className="py-2.5 pr-3 pl-1 text-right font-medium sm:px-4">{t("proxies.outcomes.share")}</Th>
        </>
      }
    >
      {data && data.totalConnections > 0 && (
        <tr data-testid="outcomes-summary">
          <td colSpan={3} className="px-3 py-3 sm:px-4">
            <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
              <span>
                <span className="text-slate-500 text-sm">{t("proxies.outcomes.successRate")}</span>{" "}
                <strong
                  data-testid="success-rate"
                  className={`text-xl tabular-nums ${rate !== null && rate < 0.9 ? "text-amber-700" : "text-emerald-700"}`}
                >
                  {rate === null ? "—" : percent.format(rate)}
                </strong>
              </span>
              <span className="text-slate-600 text-sm">
                {t("proxies.outcomes.counts", {
                  succeeded: count.format(data.succeededConnections),
                  failed: count.format(data.failedConnections),
                })}
              </span>
            </div>
          </td>
        </tr>
      )}
      {failures.map((row) => (
        <tr key={row.reason} data-testid="outcome-reason">
          <td className="px-3 py-2.5 sm:px-4">
            <div className="font-medium text-slate-800">
              {isProxyRefusalCode(row.reason)
                ? refusalText(row.reason)
                : t(`proxies.outcomes.categories.${row.category}`)}
            </div>
            <div className="font-mono text-slate-400 text-xs">
              {row.reason}
              <span className="sm:hidden"> · {count.format(row.count)}</span>
            </div>
            <div className="mt-1 text-slate-600 text-sm">{t(`proxies.outcomes.fixes.${row.category}`)}</div>
          </td>
          <td className="hidden whitespace-nowrap px-3 py-2.5 text-right tabular-nums sm:table-cell sm:px-4">
            {count.format(row.count)}
          </td>
          <ShareCell
            share={data && data.totalConnections > 0 ? row.count / data.totalConnections : 0}
            locale={locale}
          />
        </tr>
      ))}
      {data && data.totalConnections > 0 && data.failures.length === 0 && (
        <tr>
          <td colSpan={3} className="px-3 py-2.5 text-slate-500 text-sm sm:px-4">
            {t("proxies.outcomes.noFailures")}
          </td>
        </tr>
      )}
      <EmptyOrFailedRows
        query={{
          data: data ? { list: data.totalConnections > 0 ? [data] : [] } : undefined,
          isError: outcomes.isError,
          refetch: outcomes.refetch,
        }}
        colSpan={3}
        emptyText={t("proxies.outcomes.empty")}
      />
    </UsageTablePanel>
  );
}
