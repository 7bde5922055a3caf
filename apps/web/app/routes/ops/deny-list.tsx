import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { DenyView } from "../../features/console-deny/deny-view.tsx";

const section: ConsoleSection = {
  title: "consoleDeny.title",
  intro: "consoleDeny.intro",
  permission: "proxy.deny-list",
  View: DenyView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleDenyListPage() {
  return <ConsoleSectionPage {...section} />;
}
