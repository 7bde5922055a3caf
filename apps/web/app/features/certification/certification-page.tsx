import type { ReactNode } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import type { CertificationState } from "./types.ts";

/**
 * The frame of the three verification pages: heading, intro, and the body
 * once the member's certification is known (a spinner before, a retry after a failure).
 */
export function CertificationPage({
  heading,
  intro,
  backLink,
  state,
  isError,
  onRetry,
  children,
}: {
  heading: string;
  intro: string;
  /** "Back to verification types" on the personal and company pages. */
  backLink?: boolean;
  state: CertificationState | undefined;
  isError: boolean;
  onRetry(): void;
  children(state: CertificationState): ReactNode;
}) {
  const t = useT();
  return (
    <div className="space-y-6 p-5 sm:p-8">
      <div>
        {backLink && (
          <LocalizedLink
            to="/admin/auth"
            className="mb-3 inline-flex items-center gap-1 text-slate-500 text-sm hover:text-brand"
          >
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
              <path d="m12 5-5 5 5 5" stroke="currentColor" strokeWidth="1.8" fill="none" />
            </svg>
            {t("certification.back")}
          </LocalizedLink>
        )}
        <h1 className="font-bold text-2xl text-ink">{heading}</h1>
        <p className="mt-2 max-w-3xl text-pretty text-slate-600 text-sm leading-6">{intro}</p>
      </div>
      {isError ? (
        <div className="rounded-xl border border-slate-200 px-5 py-8 text-center text-slate-600 text-sm">
          {t("certification.loadFailed")}{" "}
          <button type="button" className="font-medium text-brand hover:underline" onClick={onRetry}>
            {t("certification.retry")}
          </button>
        </div>
      ) : state ? (
        children(state)
      ) : (
        <LoadingOverlay loading label={t("common.loading")}>
          <div className="min-h-64 rounded-xl border border-slate-200" />
        </LoadingOverlay>
      )}
    </div>
  );
}
