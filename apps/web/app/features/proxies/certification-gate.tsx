import { CertificationStatus } from "@shop/contract";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { type Stroke, StrokeIcon } from "../../ui/stroke-icon.tsx";
import { useMemberUser } from "../auth/index.ts";
import { CertificationBadge } from "../certification/index.ts";
import { LoadFailedRetry } from "./page-header.tsx";

const shieldAlertStrokes: Stroke[] = [
  { d: "M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z", width: 1.8 },
  { d: "M12 8v4.5m0 3h.01", width: 2, cap: "round" },
];

/**
 * Proxy accounts, the allowlist and the generator are for certified members
 * only (the API answers 1006000000 otherwise). Uncertified members get the way
 * to /admin/auth here instead of a form that cannot work.
 */
export function CertificationGate({ children }: { children: ReactNode }) {
  const t = useT();
  const member = useMemberUser();
  const user = member.data;
  if (member.isError) {
    return (
      <div className="rounded-xl border border-slate-200 px-5 py-8 text-center text-slate-600 text-sm">
        <LoadFailedRetry onRetry={() => member.refetch()} />
      </div>
    );
  }
  if (!user) {
    return (
      <LoadingOverlay loading label={t("common.loading")}>
        <div className="min-h-64 rounded-xl border border-slate-200" />
      </LoadingOverlay>
    );
  }
  if (user.certificationStatus === CertificationStatus.Success) return children;
  const isAuditing = user.certificationStatus === CertificationStatus.Auditing;
  return (
    <section
      data-testid="certification-required"
      aria-labelledby="certification-required-title"
      className="rounded-xl border border-amber-200 bg-amber-50/70 px-5 py-8 sm:px-10"
    >
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <StrokeIcon strokes={shieldAlertStrokes} className="size-7" />
        </span>
        <h2 id="certification-required-title" className="mt-4 font-semibold text-ink text-xl">
          {t("proxies.certification.title")}
        </h2>
        <div className="mt-2">
          <CertificationBadge state={{ status: user.certificationStatus, type: user.certificationType }} />
        </div>
        <p className="mt-3 text-pretty text-slate-700 text-sm leading-6">
          {t(isAuditing ? "proxies.certification.auditing" : "proxies.certification.text")}
        </p>
        <ButtonLink to="/admin/auth" size="lg" className="mt-6">
          {t(isAuditing ? "proxies.certification.view" : "proxies.certification.action")}
        </ButtonLink>
      </div>
    </section>
  );
}
