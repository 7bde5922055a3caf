import {
  CertificationStatus,
  CertificationType,
  documentCountries,
  type ForeignCertification,
  type ForeignCertificationKind,
  foreignCompanyCertificationRequestSchema,
  isPassportExpired,
  type LicenceFile,
  passportCertificationRequestSchema,
} from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { forwardRef, type SelectHTMLAttributes, useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatDateTime } from "../../lib/format.ts";
import { useContractForm } from "../../lib/use-contract-form.ts";
import { Alert } from "../../ui/alert.tsx";
import { FieldError, fieldControlProps, inputClass } from "../../ui/field.tsx";
import { FormError, SubmitButton, TextField } from "../../ui/form-controls.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { TitledCard } from "../../ui/titled-card.tsx";
import { certificationKeys } from "./api/certification-keys.ts";
import { submitForeignCertification, useForeignCertification } from "./api/foreign-certification.ts";
import { LicencePreview, LicenceUpload } from "./licence-upload.tsx";
import { DetailList, OtherVerificationScreen, primaryActionClass, StatusScreen } from "./status-screen.tsx";
import type { CertificationState } from "./types.ts";

const foreignTypes: number[] = [CertificationType.Passport, CertificationType.ForeignCompany];

/** Country names in the page's language (the browser's Intl data), sorted by name. */
function useCountryChoices() {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale === "en" ? "en" : "zh-CN"], { type: "region" });
    return documentCountries()
      .filter((code) => code !== "CN")
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
}

const countryName = (code: string, locale: string) =>
  new Intl.DisplayNames([locale === "en" ? "en" : "zh-CN"], { type: "region" }).of(code) ?? code;

interface CountrySelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
}

/** An ISO country picker with its label and error, registered like a text field. */
const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect(
  { label, error, ...select },
  ref,
) {
  const t = useT();
  const id = useId();
  const choices = useCountryChoices();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-700 text-sm">
        {label}
      </label>
      <div className="mt-1.5">
        <select ref={ref} {...fieldControlProps(id, error, false)} className={inputClass(Boolean(error))} {...select}>
          <option value="">{t("certification.foreign.chooseCountry")}</option>
          {choices.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
});

function PassportForm({
  previous,
  onResult,
}: {
  previous: ForeignCertification | null;
  onResult(result: ForeignCertification): void;
}) {
  const t = useT();
  const [document, setDocument] = useState<LicenceFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const { form, field, errorOf, isSubmitting, formError, showRefusal } = useContractForm(
    passportCertificationRequestSchema,
    {
      kind: "passport",
      fullName: previous?.kind === "passport" ? previous.name : "",
      passportNumber: "",
      nationality: previous?.kind === "passport" ? previous.country : "",
      expiresOn: "",
    },
  );
  const onSubmit = form.handleSubmit((values) => {
    // The server decides on its own clock; the form says it at once.
    if (isPassportExpired(values.expiresOn, new Date())) {
      form.setError("expiresOn", { message: "certification.passportExpired" });
      return;
    }
    return showRefusal(async () => onResult(await submitForeignCertification(values)));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 max-w-md space-y-4" data-testid="passport-form">
      <FormError message={formError} />
      <TextField
        label={t("certification.foreign.fullName")}
        placeholder={t("certification.foreign.fullNamePlaceholder")}
        autoComplete="name"
        maxLength={100}
        {...field("fullName")}
      />
      <TextField
        label={t("certification.foreign.passportNumber")}
        autoComplete="off"
        maxLength={20}
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:tracking-wide"
        {...field("passportNumber")}
      />
      <CountrySelect label={t("certification.foreign.nationality")} {...field("nationality")} />
      <TextField label={t("certification.foreign.expiresOn")} type="date" {...field("expiresOn")} />
      <LicenceUpload
        source="foreign"
        label={t("certification.foreign.passportPage")}
        hint={t("certification.foreign.passportPageHint")}
        value={document}
        error={errorOf("documentFileId")}
        onUploadingChange={setUploading}
        onUploaded={(file) => {
          setDocument(file);
          form.setValue("documentFileId", file.fileId, { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <SubmitButton
        busy={isSubmitting || uploading}
        busyLabel={t(uploading ? "certification.company.licence.uploading" : "certification.foreign.submitting")}
      >
        {t("certification.foreign.submit")}
      </SubmitButton>
    </form>
  );
}

function CompanyForm({
  previous,
  onResult,
}: {
  previous: ForeignCertification | null;
  onResult(result: ForeignCertification): void;
}) {
  const t = useT();
  const [document, setDocument] = useState<LicenceFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const { form, field, errorOf, isSubmitting, formError, showRefusal } = useContractForm(
    foreignCompanyCertificationRequestSchema,
    {
      kind: "company",
      companyName: previous?.kind === "company" ? previous.name : "",
      registrationNumber: previous?.kind === "company" ? previous.documentNumber : "",
      country: previous?.kind === "company" ? previous.country : "",
    },
  );
  const onSubmit = form.handleSubmit((values) =>
    showRefusal(async () => onResult(await submitForeignCertification(values))),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 max-w-md space-y-4" data-testid="foreign-company-form">
      <FormError message={formError} />
      <TextField
        label={t("certification.foreign.companyName")}
        autoComplete="organization"
        maxLength={150}
        {...field("companyName")}
      />
      <TextField
        label={t("certification.foreign.registrationNumber")}
        autoComplete="off"
        maxLength={50}
        spellCheck={false}
        {...field("registrationNumber")}
      />
      <CountrySelect label={t("certification.foreign.country")} {...field("country")} />
      <LicenceUpload
        source="foreign"
        label={t("certification.foreign.registrationDocument")}
        hint={t("certification.foreign.registrationDocumentHint")}
        value={document}
        error={errorOf("documentFileId")}
        onUploadingChange={setUploading}
        onUploaded={(file) => {
          setDocument(file);
          form.setValue("documentFileId", file.fileId, { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <SubmitButton
        busy={isSubmitting || uploading}
        busyLabel={t(uploading ? "certification.company.licence.uploading" : "certification.foreign.submitting")}
      >
        {t("certification.foreign.submit")}
      </SubmitButton>
    </form>
  );
}

/** What was submitted, as the member may see it (passport number masked). */
function SubmittedDetails({ record }: { record: ForeignCertification }) {
  const t = useT();
  const locale = useLocale();
  const passport = record.kind === "passport";
  return (
    <div className="rounded-lg bg-slate-50 p-4 text-left">
      <DetailList
        rows={[
          {
            label: t(passport ? "certification.foreign.fullName" : "certification.foreign.companyName"),
            value: record.name,
          },
          {
            label: t(passport ? "certification.foreign.passportNumber" : "certification.foreign.registrationNumber"),
            value: <span className="font-mono">{record.documentNumber}</span>,
          },
          {
            label: t(passport ? "certification.foreign.nationality" : "certification.foreign.country"),
            value: countryName(record.country, locale),
          },
          ...(record.expiresOn ? [{ label: t("certification.foreign.expiresOn"), value: record.expiresOn }] : []),
          ...(record.decidedTime && record.status === CertificationStatus.Success
            ? [{ label: t("certification.foreign.passed.time"), value: formatDateTime(record.decidedTime, locale) }]
            : []),
        ]}
      />
      <div className="mt-4">
        <LicencePreview
          licence={record.document}
          source="foreign"
          label={t(passport ? "certification.foreign.passportPage" : "certification.foreign.registrationDocument")}
        />
      </div>
    </div>
  );
}

/**
 * /admin/auth/foreign: a passport or a foreign company (issue #31), reviewed by an operator within
 * 1-2 working days; approval opens the same proxy features as a Chinese verification.
 */
export function ForeignVerification({ state, onChanged }: { state: CertificationState; onChanged(): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const latest = useForeignCertification();
  const [params, setParams] = useSearchParams();
  const [result, setResult] = useState<ForeignCertification | null>(null);
  const isForeign = state.type !== null && foreignTypes.includes(state.type);
  const record = result ?? latest.data ?? null;
  const kind: ForeignCertificationKind =
    params.get("kind") === "company"
      ? "company"
      : params.get("kind") === "passport"
        ? "passport"
        : (record?.kind ?? "passport");

  const handleResult = (answer: ForeignCertification) => {
    setResult(answer);
    queryClient.setQueryData(certificationKeys.foreign(), answer);
    onChanged();
  };

  if (!isForeign && state.status === CertificationStatus.Success) {
    return <OtherVerificationScreen tone="info" keys="certification.foreign.otherDone" viewTo="/admin/auth" />;
  }
  if (!isForeign && state.status === CertificationStatus.Auditing && !result) {
    return <OtherVerificationScreen tone="pending" keys="certification.foreign.otherReview" viewTo="/admin/auth" />;
  }
  if (state.status === CertificationStatus.Success || result?.status === CertificationStatus.Success) {
    return (
      <StatusScreen
        tone="success"
        testId="foreign-passed"
        title={t("certification.foreign.passed.title")}
        actions={
          <LocalizedLink to="/admin" className={primaryActionClass}>
            {t("certification.foreign.passed.getProxy")}
          </LocalizedLink>
        }
      >
        <p>{t("certification.foreign.passed.text")}</p>
        {record && <SubmittedDetails record={record} />}
      </StatusScreen>
    );
  }
  if (state.status === CertificationStatus.Auditing || result?.status === CertificationStatus.Auditing) {
    return (
      <StatusScreen tone="pending" testId="foreign-review" title={t("certification.foreign.review.title")}>
        <p>{t("certification.foreign.review.text")}</p>
        {record && <SubmittedDetails record={record} />}
      </StatusScreen>
    );
  }

  const previous = state.status === CertificationStatus.Fail && isForeign ? (latest.data ?? null) : null;
  const choose = (next: ForeignCertificationKind) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("kind", next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <LoadingOverlay loading={latest.isPending} label={t("common.loading")}>
      <TitledCard
        headingId="foreign-form-title"
        title={t(
          kind === "passport" ? "certification.foreign.formTitlePassport" : "certification.foreign.formTitleCompany",
        )}
      >
        <fieldset className="mt-3">
          <legend className="font-medium text-slate-700 text-sm">{t("certification.foreign.kindLabel")}</legend>
          <div className="mt-2 inline-flex rounded-lg border border-slate-200 bg-slate-50 p-1">
            {(["passport", "company"] as const).map((value) => (
              <label
                key={value}
                className={`cursor-pointer rounded-md px-4 py-1.5 font-medium text-sm ${kind === value ? "bg-white text-ink shadow-sm" : "text-slate-600"}`}
              >
                <input
                  type="radio"
                  name="foreign-kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => choose(value)}
                  className="sr-only"
                />
                {t(value === "passport" ? "certification.foreign.kindPassport" : "certification.foreign.kindCompany")}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-4 text-pretty text-slate-500 text-sm leading-6">{t("certification.foreign.formHint")}</p>
        {previous?.failureReason && (
          <Alert tone="warning" role="status" className="mt-4">
            {t("certification.foreign.previousFailure", { reason: previous.failureReason })}
          </Alert>
        )}
        {/* The form starts again once the last attempt is known (to fill in what was sent): nothing can be
            typed before, or it would be wiped (a passport typed in that moment came back empty). */}
        <fieldset disabled={latest.isPending} className="contents">
          {kind === "passport" ? (
            <PassportForm key={`passport-${latest.isPending}`} previous={previous} onResult={handleResult} />
          ) : (
            <CompanyForm key={`company-${latest.isPending}`} previous={previous} onResult={handleResult} />
          )}
        </fieldset>
      </TitledCard>
    </LoadingOverlay>
  );
}
