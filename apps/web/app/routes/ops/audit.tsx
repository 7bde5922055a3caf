import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { AuditView } from "../../features/console-audit/audit-view.tsx";

const section: ConsoleSection = {
  title: "consoleAudit.title",
  intro: "consoleAudit.intro",
  permission: "audit.read",
  View: AuditView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleAuditPage() {
  return <ConsoleSectionPage {...section} />;
}
