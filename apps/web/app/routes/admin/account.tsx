import { CertificationStatus, changePasswordRequestSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { LoginHistoryCard, SessionsCard, TwoFactorCard } from "../../features/account-security/security-cards.tsx";
import { authKeys, changePassword, getMemberUser } from "../../features/auth/api/auth-calls.ts";
import { NewPasswordFields } from "../../features/auth/auth-fields.tsx";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatDateTime, formatTraffic } from "../../lib/format.ts";
import { pageMeta } from "../../lib/page-meta.ts";
import { useUserStore } from "../../lib/session/user-store.ts";
import { useContractForm } from "../../lib/use-contract-form.ts";
import { Badge } from "../../ui/badge.tsx";
import { EndOtherAccessField } from "../../ui/end-other-access-field.tsx";
import { FormError, PasswordField, SubmitButton } from "../../ui/form-controls.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { RetryMessage } from "../../ui/retry-message.tsx";
import { TitledCard } from "../../ui/titled-card.tsx";
import { showMessage } from "../../ui/toast.tsx";

export const meta = pageMeta("pages.account.title", "pages.account.description");

function ProfileCard() {
  const t = useT();
  const locale = useLocale();
  const setUserInfo = useUserStore((state) => state.setUserInfo);
  const query = useQuery({
    queryKey: authKeys.memberUser(),
    queryFn: async () => {
      const user = await getMemberUser();
      setUserInfo(user);
      return user;
    },
  });
  const user = query.data;
  const rows = user
    ? [
        { label: t("account.mobile"), value: user.mobile ?? t("account.notBound") },
        { label: t("account.email"), value: user.email ?? t("account.notBound") },
        { label: t("account.registeredAt"), value: formatDateTime(user.createTime, locale) },
        {
          label: t("account.certification"),
          value: (
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={user.certificationStatus === CertificationStatus.Success ? "success" : "warning"}>
                {t(`account.certificationStatus.${user.certificationStatus}`)}
                {user.certificationType !== null && ` · ${t(`account.certificationType.${user.certificationType}`)}`}
              </Badge>
              {user.certificationStatus !== CertificationStatus.Success && (
                <LocalizedLink to="/admin/auth" className="text-brand text-sm hover:underline">
                  {t("account.goCertify")}
                </LocalizedLink>
              )}
            </span>
          ),
        },
        { label: t("account.remainingTraffic"), value: formatTraffic(user.limitBalance, locale) },
      ]
    : [];

  return (
    <TitledCard headingId="profile-heading" title={t("account.profile")}>
      <LoadingOverlay loading={query.isPending} label={t("common.loading")}>
        {query.isError ? (
          <div className="py-6 text-slate-600 text-sm">
            <RetryMessage
              message={t("account.loadFailed")}
              retryLabel={t("account.retry")}
              onRetry={() => query.refetch()}
              buttonClassName="text-brand hover:underline"
            />
          </div>
        ) : (
          <dl className="mt-4 grid min-h-40 gap-x-6 gap-y-4 sm:grid-cols-2">
            {rows.map((row) => (
              <div key={row.label}>
                <dt className="text-slate-500 text-sm">{row.label}</dt>
                <dd className="mt-1 font-medium text-ink text-sm">{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </LoadingOverlay>
    </TitledCard>
  );
}

function ChangePasswordCard() {
  const t = useT();
  const logout = useUserStore((state) => state.logout);
  const { form, field, isSubmitting, formError, showRefusal } = useContractForm(changePasswordRequestSchema, {
    oldPassword: "",
    password: "",
    confirmPassword: "",
    endOtherAccess: true,
  });

  const onSubmit = form.handleSubmit((values) =>
    showRefusal(async () => {
      await changePassword(values);
      showMessage(t("auth.passwordChanged"), "success");
      // Ticked (the default), every session ended, this one included: the user
      // centre then sends the user to log in and back here afterwards.
      if (values.endOtherAccess !== false) logout();
      else form.reset();
    }),
  );

  const passwordLabels = { showLabel: t("auth.showPassword"), hideLabel: t("auth.hidePassword") };
  return (
    <TitledCard headingId="password-heading" title={t("account.changePassword")}>
      <form onSubmit={onSubmit} noValidate className="mt-4 max-w-md space-y-4">
        <FormError message={formError} />
        <PasswordField
          label={t("auth.oldPassword")}
          placeholder={t("auth.oldPasswordPlaceholder")}
          autoComplete="current-password"
          {...passwordLabels}
          {...field("oldPassword")}
        />
        <NewPasswordFields password={field("password")} confirmPassword={field("confirmPassword")} />
        <EndOtherAccessField {...form.register("endOtherAccess")} />
        <SubmitButton busy={isSubmitting} busyLabel={t("account.saving")}>
          {t("account.save")}
        </SubmitButton>
      </form>
    </TitledCard>
  );
}

export default function AdminAccountPage() {
  const t = useT();
  return (
    <div className="space-y-6 p-5 sm:p-8">
      <h1 className="font-bold text-2xl text-ink">{t("pages.account.heading")}</h1>
      <ProfileCard />
      <TwoFactorCard />
      <ChangePasswordCard />
      <SessionsCard />
      <LoginHistoryCard />
    </div>
  );
}
