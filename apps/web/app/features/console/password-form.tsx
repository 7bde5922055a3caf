import { passwordChangeRequestSchema } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useLocalizePath, useT } from "../../i18n/use-locale.ts";
import { FormError, SubmitButton, TextField } from "../../ui/form-controls.tsx";
import { NewPasswordFields } from "../../ui/new-password-fields.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { changePassword } from "./api/change-password.ts";
import { useNewPasswordForm } from "./use-new-password-form.ts";

/** The operator's own password: current password and a code; then every session ends and they sign in again. */
export function PasswordForm() {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const queryClient = useQueryClient();
  const [currentPassword, setCurrentPassword] = useState("");
  const {
    password: newPassword,
    setPassword: setNewPassword,
    repeat,
    setRepeat,
    code,
    setCode,
    repeatError,
    fieldErrors,
    error,
    busy,
    submit,
  } = useNewPasswordForm();

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      schema: passwordChangeRequestSchema,
      input: { currentPassword, newPassword, code },
      extraErrors: { repeat: repeatError },
      // A code is good once: a refused attempt needs a fresh one.
      onFailed: () => setCode(""),
      send: async () => {
        await changePassword({ currentPassword, newPassword, code });
        showMessage(t("console.account.done"), "success");
        await navigate(localize("/ops/login"), { replace: true });
        queryClient.clear();
      },
    });
  };

  return (
    <form
      onSubmit={send}
      noValidate
      className="max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-slate-600 text-sm">{t("console.account.intro")}</p>
      <FormError message={error} />
      <TextField
        label={t("console.account.currentPassword")}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        error={fieldErrors.currentPassword}
      />
      <NewPasswordFields
        labels={{ password: t("console.account.newPassword"), repeat: t("console.account.repeat") }}
        password={newPassword}
        repeat={repeat}
        onPassword={setNewPassword}
        onRepeat={setRepeat}
        errors={{ password: fieldErrors.newPassword, repeat: fieldErrors.repeat }}
      />
      <TextField
        label={t("console.account.code")}
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldErrors.code}
      />
      <SubmitButton busy={busy} busyLabel={t("console.account.submitting")}>
        {t("console.account.submit")}
      </SubmitButton>
    </form>
  );
}
