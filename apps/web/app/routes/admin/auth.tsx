import { useMemberUser } from "../../features/auth/use-member-user.ts";
import { CertificationOverview } from "../../features/identity/certification-overview.tsx";
import { IdentityPage } from "../../features/identity/identity-page.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.auth.title", "pages.auth.description");

/** SPEC §2 auth: the current verification and the choice of personal or enterprise. */
export default function AdminAuthPage() {
  const t = useT();
  const member = useMemberUser();
  const user = member.data;
  return (
    <IdentityPage
      heading={t("identity.overview.heading")}
      intro={t("identity.overview.intro")}
      state={user && { status: user.identificationStatus, type: user.identificationType }}
      isError={member.isError}
      onRetry={() => void member.refetch()}
    >
      {(state) => <CertificationOverview state={state} />}
    </IdentityPage>
  );
}
