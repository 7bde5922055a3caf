import { CertificationStatus } from "@shop/contract";
import type { ReactNode } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatTraffic } from "../../lib/format.ts";
import { CertificationBadge } from "../certification/index.ts";
import { useDashboardSummary } from "./api/dashboard-summary.ts";
import { useTunnelPlan } from "./api/tunnel-plan.ts";
import { LoadFailedRetry, PageHeader, UtcTag } from "./page-header.tsx";
import { SupplierCard } from "./supplier-card.tsx";
import { TrafficWarningBanner } from "./traffic-warning.tsx";
import { TunnelPlanCard } from "./tunnel-plan-card.tsx";
import { UsageSection } from "./usage-section.tsx";

function StatCard({
  label,
  value,
  hint,
  testId,
  tone = "plain",
  className = "",
  children,
}: {
  label: string;
  value: string | undefined;
  hint?: string;
  testId: string;
  tone?: "plain" | "brand";
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      className={`flex min-w-0 flex-col rounded-xl border p-4 sm:p-5 ${tone === "brand" ? "border-brand/20 bg-brand/5" : "border-slate-200"} ${className}`}
    >
      <p className="font-medium text-slate-500 text-sm">{label}</p>
      {value === undefined ? (
        <span className="mt-2 h-8 w-28 animate-pulse rounded bg-slate-100" />
      ) : (
        <p className="mt-1.5 font-bold text-2xl text-ink tabular-nums tracking-tight sm:text-3xl">{value}</p>
      )}
      {hint && <p className="mt-1 text-slate-500 text-xs">{hint}</p>}
      {children}
    </div>
  );
}

/** /admin/dashboard: traffic, certification, the supplier, and use over time (SPEC §2 dashboard, §4 UTC+0). */
export function DashboardView() {
  const t = useT();
  const locale = useLocale();
  const summary = useDashboardSummary();
  // Under a tunnel plan the balance is not spent: "no traffic left, recharge" would be wrong.
  const hasPlan = Boolean(useTunnelPlan().data?.plan);
  const data = summary.data;
  const traffic = (bytes: number | undefined) => (bytes === undefined ? undefined : formatTraffic(bytes, locale));
  const isCertified = data?.certificationStatus === CertificationStatus.Success;

  return (
    <div className="space-y-6 p-4 sm:p-8">
      <PageHeader
        title={t("pages.dashboard.heading")}
        intro={t("proxies.dashboard.intro")}
        aside={<UtcTag label={t("proxies.common.utcNote")} />}
      />
      {data && !hasPlan && <TrafficWarningBanner warning={data.trafficWarning} />}
      {summary.isError && (
        <p className="rounded-xl border border-slate-200 px-4 py-3 text-slate-600 text-sm">
          <LoadFailedRetry onRetry={() => summary.refetch()} />
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        <TunnelPlanCard />
        <StatCard
          testId="remaining-traffic"
          label={t("proxies.dashboard.remaining")}
          value={traffic(data?.remainingBytes)}
          tone="brand"
          className="col-span-2 sm:col-span-1"
        >
          <LocalizedLink
            to="/admin/dynamic/buy"
            className="mt-3 self-start font-medium text-brand text-sm underline-offset-2 hover:underline"
          >
            {t("proxies.dashboard.recharge")}
          </LocalizedLink>
        </StatCard>
        <StatCard
          testId="total-recharge"
          label={t("proxies.dashboard.totalRecharge")}
          value={traffic(data?.totalRechargeBytes)}
          hint={t("proxies.dashboard.totalRechargeHint")}
        />
        <StatCard
          testId="total-consumption"
          label={t("proxies.dashboard.totalConsumption")}
          value={traffic(data?.totalConsumptionBytes)}
          hint={t("proxies.dashboard.totalConsumptionHint")}
        />
        <div
          data-testid="certification-state"
          className="col-span-2 flex flex-col rounded-xl border border-slate-200 p-4 sm:col-span-1 sm:p-5"
        >
          <p className="font-medium text-slate-500 text-sm">{t("proxies.dashboard.certification")}</p>
          {data ? (
            <div className="mt-2.5">
              <CertificationBadge state={{ status: data.certificationStatus, type: data.certificationType }} />
            </div>
          ) : (
            <span className="mt-2.5 h-6 w-24 animate-pulse rounded-full bg-slate-100" />
          )}
          {data && (
            <p className="mt-2 text-slate-500 text-xs leading-5">
              {t(isCertified ? "proxies.dashboard.certifiedText" : "proxies.dashboard.uncertifiedText")}
            </p>
          )}
          <LocalizedLink
            to="/admin/auth"
            className="mt-auto self-start pt-3 font-medium text-brand text-sm underline-offset-2 hover:underline"
          >
            {t(isCertified ? "proxies.dashboard.viewCertification" : "proxies.dashboard.certifyNow")}
          </LocalizedLink>
        </div>
        <div className="col-span-2">
          <SupplierCard />
        </div>
      </div>
      <UsageSection />
    </div>
  );
}
