import { zodResolver } from "@hookform/resolvers/zod";
import { CodePurpose, type ResetPasswordRequest, resetPasswordRequestSchema } from "@shop/contract";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { resetPassword } from "../features/auth/api/auth-calls.ts";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { CodeField, NewPasswordFields } from "../features/auth/auth-fields.tsx";
import { useCodeSending } from "../features/auth/use-code-sending.tsx";
import { useMessageT } from "../features/auth/use-message-t.ts";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useLocalizePath, useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useFormError } from "../lib/use-form-error.ts";
import { FormError, SubmitButton, TextField } from "../ui/form-controls.tsx";
import { showMessage } from "../ui/toast.tsx";

export const meta = pageMeta("pages.forgotPassword.title", "pages.forgotPassword.description");

export default function ForgotPasswordPage() {
  const t = useT();
  const mt = useMessageT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { dialog, codeError, codeFieldProps } = useCodeSending();
  const { formError, setFormError, showRefusal } = useFormError();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { account: "", code: "", password: "", confirmPassword: "" },
  });

  const getTarget = async () => {
    if (!(await trigger("account"))) return null;
    const account = getValues("account").trim();
    return account.includes("@") ? { email: account } : { mobile: account };
  };

  const onSubmit = handleSubmit((values) =>
    showRefusal(async () => {
      await resetPassword(values);
      showMessage(t("auth.passwordReset"), "success");
      navigate(localize("/login"), { replace: true });
    }),
  );

  return (
    <AuthCard title={t("auth.forgotTitle")} subtitle={t("auth.forgotSubtitle")}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={formError} />
        <TextField
          label={t("auth.account")}
          placeholder={t("auth.accountPlaceholder")}
          autoComplete="username"
          inputMode="email"
          error={mt(errors.account?.message)}
          {...register("account")}
        />
        <CodeField
          field={register("code")}
          error={codeError ?? mt(errors.code?.message)}
          scene={CodePurpose.ResetPassword}
          getTarget={getTarget}
          {...codeFieldProps}
          onSent={() => setFormError(null)}
        />
        <NewPasswordFields
          password={register("password")}
          confirmPassword={register("confirmPassword")}
          passwordError={mt(errors.password?.message)}
          confirmError={mt(errors.confirmPassword?.message)}
        />
        <SubmitButton busy={isSubmitting} busyLabel={t("auth.resetting")}>
          {t("auth.resetButton")}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        <LocalizedLink to="/login" className="font-medium text-brand hover:underline">
          {t("auth.backToLogin")}
        </LocalizedLink>
      </p>
      {dialog}
    </AuthCard>
  );
}
