import { CertificationStatus, CertificationType } from "@shop/contract";
import type { ReactNode } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Badge, type BadgeTone } from "../../ui/badge.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { type Stroke, StrokeIcon } from "../../ui/stroke-icon.tsx";
import { useEnterpriseCertification } from "./api/enterprise-certification.ts";
import { useForeignCertification } from "./api/foreign-certification.ts";
import { usePersonalCertification } from "./api/personal-certification.ts";
import type { CertificationState } from "./types.ts";

const tickStrokes: Stroke[] = [{ d: "m4.5 10.5 3.5 3.5 7.5-8", width: 2 }];

const isForeignType = (type: number | null) =>
  type === CertificationType.Passport || type === CertificationType.ForeignCompany;

const detailPath = (type: number | null) =>
  type === CertificationType.Enterprise
    ? "/admin/auth/company"
    : isForeignType(type)
      ? "/admin/auth/foreign"
      : "/admin/auth/personal";

/** A coloured pill with the status and, once chosen, the type: "Verified · Enterprise". */
export function CertificationBadge({ state }: { state: CertificationState }) {
  const t = useT();
  const tone: BadgeTone =
    state.status === CertificationStatus.Success
      ? "success"
      : state.status === CertificationStatus.Fail
        ? "danger"
        : state.status === CertificationStatus.Auditing
          ? "warning"
          : "neutral";
  return (
    <Badge tone={tone}>
      {t(`certification.status.${state.status}`)}
      {state.type !== null &&
        state.status !== CertificationStatus.Pending &&
        ` · ${t(`certification.type.${state.type}`)}`}
    </Badge>
  );
}

/** What the member's verification is now, with the reason of a failure and the way on. */
function CurrentState({ state }: { state: CertificationState }) {
  const t = useT();
  const locale = useLocale();
  const isEnterprise = state.type === CertificationType.Enterprise;
  const isForeign = isForeignType(state.type);
  const personal = usePersonalCertification();
  const enterprise = useEnterpriseCertification();
  const foreign = useForeignCertification();
  const latest = isEnterprise ? enterprise.data : isForeign ? foreign.data : personal.data;
  const typeName = state.type === null ? "" : t(`certification.typeLower.${state.type}`);

  let text: ReactNode;
  switch (state.status) {
    case CertificationStatus.Success:
      text = t("certification.overview.success.text", { type: typeName });
      break;
    case CertificationStatus.Auditing:
      text = t(
        isEnterprise
          ? "certification.overview.auditing.enterprise"
          : isForeign
            ? "certification.overview.auditing.foreign"
            : "certification.overview.auditing.personal",
      );
      break;
    case CertificationStatus.Fail:
      text = (
        <>
          {latest?.failureReason && (
            <span className="block font-medium text-red-700">
              {t("certification.overview.fail.reason", { reason: latest.failureReason })}
            </span>
          )}
          <span className="block">{t("certification.overview.fail.text")}</span>
        </>
      );
      break;
    default:
      text = t("certification.overview.none.text");
  }

  return (
    <section
      aria-labelledby="current-verification"
      data-testid="current-verification"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="current-verification" className="font-semibold text-ink">
            {t("certification.overview.currentTitle")}
          </h2>
          <CertificationBadge state={state} />
        </div>
        <p className="mt-1.5 space-y-1 text-pretty text-slate-600 text-sm leading-6">{text}</p>
        {latest?.decidedTime && state.status === CertificationStatus.Success && (
          <p className="mt-1 text-slate-500 text-xs">
            {t("certification.overview.decidedAt", { time: formatDateTime(latest.decidedTime, locale) })}
          </p>
        )}
      </div>
      {state.status !== CertificationStatus.Pending && (
        <ButtonLink
          to={detailPath(state.type)}
          variant="secondary"
          size="sm"
          className="shrink-0 self-start sm:self-center"
        >
          {state.status === CertificationStatus.Fail
            ? t("certification.overview.resubmit")
            : t("certification.overview.view")}
        </ButtonLink>
      )}
    </section>
  );
}

function TypeCard({
  to,
  title,
  text,
  points,
  cta,
  disabled,
  icon,
}: {
  to: string;
  title: string;
  text: string;
  points: string[];
  cta: string;
  disabled: boolean;
  icon: ReactNode;
}) {
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 p-5 transition hover:border-brand/50 hover:shadow-sm sm:p-6">
      <span className="flex size-11 items-center justify-center rounded-lg bg-brand/10 text-brand">
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          {icon}
        </svg>
      </span>
      <h3 className="mt-4 font-semibold text-ink text-lg">{title}</h3>
      <p className="mt-1.5 text-pretty text-slate-600 text-sm leading-6">{text}</p>
      <ul className="mt-4 space-y-2 text-slate-600 text-sm">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <StrokeIcon strokes={tickStrokes} grid={20} className="mt-0.5 size-4 shrink-0 text-green-600" />
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        {disabled ? (
          <span className="inline-flex w-full cursor-not-allowed items-center justify-center rounded-lg bg-slate-100 px-4 py-2.5 font-medium text-slate-400 text-sm">
            {cta}
          </span>
        ) : (
          <ButtonLink to={to} size="md" block>
            {cta}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

/** /admin/auth: the current state, then personal or enterprise (SPEC §2 "choose type"). */
export function CertificationOverview({ state }: { state: CertificationState }) {
  const t = useT();
  const isCertified = state.status === CertificationStatus.Success;
  const isLocked = state.status === CertificationStatus.Auditing;
  const locale = useLocale();
  const personIcon = (
    <>
      <circle cx="12" cy="8" r="3.5" stroke="currentColor" strokeWidth="1.8" fill="none" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" stroke="currentColor" strokeWidth="1.8" fill="none" />
    </>
  );
  const buildingIcon = (
    <>
      <path d="M4 20V6.5L12 4v16M12 9h8v11" stroke="currentColor" strokeWidth="1.8" fill="none" />
      <path d="M7 9h2M7 12.5h2M7 16h2M15 12.5h2M15 16h2M3 20h18" stroke="currentColor" strokeWidth="1.8" />
    </>
  );
  const passportIcon = (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" stroke="currentColor" strokeWidth="1.8" fill="none" />
      <circle cx="12" cy="10.5" r="3" stroke="currentColor" strokeWidth="1.6" fill="none" />
      <path d="M9 17h6" stroke="currentColor" strokeWidth="1.8" />
    </>
  );
  const globeIcon = (
    <>
      <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="1.8" fill="none" />
      <path
        d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5Z"
        stroke="currentColor"
        strokeWidth="1.6"
        fill="none"
      />
    </>
  );
  const card = (to: string, key: string, icon: ReactNode) => ({
    to,
    title: t(`certification.overview.${key}.title`),
    text: t(`certification.overview.${key}.text`),
    points: [t(`certification.overview.${key}.point1`), t(`certification.overview.${key}.point2`)],
    cta: t(`certification.overview.${key}.cta`),
    icon,
  });
  const chineseCards = [
    card("/admin/auth/personal", "personal", personIcon),
    card("/admin/auth/company", "enterprise", buildingIcon),
  ];
  // On the English site most customers come from abroad: the passport is the natural first choice.
  const foreignCards = [
    card("/admin/auth/foreign?kind=passport", "passport", passportIcon),
    card("/admin/auth/foreign?kind=company", "foreignCompany", globeIcon),
  ];
  return (
    <div className="space-y-6">
      <CurrentState state={state} />
      {/* A verified account keeps its type: there is nothing left to choose. */}
      <section aria-labelledby="choose-type" className={isCertified ? "hidden" : "space-y-4"}>
        <div>
          <h2 id="choose-type" className="font-semibold text-ink text-lg">
            {t("certification.overview.chooseTitle")}
          </h2>
          {isLocked && <p className="mt-1 text-slate-500 text-sm">{t("certification.overview.lockedReview")}</p>}
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {(locale === "en" ? [...foreignCards, ...chineseCards] : [...chineseCards, ...foreignCards]).map((card) => (
            <TypeCard key={card.to} {...card} disabled={isLocked} />
          ))}
        </div>
      </section>
      <p className="flex gap-2 rounded-lg bg-slate-50 px-4 py-3 text-slate-500 text-xs leading-5">
        <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
          <rect x="4" y="9" width="12" height="8" rx="1.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
          <path d="M7 9V6.5a3 3 0 0 1 6 0V9" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </svg>
        {t("certification.overview.privacy")}
      </p>
    </div>
  );
}
