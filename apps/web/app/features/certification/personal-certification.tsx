import {
  CertificationStatus,
  CertificationType,
  type PersonalCertification,
  personalCertificationRequestSchema,
} from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatDateTime } from "../../lib/format.ts";
import { useContractForm } from "../../lib/use-contract-form.ts";
import { Alert } from "../../ui/alert.tsx";
import { FormError, SubmitButton, TextField } from "../../ui/form-controls.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { TitledCard } from "../../ui/titled-card.tsx";
import { certificationKeys } from "./api/certification-keys.ts";
import { submitPersonalCertification, usePersonalCertification } from "./api/personal-certification.ts";
import {
  DetailList,
  OtherVerificationScreen,
  primaryActionClass,
  StatusScreen,
  secondaryActionClass,
} from "./status-screen.tsx";
import type { CertificationState } from "./types.ts";

function PersonalForm({
  defaultName,
  previousFailure,
  onResult,
}: {
  defaultName: string;
  previousFailure: string | null;
  onResult(result: PersonalCertification): void;
}) {
  const t = useT();
  const { form, field, isSubmitting, formError, showRefusal } = useContractForm(personalCertificationRequestSchema, {
    realName: defaultName,
    idCardNumber: "",
  });

  const onSubmit = form.handleSubmit((values) =>
    showRefusal(async () => {
      onResult(await submitPersonalCertification(values));
    }),
  );

  return (
    <TitledCard headingId="personal-form-title" title={t("certification.personal.formTitle")}>
      <p className="mt-1 text-pretty text-slate-500 text-sm leading-6">{t("certification.personal.formHint")}</p>
      {previousFailure && (
        <Alert tone="warning" role="status" className="mt-4">
          {t("certification.personal.previousFailure", { reason: previousFailure })}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-5 max-w-md space-y-4">
        <FormError message={formError} />
        <TextField
          label={t("certification.personal.realName")}
          placeholder={t("certification.personal.realNamePlaceholder")}
          autoComplete="name"
          maxLength={30}
          {...field("realName")}
        />
        <TextField
          label={t("certification.personal.idCardNumber")}
          placeholder={t("certification.personal.idCardPlaceholder")}
          autoComplete="off"
          inputMode="text"
          maxLength={18}
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:tracking-wide"
          {...field("idCardNumber")}
        />
        <SubmitButton busy={isSubmitting} busyLabel={t("certification.personal.submitting")}>
          {t("certification.personal.submit")}
        </SubmitButton>
      </form>
    </TitledCard>
  );
}

function PassedScreen({ record }: { record: PersonalCertification | null | undefined }) {
  const t = useT();
  const locale = useLocale();
  return (
    <StatusScreen
      tone="success"
      testId="personal-passed"
      title={t("certification.personal.passed.title")}
      actions={
        <>
          <LocalizedLink to="/admin" className={primaryActionClass}>
            {t("certification.personal.passed.getProxy")}
          </LocalizedLink>
          <LocalizedLink to="/admin/account" className={secondaryActionClass}>
            {t("certification.personal.passed.account")}
          </LocalizedLink>
        </>
      }
    >
      <p>{t("certification.personal.passed.text")}</p>
      {record && record.status === CertificationStatus.Success && (
        <div className="rounded-lg bg-slate-50 p-4">
          <DetailList
            rows={[
              { label: t("certification.personal.realName"), value: record.realName },
              {
                label: t("certification.personal.idCardNumber"),
                value: <span className="font-mono">{record.idCardNumber}</span>,
              },
              ...(record.decidedTime
                ? [
                    {
                      label: t("certification.personal.passed.time"),
                      value: formatDateTime(record.decidedTime, locale),
                    },
                  ]
                : []),
            ]}
          />
        </div>
      )}
    </StatusScreen>
  );
}

/**
 * /admin/auth/personal: the form, and one screen per outcome. Passing takes
 * effect at once; a failure shows the reason and the form again (SPEC §4).
 */
export function PersonalVerification({ state, onChanged }: { state: CertificationState; onChanged(): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const latest = usePersonalCertification();
  /** The answer to this visit's submission, shown until the user tries again. */
  const [result, setResult] = useState<PersonalCertification | null>(null);
  const [retryName, setRetryName] = useState<string | null>(null);

  const handleResult = (answer: PersonalCertification) => {
    setResult(answer);
    queryClient.setQueryData(certificationKeys.personal(), answer);
    onChanged();
  };

  if (state.status === CertificationStatus.Success && state.type === CertificationType.Enterprise) {
    return (
      <OtherVerificationScreen tone="info" keys="certification.personal.enterpriseDone" viewTo="/admin/auth/company" />
    );
  }
  if (state.status === CertificationStatus.Auditing && state.type === CertificationType.Enterprise) {
    return (
      <OtherVerificationScreen
        tone="pending"
        keys="certification.personal.enterpriseReview"
        viewTo="/admin/auth/company"
      />
    );
  }
  if (result?.status === CertificationStatus.Success || state.status === CertificationStatus.Success) {
    return <PassedScreen record={result ?? latest.data} />;
  }
  if (result?.status === CertificationStatus.Auditing || state.status === CertificationStatus.Auditing) {
    return (
      <StatusScreen tone="pending" testId="personal-review" title={t("certification.personal.review.title")}>
        <p>{t("certification.personal.review.text")}</p>
      </StatusScreen>
    );
  }
  if (result?.status === CertificationStatus.Fail) {
    return (
      <StatusScreen
        tone="danger"
        testId="personal-failed"
        title={t("certification.personal.failed.title")}
        actions={
          <>
            <button
              type="button"
              className={primaryActionClass}
              onClick={() => {
                setRetryName(result.realName);
                setResult(null);
              }}
            >
              {t("certification.personal.failed.retry")}
            </button>
            <LocalizedLink to="/admin/auth" className={secondaryActionClass}>
              {t("certification.personal.back")}
            </LocalizedLink>
          </>
        }
      >
        <p className="font-medium text-red-700">
          {t("certification.personal.failed.reason", {
            reason: result.failureReason ?? t("certification.personal.failed.noReason"),
          })}
        </p>
        <p>{t("certification.personal.failed.hint")}</p>
      </StatusScreen>
    );
  }

  const lastFailure =
    state.status === CertificationStatus.Fail && state.type === CertificationType.Personal && latest.data
      ? latest.data
      : null;
  return (
    <LoadingOverlay loading={latest.isPending} label={t("common.loading")}>
      {/* The form starts again once the last attempt is known (to offer its name): nothing can be typed
          before, or it would be wiped. */}
      <fieldset disabled={latest.isPending} className="contents">
        <PersonalForm
          key={`${retryName ?? "first"}-${latest.isPending ? "loading" : "ready"}`}
          defaultName={retryName ?? lastFailure?.realName ?? ""}
          previousFailure={retryName ? null : (lastFailure?.failureReason ?? null)}
          onResult={handleResult}
        />
      </fieldset>
    </LoadingOverlay>
  );
}
