import type { Locale, TwoFactorSetup } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { AuthenticatorKey, RecoveryCodeActions } from "../../ui/authenticator-key.tsx";
import { EndOtherAccessField } from "../../ui/end-other-access-field.tsx";
import { FormError, PasswordField, SubmitButton, TextField } from "../../ui/form-controls.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { TitledCard } from "../../ui/titled-card.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { TotpQr } from "../../ui/totp-qr.tsx";
import {
  listSessions,
  loginHistory,
  revokeOtherSessions,
  revokeSession,
  securityKeys,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorSetup,
  twoFactorStatus,
} from "./security-calls.ts";

/** "Germany" for DE in the page's language; the server stores only the country code. */
function placeName(code: string | null, locale: Locale): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

const secondaryButton =
  "shrink-0 whitespace-nowrap rounded-lg border border-slate-300 px-3 py-2 font-medium text-slate-700 text-sm hover:border-brand hover:text-brand disabled:opacity-60";

/** Two-factor login: offered at the top of the account page, with QR enrolment and recovery codes. */
export function TwoFactorCard() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: securityKeys.twoFactor(), queryFn: twoFactorStatus });
  // The steps: ask the password (and a code when already on), scan and confirm, show the codes once.
  const [step, setStep] = useState<"idle" | "password" | "scan" | "codes" | "disable">("idle");
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const enabled = status.data?.enabled ?? false;

  // Each step's call is a mutation: its pending state disables the form, a refusal shows above it.
  const sending = useMutation({
    mutationFn: (work: () => Promise<void>) => work(),
    onMutate: () => setError(null),
    onError: (caught) => {
      if (caught instanceof ApiError) setError(caught.message);
    },
  });
  const run = (work: () => Promise<void>) => sending.mutateAsync(work).catch(() => undefined);
  const busy = sending.isPending;
  const field = (event: FormEvent<HTMLFormElement>, name: string) =>
    String(new FormData(event.currentTarget).get(name) ?? "");
  const reset = () => {
    setStep("idle");
    setSetup(null);
    setError(null);
  };
  const passwordLabels = { showLabel: t("auth.showPassword"), hideLabel: t("auth.hidePassword") };

  return (
    <TitledCard
      headingId="two-factor-heading"
      title={t("security.twoFactorHeading")}
      intro={t("security.twoFactorPitch")}
      featured
      aside={
        <span
          data-testid="two-factor-state"
          className={`rounded-full px-2.5 py-1 text-xs ${enabled ? "bg-green-50 text-green-700" : "bg-amber-50 text-amber-700"}`}
        >
          {enabled && status.data?.enabledAt
            ? t("security.twoFactorOn", { time: formatDateTime(status.data.enabledAt, locale) })
            : t("security.twoFactorOff")}
        </span>
      }
    >
      {enabled && step === "idle" && (
        <p className="mt-2 text-slate-500 text-sm">
          {t("security.recoveryLeft", { count: status.data?.recoveryCodesLeft ?? 0 })}
        </p>
      )}
      <div className="mt-4 max-w-md">
        <FormError message={error} />
        {step === "idle" && (
          <div className="flex flex-wrap gap-3">
            {!enabled ? (
              <button
                type="button"
                className="rounded-lg bg-brand px-4 py-2.5 font-semibold text-sm text-white shadow-sm hover:opacity-90"
                onClick={() => setStep("password")}
              >
                {t("security.enable")}
              </button>
            ) : (
              <>
                <button type="button" className={secondaryButton} onClick={() => setStep("password")}>
                  {t("security.reenroll")}
                </button>
                <button type="button" className={secondaryButton} onClick={() => setStep("disable")}>
                  {t("security.disable")}
                </button>
              </>
            )}
          </div>
        )}
        {(step === "password" || step === "disable") && (
          <form
            className="mt-3 space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const password = field(event, "password");
              const code = field(event, "code").trim();
              void run(async () => {
                if (step === "disable") {
                  await twoFactorDisable({ password, code });
                  showMessage(t("security.disabled"), "success");
                  reset();
                  await queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor() });
                  return;
                }
                setSetup(await twoFactorSetup({ password, code: enabled ? code : undefined }));
                setStep("scan");
              });
            }}
          >
            <PasswordField
              name="password"
              label={t("security.password")}
              autoComplete="current-password"
              {...passwordLabels}
            />
            {enabled && <TextField name="code" label={t("security.currentCode")} autoComplete="one-time-code" />}
            <div className="flex gap-3">
              <SubmitButton busy={busy} busyLabel={t("account.saving")}>
                {step === "disable" ? t("security.disable") : t("security.continue")}
              </SubmitButton>
              <button type="button" className={secondaryButton} onClick={reset}>
                {t("security.cancel")}
              </button>
            </div>
          </form>
        )}
        {step === "scan" && setup && (
          <form
            className="mt-3 space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const code = field(event, "code").trim();
              const endOtherAccess = new FormData(event.currentTarget).get("endOtherAccess") === "on";
              void run(async () => {
                const answer = await twoFactorEnable(code, endOtherAccess);
                setRecoveryCodes(answer.recoveryCodes);
                setStep("codes");
                await queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor() });
              });
            }}
          >
            <p className="text-slate-700 text-sm">{t("security.scanQr")}</p>
            <TotpQr uri={setup.otpauthUri} label={t("security.qrLabel")} />
            <AuthenticatorKey
              uri={setup.otpauthUri}
              secret={setup.secret}
              labels={{
                key: t("security.secretLabel"),
                openApp: t("security.openApp"),
                copy: t("security.copyKey"),
                copied: t("security.keyCopied"),
              }}
            />
            <TextField
              name="code"
              label={t("security.code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <EndOtherAccessField name="endOtherAccess" defaultChecked />
            <div className="flex gap-3">
              <SubmitButton busy={busy} busyLabel={t("account.saving")}>
                {t("security.confirmEnable")}
              </SubmitButton>
              <button type="button" className={secondaryButton} onClick={reset}>
                {t("security.cancel")}
              </button>
            </div>
          </form>
        )}
        {step === "codes" && (
          <div className="mt-3 space-y-3">
            <h3 className="font-semibold text-ink">{t("security.recoveryTitle")}</h3>
            <p className="text-slate-600 text-sm">{t("security.recoveryHint")}</p>
            <ul
              data-testid="recovery-codes"
              className="grid grid-cols-2 gap-2 rounded-lg bg-white p-3 font-mono text-ink text-sm"
            >
              {recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <RecoveryCodeActions
              codes={recoveryCodes}
              fileName="cloudstack-recovery-codes.txt"
              labels={{
                copy: t("security.copyCodes"),
                copied: t("security.codesCopied"),
                download: t("security.downloadCodes"),
              }}
            />
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                setRecoveryCodes([]);
                reset();
                showMessage(t("security.enabled"), "success");
              }}
            >
              {t("security.recoveryDone")}
            </button>
          </div>
        )}
      </div>
    </TitledCard>
  );
}

/** The member's logged-in devices; ending one makes its next call answer 401. */
export function SessionsCard() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: securityKeys.sessions(), queryFn: listSessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() });
  const endOne = useMutation({
    mutationFn: revokeSession,
    onSuccess: async () => {
      showMessage(t("security.ended"), "success");
      await refresh();
    },
  });
  const endOthers = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: async () => {
      showMessage(t("security.othersEnded"), "success");
      await refresh();
    },
  });
  const rows = sessions.data ?? [];
  return (
    <TitledCard
      headingId="sessions-heading"
      title={t("security.sessionsHeading")}
      intro={t("security.sessionsHint")}
      aside={
        rows.length > 1 && (
          <button
            type="button"
            className={secondaryButton}
            disabled={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            {t("security.endOthers")}
          </button>
        )
      }
    >
      <LoadingOverlay loading={sessions.isPending} label={t("common.loading")}>
        <ul className="mt-4 divide-y divide-slate-100" data-testid="session-list">
          {rows.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink text-sm">
                  {session.device ?? t("security.unknownDevice")}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-green-700 text-xs">
                      {t("security.thisDevice")}
                    </span>
                  )}
                </p>
                <p className="mt-0.5 text-slate-500 text-xs">
                  {[session.ip, placeName(session.location, locale)].filter(Boolean).join(" · ")}
                </p>
                <p className="mt-0.5 text-slate-500 text-xs">
                  {t("security.firstSeen", { time: formatDateTime(session.firstSeenAt, locale) })} ·{" "}
                  {t("security.lastSeen", { time: formatDateTime(session.lastSeenAt, locale) })}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={endOne.isPending}
                  onClick={() => endOne.mutate(session.id)}
                >
                  {t("security.end")}
                </button>
              )}
            </li>
          ))}
        </ul>
      </LoadingOverlay>
    </TitledCard>
  );
}

/** Logins of the last 90 days, successful and failed. */
export function LoginHistoryCard() {
  const t = useT();
  const locale = useLocale();
  const history = useQuery({ queryKey: securityKeys.history(), queryFn: loginHistory });
  const rows = history.data ?? [];
  return (
    <TitledCard headingId="history-heading" title={t("security.historyHeading")}>
      <LoadingOverlay loading={history.isPending} label={t("common.loading")}>
        {rows.length === 0 && !history.isPending ? (
          <p className="py-6 text-slate-500 text-sm">{t("security.historyEmpty")}</p>
        ) : (
          <>
            {/* A phone gets one block per login; wider screens a table. */}
            <ul className="mt-4 divide-y divide-slate-100 sm:hidden">
              {rows.map((row) => (
                <li key={`${row.time}-${row.reason}-${row.ip}`} className="py-2.5 text-sm">
                  <p className="flex justify-between gap-3">
                    <span className="text-slate-700">{formatDateTime(row.time, locale)}</span>
                    <span className={row.success ? "text-green-700" : "text-red-700"}>
                      {row.success ? t("security.success") : t("security.failure")} ·{" "}
                      {t(`security.reason.${row.reason}`)}
                    </span>
                  </p>
                  <p className="mt-0.5 text-slate-500 text-xs">
                    {[row.device ?? t("security.unknownDevice"), row.ip, placeName(row.location, locale)]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </li>
              ))}
            </ul>
            <div className="mt-4 hidden sm:block">
              <table className="w-full text-left text-sm" data-testid="login-history">
                <thead className="text-slate-500 text-xs">
                  <tr>
                    <th className="py-2 pr-3 font-medium">{t("security.time")}</th>
                    <th className="py-2 pr-3 font-medium">{t("security.result")}</th>
                    <th className="py-2 pr-3 font-medium">{t("security.device")}</th>
                    <th className="py-2 font-medium">{t("security.ip")}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((row) => (
                    <tr key={`${row.time}-${row.reason}-${row.ip}`}>
                      <td className="py-2 pr-3 text-slate-700">{formatDateTime(row.time, locale)}</td>
                      <td className={`py-2 pr-3 ${row.success ? "text-green-700" : "text-red-700"}`}>
                        {row.success ? t("security.success") : t("security.failure")} ·{" "}
                        {t(`security.reason.${row.reason}`)}
                      </td>
                      <td className="py-2 pr-3 text-slate-700">{row.device ?? t("security.unknownDevice")}</td>
                      <td className="py-2 text-slate-700">
                        {[row.ip, placeName(row.location, locale)].filter(Boolean).join(" · ")}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </LoadingOverlay>
    </TitledCard>
  );
}
