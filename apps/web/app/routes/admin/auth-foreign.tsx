import { CertificationPage } from "../../features/certification/certification-page.tsx";
import { ForeignVerification } from "../../features/certification/foreign-certification.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.authForeign.title", "pages.authForeign.description");

/** auth/foreign (issue #31): a passport or a foreign company, reviewed by an operator. */
export default function AdminAuthForeignPage() {
  const t = useT();
  return (
    <CertificationPage heading={t("certification.foreign.heading")} intro={t("certification.foreign.intro")} backLink>
      {(state, onChanged) => <ForeignVerification state={state} onChanged={onChanged} />}
    </CertificationPage>
  );
}
