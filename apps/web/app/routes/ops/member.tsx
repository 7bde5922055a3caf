import { useParams } from "react-router";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { ConsoleBackLink, isRecordId } from "../../features/console/record-page.tsx";
import { MemberDetailView } from "../../features/console-members/member-detail.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("opsMembers.title");

export default function ConsoleMemberPage() {
  const t = useT();
  const memberId = Number(useParams().memberId);
  return (
    <ConsolePage
      title={t("opsMembers.detail.title", { id: memberId })}
      permission="members.read"
      actions={<ConsoleBackLink to="/ops/members">← {t("opsMembers.back")}</ConsoleBackLink>}
    >
      {isRecordId(memberId) ? (
        <MemberDetailView memberId={memberId} />
      ) : (
        <p className="text-red-700">{t("opsMembers.loadFailed")}</p>
      )}
    </ConsolePage>
  );
}
