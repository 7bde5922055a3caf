import type { CodePurpose } from "@shop/contract";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useT } from "../../i18n/use-locale.ts";
import { PasswordField, TextField } from "../../ui/form-controls.tsx";
import { SendCodeButton } from "./send-code-button.tsx";

/** The 6-digit code input with its "send code" button (register, forgot password). */
export function CodeField({
  field,
  error,
  scene,
  getTarget,
  requestCaptcha,
  onSendError,
  onSent,
}: {
  field: UseFormRegisterReturn;
  error?: string;
  scene: CodePurpose;
  getTarget(): Promise<{ mobile?: string; email?: string } | null>;
  requestCaptcha(): Promise<string | null>;
  onSendError(message: string | null): void;
  onSent?(): void;
}) {
  const t = useT();
  return (
    <TextField
      label={t("auth.code")}
      placeholder={t("auth.codePlaceholder")}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      error={error}
      addon={
        <SendCodeButton
          scene={scene}
          getTarget={getTarget}
          requestCaptcha={requestCaptcha}
          onError={onSendError}
          onSent={onSent}
        />
      }
      {...field}
    />
  );
}

/** A new password and its confirmation (register, forgot password, account). */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordError,
  confirmError,
  passwordLabelKey = "auth.newPassword",
}: {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
  passwordLabelKey?: "auth.password" | "auth.newPassword";
}) {
  const t = useT();
  const toggle = { showLabel: t("auth.showPassword"), hideLabel: t("auth.hidePassword") };
  return (
    <>
      <PasswordField
        label={t(passwordLabelKey)}
        placeholder={t("auth.newPasswordPlaceholder")}
        autoComplete="new-password"
        error={passwordError}
        {...toggle}
        {...password}
      />
      <PasswordField
        label={t("auth.confirmPassword")}
        placeholder={t("auth.confirmPasswordPlaceholder")}
        autoComplete="new-password"
        error={confirmError}
        {...toggle}
        {...confirmPassword}
      />
    </>
  );
}
