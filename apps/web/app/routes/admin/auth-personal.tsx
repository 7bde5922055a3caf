import { useQueryClient } from "@tanstack/react-query";
import { refreshMemberUser, useMemberUser } from "../../features/auth/use-member-user.ts";
import { CertificationPage } from "../../features/certification/certification-page.tsx";
import { PersonalVerification } from "../../features/certification/personal-certification.tsx";
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
    <CertificationPage
      heading={t("certification.personal.heading")}
      intro={t("certification.personal.intro")}
      backLink
      state={user && { status: user.certificationStatus, type: user.certificationType }}
      isError={member.isError}
      onRetry={() => void member.refetch()}
    >
      {(state) => <PersonalVerification state={state} onChanged={() => void refreshMemberUser(queryClient)} />}
    </CertificationPage>
  );
}
