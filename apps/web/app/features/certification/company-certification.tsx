import {
  CertificationStatus,
  CertificationType,
  type EnterpriseCertification,
  type EnterpriseCertificationRequest,
  enterpriseCertificationRequestSchema,
  enterpriseFormSteps,
  type LicenceFile,
} from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatDateTime } from "../../lib/format.ts";
import { useContractForm } from "../../lib/use-contract-form.ts";
import { Alert } from "../../ui/alert.tsx";
import { FormError, SubmitButton, TextField } from "../../ui/form-controls.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { certificationKeys } from "./api/certification-keys.ts";
import { submitEnterpriseCertification, useEnterpriseCertification } from "./api/enterprise-certification.ts";
import { LicencePreview, LicenceUpload } from "./licence-upload.tsx";
import {
  DetailList,
  OtherVerificationScreen,
  primaryActionClass,
  StatusScreen,
  secondaryActionClass,
} from "./status-screen.tsx";
import { StepIndicator } from "./step-indicator.tsx";
import type { CertificationState } from "./types.ts";

/** What the server will receive: upper-case credit code, account digits without spaces. */
function submittedValues(values: EnterpriseCertificationRequest): EnterpriseCertificationRequest {
  const parsed = enterpriseCertificationRequestSchema.safeParse(values);
  return parsed.success ? parsed.data : values;
}

/** The details as submitted, in the form's sections. */
function CompanySummary({
  values,
  licence,
}: {
  values: Omit<EnterpriseCertificationRequest, "licenceFileId">;
  licence: LicenceFile | null;
}) {
  const t = useT();
  const f = (key: string) => t(`certification.company.fields.${key}`);
  const sections = [
    {
      title: t("certification.company.steps.company"),
      rows: [
        { label: f("companyName"), value: values.companyName },
        { label: f("creditCode"), value: <span className="font-mono">{values.creditCode}</span> },
        { label: f("contactPhone"), value: values.contactPhone },
        { label: f("registrationAddress"), value: values.registrationAddress },
        { label: f("registrationPhone"), value: values.registrationPhone },
      ],
    },
    {
      title: t("certification.company.steps.bank"),
      rows: [
        { label: f("bankName"), value: values.bankName },
        { label: f("bankAccount"), value: <span className="font-mono">{values.bankAccount}</span> },
      ],
    },
  ];
  return (
    <div className="space-y-5 text-left">
      {sections.map((section) => (
        <section key={section.title} className="rounded-lg border border-slate-200 p-4">
          <h3 className="mb-3 font-semibold text-ink text-sm">{section.title}</h3>
          <DetailList rows={section.rows} />
        </section>
      ))}
      {licence && (
        <section className="rounded-lg border border-slate-200 p-4">
          <h3 className="mb-3 font-semibold text-ink text-sm">{t("certification.company.steps.licence")}</h3>
          <LicencePreview licence={licence} />
        </section>
      )}
    </div>
  );
}

/** The four steps: company → bank → licence → confirm. Each step is checked with the contract's rules before the next. */
function CompanyForm({
  previous,
  onSubmitted,
}: {
  previous: EnterpriseCertification | null;
  onSubmitted(result: EnterpriseCertification): void;
}) {
  const t = useT();
  const [step, setStep] = useState(0);
  const [licence, setLicence] = useState<LicenceFile | null>(previous?.licence ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { form, field, errorOf, isSubmitting, formError, setFormError, showRefusal } = useContractForm(
    enterpriseCertificationRequestSchema,
    {
      companyName: previous?.companyName ?? "",
      creditCode: previous?.creditCode ?? "",
      contactPhone: previous?.contactPhone ?? "",
      registrationAddress: previous?.registrationAddress ?? "",
      registrationPhone: previous?.registrationPhone ?? "",
      bankName: previous?.bankName ?? "",
      bankAccount: previous?.bankAccount ?? "",
      licenceFileId: previous?.licence.fileId,
    },
  );
  const { handleSubmit, trigger, getValues, setValue } = form;

  const steps = [
    t("certification.company.steps.company"),
    t("certification.company.steps.bank"),
    t("certification.company.steps.licence"),
    t("certification.company.steps.review"),
  ];
  const goTo = (next: number) => {
    setStep(next);
    setFormError(null);
    // Keyboard and screen-reader users land on the new step's title.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const next = async () => {
    const fields = enterpriseFormSteps[step];
    if (fields && !(await trigger([...fields], { shouldFocus: true }))) return;
    goTo(step + 1);
  };

  const onSubmit = handleSubmit((values) =>
    showRefusal(async () => {
      onSubmitted(await submitEnterpriseCertification(values));
    }),
  );

  const textField = (
    name: Exclude<keyof EnterpriseCertificationRequest, "licenceFileId">,
    options: { inputMode?: "numeric" | "tel" | "text"; autoComplete?: string; maxLength?: number; mono?: boolean } = {},
  ) => (
    <TextField
      label={t(`certification.company.fields.${name}`)}
      placeholder={t(`certification.company.fields.${name}Placeholder`)}
      autoComplete={options.autoComplete ?? "off"}
      inputMode={options.inputMode}
      maxLength={options.maxLength}
      spellCheck={false}
      className={options.mono ? "[&_input]:font-mono" : undefined}
      {...field(name)}
    />
  );

  return (
    <section aria-labelledby="company-step-title" className="rounded-xl border border-slate-200 p-5 sm:p-6">
      <StepIndicator steps={steps} current={step} label={t("certification.company.stepsLabel")} />
      <h2
        id="company-step-title"
        ref={heading}
        tabIndex={-1}
        className="mt-6 font-semibold text-ink text-lg outline-none"
      >
        {t("certification.company.stepOf", { current: step + 1, total: steps.length })} · {steps[step]}
      </h2>
      <p className="mt-1 text-pretty text-slate-500 text-sm leading-6">
        {t(`certification.company.stepHints.${step}`)}
      </p>

      <form onSubmit={onSubmit} noValidate className="mt-5">
        <div className={step === 0 ? "grid gap-4 sm:grid-cols-2" : "hidden"}>
          <div className="sm:col-span-2">
            {textField("companyName", { autoComplete: "organization", maxLength: 100 })}
          </div>
          {textField("creditCode", { maxLength: 18, mono: true })}
          {textField("contactPhone", { inputMode: "tel", autoComplete: "tel", maxLength: 20 })}
          <div className="sm:col-span-2">
            {textField("registrationAddress", { autoComplete: "street-address", maxLength: 200 })}
          </div>
          {textField("registrationPhone", { inputMode: "tel", maxLength: 20 })}
        </div>
        <div className={step === 1 ? "grid max-w-xl gap-4" : "hidden"}>
          {textField("bankName", { maxLength: 100 })}
          {textField("bankAccount", { inputMode: "numeric", maxLength: 40, mono: true })}
        </div>
        {step === 2 && (
          <div className="max-w-xl">
            <LicenceUpload
              value={licence}
              error={errorOf("licenceFileId")}
              onUploaded={(file) => {
                setLicence(file);
                setValue("licenceFileId", file.fileId, { shouldValidate: true });
              }}
            />
          </div>
        )}
        {step === 3 && (
          <div className="space-y-4">
            <Alert tone="warning" role="status">
              {t("certification.company.reviewNotice")}
            </Alert>
            <FormError message={formError} />
            <CompanySummary values={submittedValues(getValues())} licence={licence} />
          </div>
        )}

        <div className="mt-6 flex flex-col-reverse gap-3 border-slate-100 border-t pt-5 sm:flex-row sm:justify-between">
          {step > 0 ? (
            <button type="button" className={secondaryActionClass} onClick={() => goTo(step - 1)}>
              {t("certification.company.back")}
            </button>
          ) : (
            <LocalizedLink to="/admin/auth" className={secondaryActionClass}>
              {t("certification.company.cancel")}
            </LocalizedLink>
          )}
          {step < steps.length - 1 ? (
            <button type="button" className={primaryActionClass} onClick={() => void next()}>
              {t("certification.company.next")}
            </button>
          ) : (
            <div className="sm:w-56">
              <SubmitButton busy={isSubmitting} busyLabel={t("certification.company.submitting")}>
                {t("certification.company.submit")}
              </SubmitButton>
            </div>
          )}
        </div>
      </form>
    </section>
  );
}

/**
 * /admin/auth/company: the stepped form, then one screen per status: under
 * review (1-2 days), rejected with the reason and a resubmission, approved
 * (SPEC §4). Nothing can be edited under review or after approval.
 */
export function CompanyVerification({ state, onChanged }: { state: CertificationState; onChanged(): void }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const latest = useEnterpriseCertification();
  const [resubmitting, setResubmitting] = useState(false);

  if (state.type === CertificationType.Personal && state.status === CertificationStatus.Success) {
    return (
      <OtherVerificationScreen tone="info" keys="certification.company.personalDone" viewTo="/admin/auth/personal" />
    );
  }
  if (state.type === CertificationType.Personal && state.status === CertificationStatus.Auditing) {
    return <OtherVerificationScreen tone="pending" keys="certification.company.personalReview" />;
  }
  if (latest.isPending) {
    return (
      <LoadingOverlay loading label={t("common.loading")}>
        <div className="min-h-64 rounded-xl border border-slate-200" />
      </LoadingOverlay>
    );
  }
  const record = latest.data ?? null;
  const onSubmitted = (result: EnterpriseCertification) => {
    queryClient.setQueryData(certificationKeys.enterprise(), result);
    setResubmitting(false);
    onChanged();
  };

  if (record && record.status === CertificationStatus.Auditing) {
    return (
      <StatusScreen tone="pending" testId="company-auditing" title={t("certification.company.auditing.title")}>
        <p>{t("certification.company.auditing.text")}</p>
        <p className="text-slate-500 text-xs">
          {t("certification.company.auditing.submittedAt", { time: formatDateTime(record.createTime, locale) })}
        </p>
        <div className="pt-3">
          <CompanySummary values={record} licence={record.licence} />
        </div>
      </StatusScreen>
    );
  }
  if (record && record.status === CertificationStatus.Success) {
    return (
      <StatusScreen
        tone="success"
        testId="company-approved"
        title={t("certification.company.approved.title")}
        actions={
          <LocalizedLink to="/admin" className={primaryActionClass}>
            {t("certification.company.approved.getProxy")}
          </LocalizedLink>
        }
      >
        <p>{t("certification.company.approved.text", { company: record.companyName })}</p>
        {record.decidedTime && (
          <p className="text-slate-500 text-xs">
            {t("certification.company.approved.approvedAt", { time: formatDateTime(record.decidedTime, locale) })}
          </p>
        )}
        <div className="pt-3">
          <CompanySummary values={record} licence={record.licence} />
        </div>
      </StatusScreen>
    );
  }
  if (record && record.status === CertificationStatus.Fail && !resubmitting) {
    return (
      <StatusScreen
        tone="danger"
        testId="company-rejected"
        title={t("certification.company.rejected.title")}
        actions={
          <button type="button" className={primaryActionClass} onClick={() => setResubmitting(true)}>
            {t("certification.company.rejected.resubmit")}
          </button>
        }
      >
        <div className="rounded-lg bg-red-50 px-4 py-3 text-left">
          <p className="font-medium text-red-800 text-sm">{t("certification.company.rejected.reason")}</p>
          <p className="mt-1 whitespace-pre-line text-red-700 text-sm">
            {record.failureReason ?? t("certification.company.rejected.noReason")}
          </p>
        </div>
        <p>{t("certification.company.rejected.text")}</p>
      </StatusScreen>
    );
  }
  return <CompanyForm previous={record} onSubmitted={onSubmitted} />;
}
