import { proxyCentreLimits } from "@shop/contract";
import { useId, useState } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { saveBlob } from "../../lib/copy-and-save.ts";
import { formatTraffic } from "../../lib/format.ts";
import { Alert } from "../../ui/alert.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { Table, TableBody, TableHead, Th } from "../../ui/table.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { AccountUsagePanel } from "./account-usage-panel.tsx";
import { useExportUsageCsv } from "./api/export-usage.ts";
import { useHourRecords } from "./api/hour-records.ts";
import { useUsageByAccount } from "./api/usage-by-account.ts";
import { useUsageStats } from "./api/usage-stats.ts";
import { dailyTicks, hourlyTicks } from "./chart-axis.ts";
import { refusalArticle } from "./help-links.ts";
import { ListPager, listPageSize } from "./list-pager.tsx";
import { OutcomesPanel } from "./outcomes-panel.tsx";
import { LoadFailedRetry, Panel, secondaryButtonClass, UtcTag } from "./page-header.tsx";
import { TopDomainsPanel } from "./top-domains-panel.tsx";
import { axisUnitOf, type ChartPoint, UsageChart } from "./usage-chart.tsx";
import { EmptyOrFailedRows } from "./usage-table-panel.tsx";
import { addUtcDays, countUtcDays, formatUtcHour, utcToday } from "./utc-time.ts";

const presets = [7, 30] as const;
const rangeEnds = ["from", "to"] as const;

type RangeProblem = "order" | "tooLong" | null;

function rangeProblemOf(from: string, to: string): RangeProblem {
  if (!from || !to || from > to) return "order";
  if (countUtcDays(from, to) > proxyCentreLimits.maxRecordRangeDays) return "tooLong";
  return null;
}

/**
 * Use over a chosen range of UTC days: the chart of daily or hourly use and
 * the hourly deduction records (SPEC §7 Dashboard; §4 statistics in UTC+0).
 */
export function UsageSection() {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const [range, setRange] = useState(() => ({ from: addUtcDays(utcToday(), -6), to: utcToday() }));
  const [granularity, setGranularity] = useState<"daily" | "hourly">("daily");
  const [pageNo, setPageNo] = useState(1);
  // One sub-account's use only (the chart, its total and the export); null for all of them.
  const [accountId, setAccountId] = useState<number | null>(null);
  const csvExport = useExportUsageCsv();
  const problem = rangeProblemOf(range.from, range.to);
  const query = { startTime: range.from, endTime: range.to };
  const accountQuery = accountId === null ? query : { ...query, accountId };
  const stats = useUsageStats(accountQuery, { enabled: problem === null });
  const byAccount = useUsageByAccount(query, { enabled: problem === null });
  const selectedAccount = byAccount.data?.list.find((row) => row.accountId === accountId);
  const records = useHourRecords({ ...query, pageNo, pageSize: listPageSize }, { enabled: problem === null });
  const traffic = (bytes: number) => formatTraffic(bytes, locale);
  const tick = (bytes: number, top: number) => {
    const unit = axisUnitOf(top);
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bytes / unit.bytes)} ${unit.name}`;
  };

  const changeRange = (next: { from: string; to: string }) => {
    setRange(next);
    setPageNo(1);
    setAccountId(null);
  };

  const exportCsv = async () => {
    try {
      const blob = await csvExport.mutateAsync(accountQuery);
      const account = selectedAccount ? `-${selectedAccount.username}` : "";
      saveBlob(blob, `usage${account}-${range.from}_${range.to}.csv`);
      showMessage(t("proxies.usage.exported"), "success");
    } catch {
      // The API client has shown why.
    }
  };
  const activePreset = presets.find(
    (days) => range.to === utcToday() && range.from === addUtcDays(utcToday(), -(days - 1)),
  );

  const points: ChartPoint[] =
    granularity === "daily"
      ? (stats.data?.daily ?? []).map((point) => ({
          key: point.day,
          fullLabel: point.day,
          value: point.usedBytes,
        }))
      : (stats.data?.hourly ?? []).map((point) => ({
          key: point.hour,
          fullLabel: formatUtcHour(point.hour),
          value: point.usedBytes,
        }));

  const ticks =
    granularity === "daily"
      ? dailyTicks(
          points.map((point) => point.key),
          locale,
        )
      : hourlyTicks(
          points.map((point) => point.key),
          locale,
        );

  const rangeForm = (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset className="flex rounded-lg border border-slate-300 p-0.5">
        <legend className="sr-only">{t("proxies.usage.presets")}</legend>
        {presets.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={activePreset === days}
            onClick={() => changeRange({ from: addUtcDays(utcToday(), -(days - 1)), to: utcToday() })}
            className={`rounded-md px-3 py-1.5 font-medium text-sm ${activePreset === days ? "bg-brand text-white" : "text-slate-600 hover:text-ink"}`}
          >
            {t("proxies.usage.lastDays", { count: days })}
          </button>
        ))}
      </fieldset>
      {rangeEnds.map((end) => (
        <label key={end} className="text-slate-600 text-xs">
          <span className="block">{t(end === "from" ? "proxies.usage.from" : "proxies.usage.to")}</span>
          <input
            type="date"
            value={range[end]}
            min={end === "to" ? range.from || undefined : undefined}
            max={end === "from" ? range.to || undefined : undefined}
            onChange={(event) => changeRange({ ...range, [end]: event.target.value })}
            className="mt-1 rounded-lg border border-slate-300 px-2.5 py-1.5 text-ink text-sm"
          />
        </label>
      ))}
    </div>
  );

  return (
    <div className="space-y-6">
      <Panel
        title={t("proxies.usage.chartTitle")}
        titleId={`${ids}-chart`}
        actions={<UtcTag label={t("proxies.common.utc")} />}
        testId="usage-chart"
      >
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex flex-wrap items-end gap-3">
            {rangeForm}
            <label className="text-slate-600 text-xs">
              <span className="block">{t("proxies.usage.account")}</span>
              <select
                value={accountId ?? ""}
                onChange={(event) => setAccountId(event.target.value === "" ? null : Number(event.target.value))}
                className="mt-1 max-w-[14rem] rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-ink text-sm"
              >
                <option value="">{t("proxies.usage.allAccounts")}</option>
                {(byAccount.data?.list ?? []).map((row) => (
                  <option key={row.accountId} value={row.accountId}>
                    {row.username}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <fieldset className="flex self-start rounded-lg bg-slate-100 p-0.5 lg:self-auto">
            <legend className="sr-only">{t("proxies.usage.granularity")}</legend>
            {(["daily", "hourly"] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={granularity === value}
                onClick={() => setGranularity(value)}
                className={`rounded-md px-3 py-1.5 font-medium text-sm ${granularity === value ? "bg-white text-ink shadow-sm" : "text-slate-600 hover:text-ink"}`}
              >
                {t(`proxies.usage.${value}`)}
              </button>
            ))}
          </fieldset>
        </div>
        {problem ? (
          <Alert tone="error" className="mt-4">
            {t(`proxies.usage.rangeProblem.${problem}`, { max: proxyCentreLimits.maxRecordRangeDays })}
          </Alert>
        ) : (
          <>
            {stats.data && (
              <p className="mt-4 text-slate-600 text-sm">
                {t("proxies.usage.totalInRange", { amount: traffic(stats.data.totalUsedBytes) })}
              </p>
            )}
            <LoadingOverlay loading={stats.isFetching} label={t("common.loading")}>
              <div className="mt-4">
                {stats.isError ? (
                  <p className="py-16 text-center text-slate-600 text-sm">
                    <LoadFailedRetry onRetry={() => stats.refetch()} />
                  </p>
                ) : (
                  <UsageChart
                    points={points}
                    ticks={ticks}
                    caption={t(granularity === "daily" ? "proxies.usage.dailyCaption" : "proxies.usage.hourlyCaption", {
                      from: range.from,
                      to: range.to,
                    })}
                    labelHeader={t(granularity === "daily" ? "proxies.usage.day" : "proxies.records.hour")}
                    valueHeader={t("proxies.records.used")}
                    tableToggle={t("proxies.usage.showTable")}
                    formatValue={traffic}
                    formatTick={tick}
                    emptyText={t("proxies.usage.empty")}
                  />
                )}
              </div>
            </LoadingOverlay>
          </>
        )}
      </Panel>

      <AccountUsagePanel
        from={range.from}
        to={range.to}
        usage={problem === null ? byAccount.data : undefined}
        isFetching={byAccount.isFetching}
        selectedId={accountId}
        onSelect={setAccountId}
      />

      <OutcomesPanel from={range.from} to={range.to} accountId={accountId ?? undefined} enabled={problem === null} />

      <TopDomainsPanel from={range.from} to={range.to} enabled={problem === null} />

      <Panel
        title={t("proxies.records.title")}
        titleId={`${ids}-records`}
        actions={
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={exportCsv}
              disabled={csvExport.isPending || problem !== null}
            >
              {t("proxies.usage.exportCsv")}
            </button>
            <UtcTag label={t("proxies.common.utc")} />
          </div>
        }
        testId="deduction-records"
      >
        <p className="-mt-2 mb-4 text-slate-500 text-sm">
          {t("proxies.records.intro", { from: range.from, to: range.to })}{" "}
          <LocalizedLink to={refusalArticle} className="text-brand hover:underline">
            {t("proxies.records.howCounted")}
          </LocalizedLink>
        </p>
        <LoadingOverlay loading={records.isFetching} label={t("common.loading")}>
          <Table>
            <TableHead>
              <Th className="px-3 py-2.5 font-medium sm:px-4">{t("proxies.records.hour")}</Th>
              <Th className="px-3 py-2.5 text-right font-medium sm:px-4">{t("proxies.records.used")}</Th>
              <Th className="px-3 py-2.5 text-right font-medium sm:px-4">{t("proxies.records.remainingAfter")}</Th>
            </TableHead>
            <TableBody>
              {(records.data?.list ?? []).map((record) => (
                <tr key={record.hour}>
                  <td className="px-3 py-2.5 font-mono text-slate-700 text-xs sm:whitespace-nowrap sm:px-4">
                    {formatUtcHour(record.hour)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums sm:px-4">
                    {traffic(record.usedBytes)}
                    {record.overdraftBytes > 0 && (
                      <span className="block text-red-600 text-xs">
                        {t("proxies.records.overdraft", { amount: traffic(record.overdraftBytes) })}
                      </span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums sm:px-4">
                    {traffic(record.remainingAfterBytes)}
                  </td>
                </tr>
              ))}
              <EmptyOrFailedRows query={records} colSpan={3} emptyText={t("proxies.records.empty")} />
            </TableBody>
          </Table>
        </LoadingOverlay>
        <ListPager
          pageNo={pageNo}
          total={records.data?.total}
          onPage={setPageNo}
          label={t("proxies.records.pagination")}
        />
      </Panel>
    </div>
  );
}
