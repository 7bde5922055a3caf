import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { PendingAdjustmentsView } from "../../features/console-members/pending-adjustments.tsx";

const section: ConsoleSection = {
  title: "consoleAdjustments.title",
  intro: "consoleAdjustments.intro",
  permission: "members.adjust-traffic-unlimited",
  View: PendingAdjustmentsView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleAdjustmentsPage() {
  return <ConsoleSectionPage {...section} />;
}
