import { useQueryClient } from "@tanstack/react-query";
import { refreshMemberUser, useMemberUser } from "../../features/auth/use-member-user.ts";
import { CertificationPage } from "../../features/certification/certification-page.tsx";
import { CompanyVerification } from "../../features/certification/company-certification.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.authCompany.title", "pages.authCompany.description");

/** SPEC §2 auth/company: the stepped enterprise form and its review states. */
export default function AdminAuthCompanyPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const member = useMemberUser();
  const user = member.data;
  return (
    <CertificationPage
      heading={t("certification.company.heading")}
      intro={t("certification.company.intro")}
      backLink
      state={user && { status: user.certificationStatus, type: user.certificationType }}
      isError={member.isError}
      onRetry={() => void member.refetch()}
    >
      {(state) => <CompanyVerification state={state} onChanged={() => void refreshMemberUser(queryClient)} />}
    </CertificationPage>
  );
}
