import { type AlertSettings, alertIpExpiryDays } from "@shop/contract";
import { type FormEvent, useEffect, useId, useState } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { Field, inputClass } from "../../ui/field.tsx";
import { FormError } from "../../ui/form-controls.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { PageHeader, Panel, primaryButtonClass } from "../proxies/index.ts";
import { useAlertSettings, useSaveAlertSettings } from "./api/alerts.ts";

const controlClass = inputClass(false);

interface Draft {
  trafficBelowGb: string;
  trafficBelowPercent: string;
  subaccountCap: boolean;
  ipExpiryDays: number[];
  balanceBelowYuan: string;
  byEmail: boolean;
  bySms: boolean;
  byWebhook: boolean;
}

const toDraft = (s: AlertSettings): Draft => ({
  trafficBelowGb: s.trafficBelowGb === null ? "" : String(s.trafficBelowGb),
  trafficBelowPercent: s.trafficBelowPercent === null ? "" : String(s.trafficBelowPercent),
  subaccountCap: s.subaccountCap,
  ipExpiryDays: s.ipExpiryDays,
  balanceBelowYuan: s.balanceBelowYuan === null ? "" : String(s.balanceBelowYuan),
  byEmail: s.byEmail,
  bySms: s.bySms,
  byWebhook: s.byWebhook,
});

/** Empty is off; anything else goes to the server as a number (NaN is refused there with a message). */
const numberOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text.trim()));

function Check({
  checked,
  onChange,
  label,
  hint,
  name,
  disabled = false,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange(value: boolean): void;
  label: string;
  hint?: React.ReactNode;
  name: string;
}) {
  return (
    <label
      className={`flex items-start gap-3 rounded-lg border border-slate-200 p-3 ${disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:border-brand"}`}
    >
      <input
        type="checkbox"
        className="mt-1"
        name={name}
        disabled={disabled}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="block text-ink text-sm">{label}</span>
        {hint && <span className="block text-slate-600 text-xs leading-5">{hint}</span>}
      </span>
    </label>
  );
}

/** The member's alerts: low traffic, sub-account caps, expiring IPs and a low balance, and how to be told. */
export function AlertsView() {
  const t = useT();
  const id = useId();
  const settings = useAlertSettings();
  const save = useSaveAlertSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data && draft === null) setDraft(toDraft(settings.data));
  }, [settings.data, draft]);
  const set = (patch: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...patch } : current));
  const toggleDay = (day: number) =>
    set({
      ipExpiryDays: draft?.ipExpiryDays.includes(day)
        ? draft.ipExpiryDays.filter((d) => d !== day)
        : [...(draft?.ipExpiryDays ?? []), day],
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setError(null);
    try {
      const saved = await save.mutateAsync({
        trafficBelowGb: numberOrNull(draft.trafficBelowGb),
        trafficBelowPercent: numberOrNull(draft.trafficBelowPercent),
        subaccountCap: draft.subaccountCap,
        ipExpiryDays: draft.ipExpiryDays.filter((d): d is 7 | 3 | 1 => d === 7 || d === 3 || d === 1),
        balanceBelowYuan: numberOrNull(draft.balanceBelowYuan),
        byEmail: draft.byEmail,
        bySms: draft.bySms,
        byWebhook: draft.byWebhook,
      });
      setDraft(toDraft(saved));
      showMessage(t("alerts.saved"), "success");
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
      else throw caught;
    }
  };

  const contact = settings.data;
  return (
    <div className="space-y-6">
      <PageHeader title={t("alerts.title")} intro={t("alerts.intro")} />
      <LoadingOverlay loading={settings.isPending} label={t("common.loading")}>
        {draft && (
          <form noValidate onSubmit={submit} className="space-y-6" data-testid="alerts-form">
            <FormError message={error} />
            <Panel title={t("alerts.traffic")} titleId={`${id}-traffic`}>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id={`${id}-gb`} label={t("alerts.trafficBelowGb")} hint={t("alerts.emptyIsOff")}>
                  <input
                    id={`${id}-gb`}
                    name="trafficBelowGb"
                    inputMode="decimal"
                    value={draft.trafficBelowGb}
                    onChange={(event) => set({ trafficBelowGb: event.target.value })}
                    placeholder="5"
                    className={controlClass}
                  />
                </Field>
                <Field id={`${id}-percent`} label={t("alerts.trafficBelowPercent")} hint={t("alerts.percentHint")}>
                  <input
                    id={`${id}-percent`}
                    name="trafficBelowPercent"
                    inputMode="numeric"
                    value={draft.trafficBelowPercent}
                    onChange={(event) => set({ trafficBelowPercent: event.target.value })}
                    placeholder="10"
                    className={controlClass}
                  />
                </Field>
              </div>
              <div className="mt-4">
                <Check
                  name="subaccountCap"
                  checked={draft.subaccountCap}
                  onChange={(value) => set({ subaccountCap: value })}
                  label={t("alerts.subaccountCap")}
                  hint={t("alerts.subaccountCapHint")}
                />
              </div>
            </Panel>
            <Panel title={t("alerts.ipExpiry")} titleId={`${id}-ip`}>
              <p className="mb-3 text-slate-600 text-sm">{t("alerts.ipExpiryHint")}</p>
              <div className="grid gap-2 sm:grid-cols-3">
                {alertIpExpiryDays.map((day) => (
                  <Check
                    key={day}
                    name="ipExpiryDays"
                    checked={draft.ipExpiryDays.includes(day)}
                    onChange={() => toggleDay(day)}
                    label={day === 1 ? t("alerts.oneDayBefore") : t("alerts.daysBefore", { days: String(day) })}
                  />
                ))}
              </div>
            </Panel>
            <Panel title={t("alerts.balance")} titleId={`${id}-balance`}>
              <Field id={`${id}-yuan`} label={t("alerts.balanceBelowYuan")} hint={t("alerts.emptyIsOff")}>
                <input
                  id={`${id}-yuan`}
                  name="balanceBelowYuan"
                  inputMode="decimal"
                  value={draft.balanceBelowYuan}
                  onChange={(event) => set({ balanceBelowYuan: event.target.value })}
                  placeholder="50"
                  className={`${controlClass} sm:max-w-xs`}
                />
              </Field>
            </Panel>
            <Panel title={t("alerts.channels")} titleId={`${id}-channels`}>
              <p className="mb-3 text-slate-600 text-sm">{t("alerts.channelsHint")}</p>
              <div className="grid gap-2 sm:grid-cols-3">
                <Check
                  name="byEmail"
                  checked={draft.byEmail}
                  onChange={(value) => set({ byEmail: value })}
                  label={t("alerts.byEmail")}
                  hint={contact?.hasEmail ? undefined : t("alerts.noEmail")}
                />
                <Check
                  name="bySms"
                  checked={draft.bySms}
                  disabled={!contact?.smsAvailable && !draft.bySms}
                  onChange={(value) => set({ bySms: value })}
                  label={t("alerts.bySms")}
                  hint={
                    !contact?.smsAvailable
                      ? t("alerts.smsUnavailable")
                      : contact.hasMobile
                        ? undefined
                        : t("alerts.noMobile")
                  }
                />
                <Check
                  name="byWebhook"
                  checked={draft.byWebhook}
                  onChange={(value) => set({ byWebhook: value })}
                  label={t("alerts.byWebhook")}
                  hint={
                    <LocalizedLink to="/admin/webhooks" className="font-medium text-brand hover:underline">
                      {t("alerts.webhookLink")}
                    </LocalizedLink>
                  }
                />
              </div>
            </Panel>
            <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
              {t("alerts.save")}
            </button>
          </form>
        )}
      </LoadingOverlay>
    </div>
  );
}
