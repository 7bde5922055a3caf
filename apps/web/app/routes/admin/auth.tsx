import { CertificationOverview } from "../../features/certification/certification-overview.tsx";
import { CertificationPage } from "../../features/certification/certification-page.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.auth.title", "pages.auth.description");

/** SPEC §2 auth: the current verification and the choice of personal or enterprise. */
export default function AdminAuthPage() {
  const t = useT();
  return (
    <CertificationPage heading={t("certification.overview.heading")} intro={t("certification.overview.intro")}>
      {(state) => <CertificationOverview state={state} />}
    </CertificationPage>
  );
}
