import { consoleLoginRequestSchema } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useLocalizePath, useT } from "../../i18n/use-locale.ts";
import { FormError, SubmitButton, TextField } from "../../ui/form-controls.tsx";
import { useCheckedForm } from "../../ui/use-checked-form.ts";
import { consoleKeys } from "./api/console-api.ts";
import { loginToConsole } from "./api/login.ts";

/** Only a console page may be the way back after login. */
function safeRedirect(value: string | null): string | null {
  if (!value) return null;
  return /^\/(en\/)?ops(\/|$|\?)/.test(value) && !value.startsWith("//") ? value : null;
}

/** E-mail, password and the authenticator's code (or a recovery code). */
export function ConsoleLoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  // Sent here by an ended session: say so until the next attempt is sent.
  const [isSessionExpired, setSessionExpired] = useState(params.get("reason") === "expired");
  const { fieldErrors, error, busy, submit: check } = useCheckedForm();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check({
      schema: consoleLoginRequestSchema,
      input: { email, password, code },
      fallback: t("console.login.expired"),
      // A code is good once: a refused attempt needs a fresh one.
      onFailed: () => setCode(""),
      send: async () => {
        setSessionExpired(false);
        const operator = await loginToConsole({ email, password, code });
        queryClient.setQueryData(consoleKeys.session(), operator);
        navigate(safeRedirect(params.get("redirect")) ?? localize("/ops"), { replace: true });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("console.login.title")}>
      <FormError message={error ?? (isSessionExpired ? t("console.login.expired") : null)} />
      <TextField
        label={t("console.login.email")}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrors.email}
        required
      />
      <TextField
        label={t("console.login.password")}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
        required
      />
      <div>
        <TextField
          label={t("console.login.code")}
          name="code"
          inputMode="text"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldErrors.code}
          required
        />
        <p className="mt-1.5 text-slate-500 text-xs">{t("console.login.codeHint")}</p>
      </div>
      <SubmitButton busy={busy} busyLabel={t("console.login.submitting")}>
        {t("console.login.submit")}
      </SubmitButton>
    </form>
  );
}
