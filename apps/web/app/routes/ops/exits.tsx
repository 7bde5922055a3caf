import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { ExitsView } from "../../features/console-exits/exits-view.tsx";

const section: ConsoleSection = {
  title: "consoleExits.title",
  intro: "consoleExits.intro",
  permission: "dashboard.read",
  View: ExitsView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleExitsPage() {
  return <ConsoleSectionPage {...section} />;
}
