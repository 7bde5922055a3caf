import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { MembersList } from "../../features/console-members/members-list.tsx";

const section: ConsoleSection = { title: "opsMembers.title", permission: "members.read", View: MembersList };

export const meta = consoleMeta(section.title);

export default function ConsoleMembersPage() {
  return <ConsoleSectionPage {...section} />;
}
