import { useQueryClient } from "@tanstack/react-query";
import { refreshMemberUser, useMemberUser } from "../../features/auth/use-member-user.ts";
import { CompanyVerification } from "../../features/identity/company-verification.tsx";
import { IdentityPage } from "../../features/identity/identity-page.tsx";
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
    <IdentityPage
      heading={t("identity.company.heading")}
      intro={t("identity.company.intro")}
      backLink
      state={user && { status: user.identificationStatus, type: user.identificationType }}
      isError={member.isError}
      onRetry={() => void member.refetch()}
    >
      {(state) => <CompanyVerification state={state} onChanged={() => void refreshMemberUser(queryClient)} />}
    </IdentityPage>
  );
}
