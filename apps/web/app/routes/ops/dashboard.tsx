import { consoleMeta } from "../../features/console/console-meta.ts";
import { DashboardView } from "../../features/console/dashboard-view.tsx";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";

const section: ConsoleSection = {
  title: "console.dashboard.title",
  permission: "dashboard.read",
  View: DashboardView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleDashboardPage() {
  return <ConsoleSectionPage {...section} />;
}
