import { type CertificationRefParams, consoleCertificationReviewEndpoints, endpointPath } from "@shop/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { showMessage } from "../../ui/toast.tsx";
import { useServerCall } from "../../ui/use-server-call.ts";
import { certificationDecisionLabel, consoleApi, consoleKeys } from "../console/index.ts";
import { certificationStatusKey } from "./certification-queue.tsx";
import { when } from "./format.ts";
import { memberKeys } from "./member-keys.ts";

/** One application: its details, the licence viewer (operators only; each view is logged) and the decision. */
export function CertificationReviewView({ refParams }: { refParams: CertificationRefParams }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  // No decision until the operator picks one: a preselected "approve" passed applications nobody read.
  const [decision, setDecision] = useState<"approve" | "reject" | null>(null);
  const { busy, error, run } = useServerCall();
  const application = useQuery({
    queryKey: memberKeys.certificationApplication(refParams),
    queryFn: () => consoleApi.call(consoleCertificationReviewEndpoints.getApplication, { params: refParams }),
  });
  if (application.isError) return <p className="text-red-700">{t("opsMembers.loadFailed")}</p>;
  if (application.isPending) return <p className="text-slate-600">{t("opsMembers.loading")}</p>;
  const a = application.data;
  const licenceUrl = endpointPath(consoleCertificationReviewEndpoints.viewLicence, refParams);
  const waiting = a.status === 1;
  const documentTitle = t(
    a.foreignKind === "passport"
      ? "opsMembers.certificationReview.passportPage"
      : a.foreignKind === "company"
        ? "opsMembers.certificationReview.registrationDocument"
        : "opsMembers.certificationReview.licence",
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    await run(
      async () => {
        if (decision === null) throw new ApiError("business", t("opsMembers.certificationReview.chooseDecision"));
        await consoleApi.call(
          consoleCertificationReviewEndpoints.decideApplication,
          { params: refParams, body: { decision, ...(reason ? { reason } : {}) } },
          { quiet: true },
        );
        showMessage(t("opsMembers.certificationReview.decided"), "success");
        await queryClient.invalidateQueries({ queryKey: consoleKeys.all() });
      },
      {
        fallback: t("opsMembers.loadFailed"),
        onFailed: () => void queryClient.invalidateQueries({ queryKey: memberKeys.certificationApplications() }),
      },
    );
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-6">
        <p>
          <span
            className={`rounded px-2 py-1 font-medium text-sm ${waiting ? "bg-amber-50 text-amber-800" : a.status === 3 ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
          >
            {t(certificationStatusKey(a.status))}
          </span>
        </p>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {a.kind === "foreign" && a.foreignKind === "passport" ? (
            <>
              <Item label={t("opsMembers.certificationReview.fullName")} value={a.fullName} />
              <Item
                label={t("opsMembers.certificationReview.passportNumber")}
                value={<span className="font-mono">{a.passportNumber}</span>}
              />
              <Item
                label={t("opsMembers.certificationReview.nationality")}
                value={a.nationality && `${regionName(a.nationality, locale)} (${a.nationality})`}
              />
              <Item
                label={t("opsMembers.certificationReview.passportExpires")}
                value={
                  a.passportExpiresOn && (
                    <>
                      {a.passportExpiresOn}
                      {a.passportExpiresOn < new Date().toISOString().slice(0, 10) ? (
                        <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-red-800 text-xs">
                          {t("opsMembers.certificationReview.passportExpired")}
                        </span>
                      ) : null}
                    </>
                  )
                }
              />
            </>
          ) : a.kind === "foreign" ? (
            <>
              <Item label={t("opsMembers.certificationReview.company")} value={a.companyName} />
              <Item
                label={t("opsMembers.certificationReview.registrationNumber")}
                value={<span className="font-mono">{a.registrationNumber}</span>}
              />
              <Item
                label={t("opsMembers.certificationReview.country")}
                value={a.country && `${regionName(a.country, locale)} (${a.country})`}
              />
            </>
          ) : a.kind === "enterprise" ? (
            <>
              <Item label={t("opsMembers.certificationReview.company")} value={a.companyName} />
              <Item
                label={t("opsMembers.certificationReview.creditCode")}
                value={<span className="font-mono">{a.creditCode}</span>}
              />
              <Item label={t("opsMembers.certificationReview.contactPhone")} value={a.contactPhone} />
              <Item label={t("opsMembers.certificationReview.bank")} value={a.bankName} />
              <Item label={t("opsMembers.certificationReview.bankAccount")} value={a.bankAccount} />
              <Item label={t("opsMembers.certificationReview.address")} value={a.registrationAddress} />
              <Item label={t("opsMembers.certificationReview.registrationPhone")} value={a.registrationPhone} />
            </>
          ) : (
            <>
              <Item label={t("opsMembers.certificationReview.realName")} value={a.realName} />
              <Item
                label={t("opsMembers.detail.idNumber")}
                value={<span className="font-mono">{a.idCardNumberMasked}</span>}
              />
            </>
          )}
          <Item
            label={t("opsMembers.certificationReview.member")}
            value={`#${a.memberId} · ${a.memberMobile ?? a.memberEmail ?? ""}`}
          />
          <Item label={t("opsMembers.certificationReview.submitted")} value={when(a.createdAt, locale)} />
        </dl>
        {a.sameCreditCode.length > 0 ? (
          <div className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm">
            <p className="font-medium">{t("opsMembers.certificationReview.sameCode")}</p>
            <ul className="mt-1 list-inside list-disc">
              {a.sameCreditCode.map((other) => (
                <li key={other.id}>
                  E{other.id} · #{other.memberId} · {t(certificationStatusKey(other.status))}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {a.decisions.length > 0 ? (
          <div className="text-sm">
            <h2 className="font-semibold">{t("opsMembers.certificationReview.decisions")}</h2>
            <ul className="mt-1 space-y-1">
              {a.decisions.map((item) => (
                <li key={`${item.createdAt}-${item.operator}`}>
                  {when(item.createdAt, locale)} · {certificationDecisionLabel(t, item.decision)} · {item.operator}
                  {item.reason ? ` · ${item.reason}` : ""}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {waiting ? (
          <form onSubmit={submit} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
            <fieldset className="flex gap-4 text-sm">
              <legend className="mb-2 font-semibold">{t("opsMembers.certificationReview.decide")}</legend>
              {(["approve", "reject"] as const).map((value) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="decision"
                    value={value}
                    checked={decision === value}
                    onChange={() => setDecision(value)}
                  />
                  {t(`opsMembers.certificationReview.${value}`)}
                </label>
              ))}
            </fieldset>
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{t("opsMembers.detail.reason")}</span>
              <textarea
                name="reason"
                maxLength={200}
                rows={2}
                required={decision === "reject"}
                className="rounded-lg border border-slate-300 px-3 py-2"
              />
              <span className="text-slate-600 text-xs">{t("opsMembers.certificationReview.reasonHelp")}</span>
            </label>
            {error ? (
              <p role="alert" className="text-red-700 text-sm">
                {error}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={busy}
              className={`rounded-lg px-4 py-2 font-semibold text-sm text-white disabled:opacity-50 ${decision === "reject" ? "bg-red-600" : "bg-brand"}`}
            >
              {t(`opsMembers.certificationReview.${decision ?? "submit"}`)}
            </button>
          </form>
        ) : error ? (
          <p role="alert" className="text-red-700 text-sm">
            {error}
          </p>
        ) : null}
      </div>
      {a.kind !== "personal" ? (
        <div className="space-y-2">
          <h2 className="font-semibold text-lg">{documentTitle}</h2>
          {a.licence ? (
            <>
              {a.licence.contentType === "application/pdf" ? (
                <iframe title={documentTitle} src={licenceUrl} className="h-[32rem] w-full rounded-lg border" />
              ) : (
                <img
                  src={licenceUrl}
                  alt={documentTitle}
                  className="max-h-[32rem] w-full rounded-lg border border-slate-200 bg-white object-contain"
                />
              )}
              <a href={licenceUrl} target="_blank" rel="noreferrer" className="text-brand text-sm underline">
                {t("opsMembers.certificationReview.openLicence")}
              </a>
            </>
          ) : (
            <p className="text-slate-600">
              {t(
                a.kind === "foreign"
                  ? "opsMembers.certificationReview.documentMissing"
                  : "opsMembers.certificationReview.licenceMissing",
              )}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** A country's name in the console's language (the browser's Intl data). */
function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale === "en" ? "en" : "zh-CN"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-slate-600 text-xs">{label}</dt>
      <dd className="text-slate-900">{value ?? "—"}</dd>
    </div>
  );
}
