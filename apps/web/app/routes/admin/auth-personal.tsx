import { useQueryClient } from "@tanstack/react-query";
import { refreshMemberUser, useMemberUser } from "../../features/auth/use-member-user.ts";
import { IdentityPage } from "../../features/identity/identity-page.tsx";
import { PersonalVerification } from "../../features/identity/personal-verification.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.authPersonal.title", "pages.authPersonal.description");

/** SPEC §2 auth/personal: real name and ID card number, decided at once. */
export default function AdminAuthPersonalPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const member = useMemberUser();
  const user = member.data;
  return (
    <IdentityPage
      heading={t("identity.personal.heading")}
      intro={t("identity.personal.intro")}
      backLink
      state={user && { status: user.identificationStatus, type: user.identificationType }}
      isError={member.isError}
      onRetry={() => void member.refetch()}
    >
      {(state) => <PersonalVerification state={state} onChanged={() => void refreshMemberUser(queryClient)} />}
    </IdentityPage>
  );
}
