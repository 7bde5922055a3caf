import { CertificationPage } from "../../features/certification/certification-page.tsx";
import { PersonalVerification } from "../../features/certification/personal-certification.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.authPersonal.title", "pages.authPersonal.description");

/** SPEC §2 auth/personal: real name and ID card number, decided at once. */
export default function AdminAuthPersonalPage() {
  const t = useT();
  return (
    <CertificationPage heading={t("certification.personal.heading")} intro={t("certification.personal.intro")} backLink>
      {(state, onChanged) => <PersonalVerification state={state} onChanged={onChanged} />}
    </CertificationPage>
  );
}
