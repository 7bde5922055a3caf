import { CodePurpose, registerFormSchema } from "@shop/contract";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { redirectTarget, startSession } from "../features/auth/after-login.ts";
import { register as registerAccount } from "../features/auth/api/auth-calls.ts";
import { AuthCard, ModeTabs, OtherFormLine } from "../features/auth/auth-card.tsx";
import { CodeField, NewPasswordFields } from "../features/auth/auth-fields.tsx";
import { MobileField } from "../features/auth/mobile-field.tsx";
import { useCodeSending } from "../features/auth/use-code-sending.tsx";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useLocale, useT } from "../i18n/use-locale.ts";
import { ApiError } from "../lib/api-client.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useContractForm } from "../lib/use-contract-form.ts";
import { FormError, SubmitButton, TextField } from "../ui/form-controls.tsx";
import { showMessage } from "../ui/toast.tsx";

export const meta = pageMeta("pages.register.title", "pages.register.description");

type Mode = "mobile" | "email";

export default function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { dialog, requestFormCaptcha, forgetIfRefused, codeError, setCodeError, codeFieldProps } = useCodeSending();
  const locale = useLocale();
  // The English site starts with e-mail; a mobile from any country works on both.
  const [mode, setMode] = useState<Mode>(locale === "en" ? "email" : "mobile");
  const { form, field, errorOf, isSubmitting, formError, setFormError } = useContractForm(registerFormSchema, {
    mobile: "",
    email: "",
    code: "",
    password: "",
    confirmPassword: "",
  });
  const { register, handleSubmit, trigger, getValues, setValue, clearErrors } = form;

  const setMobile = (composed: string) => setValue("mobile", composed, { shouldValidate: form.formState.isSubmitted });

  const switchMode = (next: Mode) => {
    setMode(next);
    // Only the visible field may be filled: the server tells mobile and e-mail apart by which one is present.
    setValue(next === "mobile" ? "email" : "mobile", "");
    clearErrors();
    setCodeError(null);
  };

  // An invite link's ?invite=CODE: the server records who invited this account (unknown codes record nothing).
  const inviteParam = new URLSearchParams(location.search).get("invite") ?? "";
  const inviteCode = /^[A-Za-z0-9]{1,16}$/.test(inviteParam) ? inviteParam : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const captchaVerification = await requestFormCaptcha();
    if (!captchaVerification) return;
    try {
      const tokens = await registerAccount({ ...values, captchaVerification, inviteCode });
      await startSession(tokens);
      showMessage(t("auth.registered"), "success");
      navigate(redirectTarget(location.search, location.pathname), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      forgetIfRefused(error.message);
      setFormError(error.message);
    }
  });

  const agreeTermsError = errorOf("agreeTerms");
  const targetField = mode === "mobile" ? "mobile" : "email";
  const getTarget = async () => {
    if (!(await trigger(targetField))) return null;
    return { [targetField]: getValues(targetField)?.trim() };
  };

  return (
    <AuthCard title={t("auth.registerTitle")} subtitle={t("auth.registerSubtitle")}>
      <ModeTabs
        value={mode}
        onChange={switchMode}
        options={[
          { value: "mobile", label: t("auth.byMobile") },
          { value: "email", label: t("auth.byEmail") },
        ]}
      />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {inviteCode && (
          <p className="rounded-lg bg-sky-50 px-3 py-2 text-sky-900 text-sm" data-testid="invited-by">
            {t("auth.invited", { code: inviteCode.toUpperCase() })}
          </p>
        )}
        <FormError message={formError} />
        {mode === "mobile" ? (
          <MobileField
            key="mobile"
            label={t("auth.mobile")}
            placeholder={t("auth.mobilePlaceholder")}
            error={errorOf("mobile")}
            onNumberChange={setMobile}
          />
        ) : (
          <TextField
            key="email"
            type="email"
            label={t("auth.email")}
            placeholder={t("auth.emailPlaceholder")}
            autoComplete="email"
            {...field("email")}
          />
        )}
        <CodeField
          field={register("code")}
          error={codeError ?? errorOf("code")}
          scene={CodePurpose.Register}
          getTarget={getTarget}
          {...codeFieldProps}
          onSent={() => setFormError(null)}
        />
        <NewPasswordFields
          password={field("password")}
          confirmPassword={field("confirmPassword")}
          passwordLabelKey="auth.password"
        />
        <div>
          <label className="flex items-start gap-2 text-slate-600 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand"
              aria-invalid={agreeTermsError ? true : undefined}
              {...register("agreeTerms")}
            />
            <span>
              {t("auth.agreePrefix")}{" "}
              <LocalizedLink to="/terms" target="_blank" className="text-brand underline">
                {t("auth.terms")}
              </LocalizedLink>{" "}
              {t("auth.and")}{" "}
              <LocalizedLink to="/privacy" target="_blank" className="text-brand underline">
                {t("auth.privacy")}
              </LocalizedLink>
            </span>
          </label>
          {agreeTermsError && (
            <p role="alert" className="mt-1.5 text-red-600 text-sm">
              {agreeTermsError}
            </p>
          )}
        </div>
        <SubmitButton busy={isSubmitting} busyLabel={t("auth.registering")}>
          {t("auth.registerButton")}
        </SubmitButton>
      </form>
      <OtherFormLine question={t("auth.haveAccount")} to="/login" action={t("auth.loginNow")} />
      {dialog}
    </AuthCard>
  );
}
