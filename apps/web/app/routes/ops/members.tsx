import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { MembersList } from "../../features/console-members/members-list.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("opsMembers.title");

export default function ConsoleMembersPage() {
  const t = useT();
  return (
    <ConsolePage title={t("opsMembers.title")} permission="members.read">
      <MembersList />
    </ConsolePage>
  );
}
