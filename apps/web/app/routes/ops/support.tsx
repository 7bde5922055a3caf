import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { SupportQueueView } from "../../features/console-support/support-console-view.tsx";

const section: ConsoleSection = {
  title: "consoleSupport.title",
  intro: "consoleSupport.intro",
  permission: "support.manage",
  View: SupportQueueView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleSupportPage() {
  return <ConsoleSectionPage {...section} />;
}
