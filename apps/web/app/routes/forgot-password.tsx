import { CodePurpose, resetPasswordRequestSchema } from "@shop/contract";
import { useNavigate } from "react-router";
import { resetPassword } from "../features/auth/api/auth-calls.ts";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { AccountField, CodeField, NewPasswordFields } from "../features/auth/auth-fields.tsx";
import { useCodeSending } from "../features/auth/use-code-sending.tsx";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useLocalizePath, useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useContractForm } from "../lib/use-contract-form.ts";
import { EndOtherAccessField } from "../ui/end-other-access-field.tsx";
import { FormError, SubmitButton } from "../ui/form-controls.tsx";
import { showMessage } from "../ui/toast.tsx";

export const meta = pageMeta("pages.forgotPassword.title", "pages.forgotPassword.description");

export default function ForgotPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { dialog, codeError, codeFieldProps } = useCodeSending();
  const { form, field, errorOf, isSubmitting, formError, setFormError, showRefusal } = useContractForm(
    resetPasswordRequestSchema,
    { account: "", code: "", password: "", confirmPassword: "", endOtherAccess: true },
  );
  const { register, handleSubmit, trigger, getValues } = form;

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
        <AccountField {...field("account")} />
        <CodeField
          field={register("code")}
          error={codeError ?? errorOf("code")}
          scene={CodePurpose.ResetPassword}
          getTarget={getTarget}
          {...codeFieldProps}
          onSent={() => setFormError(null)}
        />
        <NewPasswordFields password={field("password")} confirmPassword={field("confirmPassword")} />
        <EndOtherAccessField {...register("endOtherAccess")} />
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
