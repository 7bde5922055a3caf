import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { GrowthView } from "../../features/console-growth/growth-view.tsx";

const section: ConsoleSection = {
  title: "consoleGrowth.title",
  intro: "consoleGrowth.intro",
  permission: "growth.manage",
  View: GrowthView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleGrowthPage() {
  return <ConsoleSectionPage {...section} />;
}
