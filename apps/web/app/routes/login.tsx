import { zodResolver } from "@hookform/resolvers/zod";
import {
  type LoginRequest,
  type LoginSecondFactorRequest,
  loginRequestSchema,
  loginSecondFactorRequestSchema,
  ResponseCode,
  type TokenPair,
} from "@shop/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { redirectTarget, startSession } from "../features/auth/after-login.ts";
import { login, loginSecondFactor } from "../features/auth/api/auth-calls.ts";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { useMessageT } from "../features/auth/use-message-t.ts";
import { useCaptchaGate } from "../features/captcha/use-captcha-gate.tsx";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useT } from "../i18n/use-locale.ts";
import { ApiError } from "../lib/api-client.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useFormError } from "../lib/use-form-error.ts";
import type { RootData } from "../root.tsx";
import { Alert } from "../ui/alert.tsx";
import { FormError, PasswordField, SubmitButton, TextField } from "../ui/form-controls.tsx";
import { showMessage } from "../ui/toast.tsx";

export const meta = pageMeta("pages.login.title", "pages.login.description");

export default function LoginPage() {
  const t = useT();
  const mt = useMessageT();
  const navigate = useNavigate();
  const location = useLocation();
  const isDemo = useRouteLoaderData<RootData>("root")?.isDemo;
  const { requestCaptcha, dialog } = useCaptchaGate();
  const { formError, setFormError, showRefusal } = useFormError();
  // Sent here because the session ended in the middle of work (lib/api.ts): say so until the next attempt.
  const [isExpired, setIsExpired] = useState(() => new URLSearchParams(location.search).get("reason") === "expired");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { account: "", password: "" },
  });

  // A right password on an account with two-factor login: the code step before any session exists.
  const [challenge, setChallenge] = useState<string | null>(null);

  const finish = async (tokens: TokenPair) => {
    await startSession(tokens);
    showMessage(t("auth.welcomeBack"), "success");
    navigate(redirectTarget(location.search, location.pathname), { replace: true });
  };

  const onSubmit = handleSubmit((values) =>
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
        <TextField
          label={t("auth.account")}
          placeholder={t("auth.accountPlaceholder")}
          autoComplete="username"
          inputMode="email"
          error={mt(errors.account?.message)}
          {...register("account")}
        />
        <PasswordField
          label={t("auth.password")}
          placeholder={t("auth.passwordPlaceholder")}
          autoComplete="current-password"
          showLabel={t("auth.showPassword")}
          hideLabel={t("auth.hidePassword")}
          error={mt(errors.password?.message)}
          {...register("password")}
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
      <p className="mt-6 text-center text-slate-600 text-sm">
        {t("auth.noAccount")}{" "}
        <LocalizedLink to="/register" className="font-medium text-brand hover:underline">
          {t("auth.registerNow")}
        </LocalizedLink>
      </p>
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
  const mt = useMessageT();
  const { formError, showRefusal } = useFormError();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginSecondFactorRequest>({
    resolver: zodResolver(loginSecondFactorRequestSchema),
    defaultValues: { challenge, code: "" },
  });
  const onSubmit = handleSubmit((values) =>
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
        error={mt(errors.code?.message)}
        {...register("code")}
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
