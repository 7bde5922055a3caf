import type { Dashboard, DashboardPeriod, Locale } from "@shop/contract/core";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatTraffic } from "../../lib/format.ts";
import { dailyTicks, niceCeiling, UsageChart } from "../proxies/index.ts";
import { useBusinessZone } from "./api/business-zone.ts";
import { useDashboard } from "./api/dashboard.ts";
import { useConsoleSession } from "./api/session.ts";

/** A scale top that four grid steps divide into whole units (counts, or whole yuan), never below `least`. */
const wholeStepTop = (least: number) => (max: number) => Math.max(least, Math.ceil(niceCeiling(max) / least) * least);
const countTop = wholeStepTop(4);
const fenTop = wholeStepTop(400);

/** Cents as US dollars ("US$12.50"), for the USD orders' own line. */
function formatUsdCents(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencyDisplay: "symbol" }).format(
    cents / 100,
  );
}

export function formatYuan(fen: number, locale: Locale, fractionDigits = 2): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "CNY",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(fen / 100);
}

/** The business at a glance: money and sign-ups, what waits for an operator, traffic, stock, 30 days. */
export function DashboardView() {
  const t = useT();
  const locale = useLocale();
  const dashboard = useDashboard();
  const zone = useBusinessZone();
  const operator = useConsoleSession().data;
  if (!dashboard.data) return <p className="text-slate-500 text-sm">{t("console.loading")}</p>;
  const data = dashboard.data;
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  return (
    <div className="space-y-6" data-testid="console-dashboard">
      {operator?.substation && (
        <p className="text-slate-600 text-sm">
          {t("console.dashboard.scopeSubstation", { code: operator.substation.code })}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <PeriodCard title={t("console.dashboard.today", { zone: zone.name })} period={data.today} />
        <PeriodCard title={t("console.dashboard.month", { zone: zone.name })} period={data.month} />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Card title={t("console.dashboard.queues")}>
          <dl className="space-y-3 text-sm">
            <Figure
              label={t("console.dashboard.certificationsWaiting")}
              value={count(data.certificationsWaiting)}
              alert={data.certificationsWaiting > 0}
            />
            <Figure
              label={t("console.dashboard.refundsWaitingApproval")}
              value={count(data.refundsWaitingApproval)}
              alert={data.refundsWaitingApproval > 0}
              to="/ops/refunds?status=requested"
              testId="refunds-waiting"
            />
            <Figure
              label={t("console.dashboard.anomaliesToRefund")}
              value={count(data.anomaliesToRefund)}
              alert={data.anomaliesToRefund > 0}
            />
          </dl>
        </Card>
        <TrafficCard data={data} />
        <LowStockCard data={data} />
      </div>
      <DailyChart
        days={data.days}
        value={(day) => day.revenueFen}
        title={t("console.dashboard.revenueChart", { zone: zone.name })}
        valueHeader={t("console.dashboard.revenue")}
        formatValue={(value) => formatYuan(value, locale)}
        formatTick={(value) => formatYuan(value, locale, 0)}
        topOf={fenTop}
        testId="revenue-chart"
      />
      <DailyChart
        days={data.days}
        value={(day) => day.signUps}
        title={t("console.dashboard.signUpsChart", { zone: zone.name })}
        valueHeader={t("console.dashboard.signUps")}
        formatValue={count}
        formatTick={(value) => count(Math.round(value))}
        topOf={countTop}
        testId="sign-ups-chart"
      />
    </div>
  );
}

type DashboardDay = Dashboard["days"][number];

/** One figure of each of the dashboard's days, as a chart in its card (with the table behind it). */
function DailyChart({
  days,
  value,
  title,
  valueHeader,
  formatValue,
  formatTick,
  topOf,
  testId,
}: {
  days: DashboardDay[];
  value(day: DashboardDay): number;
  title: string;
  valueHeader: string;
  formatValue(value: number): string;
  formatTick(value: number): string;
  topOf(max: number): number;
  testId: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card title={title}>
      <UsageChart
        points={days.map((day) => ({ key: day.day, fullLabel: day.day, value: value(day) }))}
        ticks={dailyTicks(
          days.map((day) => day.day),
          locale,
        )}
        caption={title}
        labelHeader={t("console.dashboard.day")}
        valueHeader={valueHeader}
        tableToggle={t("console.dashboard.showTable")}
        formatValue={formatValue}
        formatTick={formatTick}
        emptyText={t("console.dashboard.noData")}
        topOf={topOf}
        testId={testId}
      />
    </Card>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-4 font-semibold text-slate-700 text-sm">{title}</h2>
      {children}
    </section>
  );
}

/** One count of a queue; with `to`, the label links to the queue itself. */
function Figure({
  label,
  value,
  alert = false,
  to,
  testId,
}: {
  label: string;
  value: string;
  alert?: boolean;
  to?: string;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3" data-testid={testId}>
      <dt className="text-slate-600">
        {to ? (
          <LocalizedLink to={to} className="text-brand hover:underline">
            {label}
          </LocalizedLink>
        ) : (
          label
        )}
      </dt>
      <dd className={`font-semibold tabular-nums ${alert ? "text-amber-700" : "text-ink"}`}>{value}</dd>
    </div>
  );
}

function PeriodCard({ title, period }: { title: string; period: DashboardPeriod }) {
  const t = useT();
  const locale = useLocale();
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  return (
    <Card title={title}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          { label: t("console.dashboard.revenue"), value: formatYuan(period.revenueFen, locale) },
          { label: t("console.dashboard.refunded"), value: formatYuan(period.refundedFen, locale) },
          { label: t("console.dashboard.paidOrders"), value: count(period.paidOrders) },
          { label: t("console.dashboard.signUps"), value: count(period.signUps) },
        ].map((item) => (
          <div key={item.label} className="min-w-0">
            <dt className="text-slate-500 text-xs">{item.label}</dt>
            <dd className="mt-1 truncate font-bold text-ink text-xl tabular-nums sm:text-2xl">{item.value}</dd>
          </div>
        ))}
      </dl>
      {/* Card payments of USD orders: their own sums in dollars, never added to the yuan above. */}
      {(period.revenueUsdCents !== 0 || period.refundedUsdCents !== 0) && (
        <p className="mt-3 text-slate-600 text-sm tabular-nums" data-testid="usd-period">
          {t("console.dashboard.usdLine", {
            revenue: formatUsdCents(period.revenueUsdCents, locale),
            refunded: formatUsdCents(period.refundedUsdCents, locale),
          })}
        </p>
      )}
    </Card>
  );
}

function TrafficCard({ data }: { data: Dashboard }) {
  const t = useT();
  const locale = useLocale();
  const share = data.trafficSoldBytes > 0 ? data.trafficUsedBytes / data.trafficSoldBytes : 0;
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(share);
  return (
    <Card title={t("console.dashboard.traffic")}>
      <dl className="space-y-3 text-sm">
        <Figure label={t("console.dashboard.trafficSold")} value={formatTraffic(data.trafficSoldBytes, locale)} />
        <Figure label={t("console.dashboard.trafficUsed")} value={formatTraffic(data.trafficUsedBytes, locale)} />
      </dl>
      <div
        className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100"
        role="img"
        aria-label={t("console.dashboard.trafficUsedShare", { percent })}
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${Math.min(100, share * 100)}%` }} />
      </div>
      <p className="mt-2 text-slate-500 text-xs">{t("console.dashboard.trafficUsedShare", { percent })}</p>
    </Card>
  );
}

function LowStockCard({ data }: { data: Dashboard }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card title={t("console.dashboard.lowStock")}>
      <p className="-mt-2 mb-3 text-slate-500 text-xs">
        {t("console.dashboard.lowStockHint", { count: data.lowStockThreshold })}
      </p>
      {data.lowStock.length === 0 ? (
        <p className="text-slate-600 text-sm">{t("console.dashboard.lowStockEmpty")}</p>
      ) : (
        <ul className="max-h-48 space-y-2 overflow-auto text-sm" data-testid="low-stock">
          {data.lowStock.map((node) => (
            <li key={node.nodeId} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate text-slate-700">{locale === "en" ? node.nameEn : node.nameZh}</span>
              <span
                className={`shrink-0 tabular-nums ${node.available === 0 ? "font-semibold text-red-700" : "text-amber-700"}`}
              >
                {t("console.dashboard.available", { count: node.available })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
