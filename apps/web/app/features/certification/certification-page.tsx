import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { RetryMessage } from "../../ui/retry-message.tsx";
import { BackLink } from "../../ui/text-link.tsx";
import { refreshMemberUser, useMemberUser } from "../auth/index.ts";
import type { CertificationState } from "./types.ts";

/**
 * The frame of the three verification pages: heading, intro, and the body
 * once the member's certification is known (a spinner before, a retry after a failure).
 * `onChanged` loads the member again after a form changed the certification.
 */
export function CertificationPage({
  heading,
  intro,
  backLink,
  children,
}: {
  heading: string;
  intro: string;
  /** "Back to verification types" on the personal and company pages. */
  backLink?: boolean;
  children(state: CertificationState, onChanged: () => void): ReactNode;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const member = useMemberUser();
  const user = member.data;
  const state = user && { status: user.certificationStatus, type: user.certificationType };
  return (
    <div className="space-y-6 p-5 sm:p-8">
      <div>
        {backLink && (
          <BackLink to="/admin/auth" tone="muted">
            {t("certification.back")}
          </BackLink>
        )}
        <h1 className="font-bold text-2xl text-ink">{heading}</h1>
        <p className="mt-2 max-w-3xl text-pretty text-slate-600 text-sm leading-6">{intro}</p>
      </div>
      {member.isError ? (
        <div className="rounded-xl border border-slate-200 px-5 py-8 text-center text-slate-600 text-sm">
          <RetryMessage
            message={t("certification.loadFailed")}
            retryLabel={t("certification.retry")}
            onRetry={() => void member.refetch()}
          />
        </div>
      ) : state ? (
        children(state, () => void refreshMemberUser(queryClient))
      ) : (
        <LoadingOverlay loading label={t("common.loading")}>
          <div className="min-h-64 rounded-xl border border-slate-200" />
        </LoadingOverlay>
      )}
    </div>
  );
}
