import { loginRequestSchema, loginSecondFactorRequestSchema, ResponseCode, type TokenPair } from "@shop/contract";
import { useState } from "react";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { redirectTarget, startSession } from "../features/auth/after-login.ts";
import { login, loginSecondFactor } from "../features/auth/api/auth-calls.ts";
import { AuthCard, OtherFormLine } from "../features/auth/auth-card.tsx";
import { AccountField } from "../features/auth/auth-fields.tsx";
import { useCaptchaGate } from "../features/captcha/use-captcha-gate.tsx";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useT } from "../i18n/use-locale.ts";
import { ApiError } from "../lib/api-client.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useContractForm } from "../lib/use-contract-form.ts";
import type { RootData } from "../root.tsx";
import { Alert } from "../ui/alert.tsx";
import { FormError, PasswordField, SubmitButton, TextField } from "../ui/form-controls.tsx";
import { showMessage } from "../ui/toast.tsx";

export const meta = pageMeta("pages.login.title", "pages.login.description");

export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const isDemo = useRouteLoaderData<RootData>("root")?.isDemo;
  const { requestCaptcha, dialog } = useCaptchaGate();
  const { form, field, isSubmitting, formError, setFormError, showRefusal } = useContractForm(loginRequestSchema, {
    account: "",
    password: "",
  });
  // Sent here because the session ended in the middle of work (lib/api.ts): say so until the next attempt.
  const [isExpired, setIsExpired] = useState(() => new URLSearchParams(location.search).get("reason") === "expired");
  // A right password on an account with two-factor login: the code step before any session exists.
  const [challenge, setChallenge] = useState<string | null>(null);

  const finish = async (tokens: TokenPair) => {
    await startSession(tokens);
    showMessage(t("auth.welcomeBack"), "success");
    navigate(redirectTarget(location.search, location.pathname), { replace: true });
  };

  const onSubmit = form.handleSubmit((values) =>
    showRefusal(async () => {
      setIsExpired(false);
      let answer: Awaited<ReturnType<typeof login>>;
      try {
        answer = await login(values);
      } catch (error) {
        // After repeated failures the server wants the slider solved first.
        if (!(error instanceof ApiError) || error.code !== ResponseCode.CaptchaRequired) throw error;
        const captchaVerification = await requestCaptcha();
        if (!captchaVerification) return;
        answer = await login({ ...values, captchaVerification });
      }
      if ("secondFactorRequired" in answer) {
        setChallenge(answer.challenge);
        return;
      }
      await finish(answer);
    }),
  );

  if (challenge) {
    return (
      <AuthCard title={t("auth.secondFactorTitle")} subtitle={t("auth.secondFactorHint")}>
        <SecondFactorForm
          challenge={challenge}
          onDone={finish}
          onBack={() => {
            setChallenge(null);
            setFormError(null);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth.loginTitle")} subtitle={t("auth.loginSubtitle")}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={formError} />
        {isExpired && !formError && (
          <Alert tone="warning" role="status">
            {t("api.loginExpired")}
          </Alert>
        )}
        <AccountField {...field("account")} />
        <PasswordField
          label={t("auth.password")}
          placeholder={t("auth.passwordPlaceholder")}
          autoComplete="current-password"
          showLabel={t("auth.showPassword")}
          hideLabel={t("auth.hidePassword")}
          {...field("password")}
        />
        <div className="flex justify-end">
          <LocalizedLink to="/forgot-password" className="text-brand text-sm hover:underline">
            {t("auth.forgotPassword")}
          </LocalizedLink>
        </div>
        <SubmitButton busy={isSubmitting} busyLabel={t("auth.loggingIn")}>
          {t("auth.loginButton")}
        </SubmitButton>
      </form>
      <OtherFormLine question={t("auth.noAccount")} to="/register" action={t("auth.registerNow")} />
      {isDemo && (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-center text-slate-500 text-xs">{t("auth.demoHint")}</p>
      )}
      {dialog}
    </AuthCard>
  );
}

function SecondFactorForm({
  challenge,
  onDone,
  onBack,
}: {
  challenge: string;
  onDone(tokens: TokenPair): Promise<void>;
  onBack(): void;
}) {
  const t = useT();
  const { form, field, isSubmitting, formError, showRefusal } = useContractForm(loginSecondFactorRequestSchema, {
    challenge,
    code: "",
  });
  const onSubmit = form.handleSubmit((values) =>
    showRefusal(async () => {
      await onDone(await loginSecondFactor(values));
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <TextField
        label={t("auth.secondFactorCode")}
        placeholder={t("auth.secondFactorPlaceholder")}
        autoComplete="one-time-code"
        autoFocus
        {...field("code")}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t("auth.secondFactorVerifying")}>
        {t("auth.secondFactorVerify")}
      </SubmitButton>
      <button type="button" onClick={onBack} className="w-full text-center text-brand text-sm hover:underline">
        {t("auth.secondFactorBack")}
      </button>
    </form>
  );
}
