import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatDateTime } from "../../lib/format.ts";
import { useTunnelPlan } from "./api/tunnel-plan.ts";

const dayMs = 24 * 3600_000;

/**
 * The member's tunnel plan in force (docs/decisions.md "Tunnel plans"): its
 * limits and end, and that traffic is counted but not taken from the balance
 * meanwhile. Nothing is shown without a plan.
 */
export function TunnelPlanCard() {
  const t = useT();
  const locale = useLocale();
  const { data } = useTunnelPlan();
  const plan = data?.plan;
  if (!plan || !data) return null;
  const daysLeft = Math.max(0, Math.ceil((Date.parse(plan.endsAt) - Date.parse(data.serverTime)) / dayMs));
  return (
    <section
      data-testid="tunnel-plan"
      className="col-span-2 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4 sm:p-5 xl:col-span-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-emerald-900">{t("proxies.plan.title")}</h2>
        <p className="text-emerald-800 text-sm">
          {t("proxies.plan.endsAt", { end: formatDateTime(plan.endsAt, locale) })} ·{" "}
          {t("proxies.plan.daysLeft", { count: daysLeft })}
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-emerald-800">{t("proxies.plan.traffic")}</dt>
          <dd className="font-semibold text-ink">{t("proxies.plan.unmetered")}</dd>
        </div>
        <div>
          <dt className="text-emerald-800">{t("proxies.plan.connections")}</dt>
          <dd className="font-semibold text-ink tabular-nums">{plan.maxConnections.toLocaleString(locale)}</dd>
        </div>
        <div>
          <dt className="text-emerald-800">{t("proxies.plan.bandwidth")}</dt>
          <dd className="font-semibold text-ink tabular-nums">
            {t("proxies.plan.mbps", { mbps: plan.bandwidthMbps })}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-emerald-900 text-xs leading-5">{t("proxies.plan.help")}</p>
    </section>
  );
}
