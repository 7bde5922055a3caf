import { consoleTunnelPlanEndpoints, type TunnelPlanGrantRequest } from "@shop/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { ConfirmFactsDialog } from "../../ui/confirm-facts-dialog.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { consoleApi } from "../console/index.ts";
import { ActionDialog, DialogField } from "./action-dialog.tsx";
import { when } from "./format.ts";
import { memberKeys } from "./member-keys.ts";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const quiet = { quiet: true };

/**
 * The member page's tunnel plan: the one in force with its limits and end, the
 * earlier ones, and giving or ending one. Both are confirmed with the member
 * and the plan named, and say what happened.
 */
export function TunnelPlanSection({ memberId, memberAccount }: { memberId: number; memberAccount: string }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const queryKey = [...memberKeys.detail(memberId), "tunnel-plans"];
  const plans = useQuery({
    queryKey,
    queryFn: () => consoleApi.call(consoleTunnelPlanEndpoints.listTunnelPlans, { params: { memberId } }),
  });
  const [dialog, setDialog] = useState<"give" | "end" | null>(null);
  const [giving, setGiving] = useState<TunnelPlanGrantRequest | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const current = plans.data?.current ?? null;
  const planText = (p: { maxConnections: number; bandwidthMbps: number }) =>
    t("opsMembers.plans.limits", { connections: p.maxConnections.toLocaleString(locale), mbps: p.bandwidthMbps });

  const give = async () => {
    if (!giving) return;
    const plan = await consoleApi.call(
      consoleTunnelPlanEndpoints.giveTunnelPlan,
      { params: { memberId }, body: giving },
      quiet,
    );
    showMessage(
      t("opsMembers.plans.given", { member: memberAccount, plan: planText(plan), end: when(plan.endsAt, locale) }),
      "success",
    );
    await refresh();
  };

  return (
    <section className="space-y-3" data-testid="tunnel-plan-section">
      <h2 className="font-semibold text-lg text-slate-900">{t("opsMembers.plans.title")}</h2>
      {plans.isError ? <p className="text-red-700 text-sm">{t("opsMembers.loadFailed")}</p> : null}
      {current ? (
        <div
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm"
          data-testid="tunnel-plan-current"
        >
          <p className="font-semibold text-emerald-900">
            {t("opsMembers.plans.active")} · {planText(current)}
          </p>
          <p className="mt-1 text-emerald-900">
            {t("opsMembers.plans.period", { start: when(current.startsAt, locale), end: when(current.endsAt, locale) })}
          </p>
          <p className="mt-1 text-emerald-800 text-xs">{t("opsMembers.plans.activeHelp")}</p>
          <button
            type="button"
            className="mt-3 rounded-lg bg-red-600 px-4 py-2 font-semibold text-sm text-white"
            onClick={() => setDialog("end")}
          >
            {t("opsMembers.plans.end")}
          </button>
        </div>
      ) : plans.data ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-600 text-sm">{t("opsMembers.plans.none")}</p>
          <button
            type="button"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 text-sm"
            onClick={() => setDialog("give")}
          >
            {t("opsMembers.plans.give")}
          </button>
        </div>
      ) : null}
      {plans.data && plans.data.history.length > 0 ? (
        <ul className="space-y-1 text-slate-700 text-sm">
          {plans.data.history.map((plan) => (
            <li key={plan.id}>
              {t(`opsMembers.plans.status.${plan.status}`)} · {planText(plan)} ·{" "}
              {t("opsMembers.plans.period", {
                start: when(plan.startsAt, locale),
                end: when(plan.endedAt ?? plan.endsAt, locale),
              })}{" "}
              · {t("opsMembers.plans.by", { operator: plan.grantedBy, reason: plan.reason })}
              {plan.endedBy
                ? ` · ${t("opsMembers.plans.endedBy", { operator: plan.endedBy, reason: plan.endReason ?? "" })}`
                : ""}
            </li>
          ))}
        </ul>
      ) : null}

      <ActionDialog
        open={dialog === "give"}
        onClose={() => setDialog(null)}
        title={t("opsMembers.plans.give")}
        help={t("opsMembers.plans.giveHelp")}
        submitLabel={t("opsMembers.detail.confirm")}
        testId="tunnel-plan-dialog"
        onSubmit={async (form) => {
          const numbers = ["maxConnections", "bandwidthMbps", "days"].map((name) => Number(text(form, name)));
          const [maxConnections = 0, bandwidthMbps = 0, days = 0] = numbers;
          if (numbers.some((value) => !Number.isInteger(value) || value < 1)) {
            throw new ApiError("business", t("opsMembers.plans.numbersInvalid"));
          }
          setGiving({ maxConnections, bandwidthMbps, days, reason: text(form, "reason") });
        }}
      >
        <DialogField name="maxConnections" type="number" label={t("opsMembers.plans.maxConnections")} />
        <DialogField name="bandwidthMbps" type="number" label={t("opsMembers.plans.bandwidthMbps")} />
        <DialogField name="days" type="number" label={t("opsMembers.plans.days")} />
        <DialogField name="reason" label={t("opsMembers.detail.reason")} maxLength={500} />
      </ActionDialog>

      <ConfirmFactsDialog
        open={giving !== null}
        onClose={() => setGiving(null)}
        title={t("opsMembers.plans.confirmTitle")}
        intro={t("opsMembers.plans.confirmIntro")}
        facts={[
          { label: t("console.orders.member"), value: memberAccount },
          { label: t("opsMembers.plans.limitsLabel"), value: giving ? planText(giving) : "" },
          {
            label: t("opsMembers.plans.days"),
            value: giving ? t("opsMembers.plans.daysValue", { days: giving.days }) : "",
          },
          { label: t("opsMembers.detail.reason"), value: giving?.reason ?? "" },
        ]}
        confirmLabel={t("opsMembers.plans.confirm", { member: memberAccount })}
        fallbackError={t("opsMembers.loadFailed")}
        onConfirm={give}
        testId="tunnel-plan-confirm"
      />

      <ActionDialog
        open={dialog === "end"}
        onClose={() => setDialog(null)}
        title={t("opsMembers.plans.endTitle", { member: memberAccount })}
        help={
          current ? t("opsMembers.plans.endHelp", { plan: planText(current), end: when(current.endsAt, locale) }) : ""
        }
        submitLabel={t("opsMembers.plans.end")}
        danger
        testId="tunnel-plan-end-dialog"
        onSubmit={async (form) => {
          if (!current) return;
          await consoleApi.call(
            consoleTunnelPlanEndpoints.endTunnelPlan,
            { params: { memberId }, body: { planId: current.id, reason: text(form, "reason") } },
            quiet,
          );
          showMessage(t("opsMembers.plans.ended", { member: memberAccount }), "success");
          await refresh();
        }}
      >
        <DialogField name="reason" label={t("opsMembers.detail.reason")} maxLength={500} />
      </ActionDialog>
    </section>
  );
}
