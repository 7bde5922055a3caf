import type { CodePurpose } from "@shop/contract";
import type { ComponentProps } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useT } from "../../i18n/use-locale.ts";
import { PasswordField, TextField } from "../../ui/form-controls.tsx";
import { SendCodeButton } from "./send-code-button.tsx";

/** A text input of the sign-in forms, its label from auth.<copy> and its placeholder from auth.<copy>Placeholder. */
function AuthTextField({
  copy,
  ...input
}: { copy: "account" | "code" } & Omit<ComponentProps<typeof TextField>, "label">) {
  const t = useT();
  return <TextField label={t(`auth.${copy}`)} placeholder={t(`auth.${copy}Placeholder`)} {...input} />;
}

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
  return (
    <AuthTextField
      copy="code"
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

/** An input's react-hook-form registration with its translated error (useContractForm's `field`). */
type FieldBinding = UseFormRegisterReturn & { error?: string };

/** The account a member signs in with, a mobile number or an e-mail address (login, forgot password). */
export function AccountField(binding: FieldBinding) {
  return <AuthTextField copy="account" autoComplete="username" inputMode="email" {...binding} />;
}

/** A new password and its confirmation (register, forgot password, account). */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordLabelKey = "auth.newPassword",
}: {
  password: FieldBinding;
  confirmPassword: FieldBinding;
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
        {...toggle}
        {...password}
      />
      <PasswordField
        label={t("auth.confirmPassword")}
        placeholder={t("auth.confirmPasswordPlaceholder")}
        autoComplete="new-password"
        {...toggle}
        {...confirmPassword}
      />
    </>
  );
}
