import { enrolRequestSchema } from "@shop/contract";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useLocalizePath, useT } from "../../i18n/use-locale.ts";
import { AuthenticatorKey, RecoveryCodeActions } from "../../ui/authenticator-key.tsx";
import { FormError, SubmitButton, TextField } from "../../ui/form-controls.tsx";
import { NewPasswordFields } from "../../ui/new-password-fields.tsx";
import { TotpQr } from "../../ui/totp-qr.tsx";
import { enrol, useEnrolment } from "./api/enrolment.ts";
import { useNewPasswordForm } from "./use-new-password-form.ts";

/** The link's token lives in the fragment (never sent to a server log); read once in the browser. */
function useFragmentToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const value = window.location.hash.replace(/^#/, "");
    setToken(/^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null);
  }, []);
  return token;
}

/** Enrolment: scan the key, choose a password, prove the app works with a code; then the recovery codes, once. */
export function EnrolView() {
  const t = useT();
  const token = useFragmentToken();
  const enrolment = useEnrolment(token ?? null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} />;
  if (token === undefined || (token && enrolment.isPending)) {
    return <p className="text-slate-500 text-sm">{t("console.loading")}</p>;
  }
  if (token === null || enrolment.isError || !enrolment.data) {
    return (
      <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-800 text-sm">
        {token === null ? t("console.enrol.missingToken") : t("console.enrol.invalid")}
      </p>
    );
  }
  const data = enrolment.data;
  return (
    <div className="space-y-6">
      <p className="text-slate-600 text-sm">{t("console.enrol.intro", { name: data.name, email: data.email })}</p>
      <section className="space-y-3" aria-labelledby="enrol-scan">
        <h2 id="enrol-scan" className="font-semibold text-ink">
          {t("console.enrol.scanTitle")}
        </h2>
        <p className="text-slate-600 text-sm">{t("console.enrol.scanText")}</p>
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <TotpQr uri={data.totpUri} label={t("console.enrol.qrLabel")} />
          <AuthenticatorKey
            uri={data.totpUri}
            secret={data.totpSecret}
            labels={{
              key: t("console.enrol.secretLabel"),
              openApp: t("console.enrol.openApp"),
              copy: t("console.enrol.copyKey"),
              copied: t("console.enrol.keyCopied"),
            }}
          />
        </div>
      </section>
      <section className="space-y-3" aria-labelledby="enrol-password">
        <h2 id="enrol-password" className="font-semibold text-ink">
          {t("console.enrol.passwordTitle")}
        </h2>
        <EnrolForm token={token} onDone={setRecoveryCodes} />
      </section>
    </div>
  );
}

function EnrolForm({ token, onDone }: { token: string; onDone(codes: string[]): void }) {
  const t = useT();
  const { password, setPassword, repeat, setRepeat, code, setCode, repeatError, fieldErrors, error, busy, submit } =
    useNewPasswordForm();

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      schema: enrolRequestSchema,
      input: { token, password, code },
      extraErrors: { repeat: repeatError },
      fallback: t("console.enrol.invalid"),
      send: async () => {
        const result = await enrol({ token, password, code });
        // The link is used up: drop it from the address bar and history.
        window.history.replaceState(null, "", window.location.pathname);
        onDone(result.recoveryCodes);
      },
    });
  };

  return (
    <form onSubmit={send} noValidate className="space-y-4">
      <FormError message={error} />
      <NewPasswordFields
        labels={{ password: t("console.enrol.password"), repeat: t("console.enrol.passwordConfirm") }}
        hint={t("console.enrol.passwordHint")}
        password={password}
        repeat={repeat}
        onPassword={setPassword}
        onRepeat={setRepeat}
        errors={fieldErrors}
      />
      <TextField
        label={t("console.enrol.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldErrors.code}
      />
      <SubmitButton busy={busy} busyLabel={t("console.enrol.submitting")}>
        {t("console.enrol.submit")}
      </SubmitButton>
    </form>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  return (
    <section className="space-y-4" aria-labelledby="recovery-title">
      <h2 id="recovery-title" className="font-semibold text-ink text-lg">
        {t("console.enrol.recoveryTitle")}
      </h2>
      <p className="text-slate-600 text-sm">{t("console.enrol.recoveryText")}</p>
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-ink text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <RecoveryCodeActions
          codes={codes}
          fileName="cloudstack-console-recovery-codes.txt"
          labels={{
            copy: t("console.enrol.copy"),
            copied: t("console.enrol.copied"),
            download: t("console.enrol.download"),
          }}
        />
        <button
          type="button"
          className="rounded-lg bg-slate-900 px-4 py-2 font-semibold text-sm text-white hover:opacity-90"
          onClick={() => navigate(localize("/ops/login"), { replace: true })}
        >
          {t("console.enrol.done")}
        </button>
      </div>
    </section>
  );
}
