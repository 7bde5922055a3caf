import { CertificationPage } from "../../features/certification/certification-page.tsx";
import { CompanyVerification } from "../../features/certification/company-certification.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.authCompany.title", "pages.authCompany.description");

/** SPEC §2 auth/company: the stepped enterprise form and its review states. */
export default function AdminAuthCompanyPage() {
  const t = useT();
  return (
    <CertificationPage heading={t("certification.company.heading")} intro={t("certification.company.intro")} backLink>
      {(state, onChanged) => <CompanyVerification state={state} onChanged={onChanged} />}
    </CertificationPage>
  );
}
