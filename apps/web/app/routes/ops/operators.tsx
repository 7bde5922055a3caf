import { consoleMeta } from "../../features/console/console-meta.ts";
import { OperatorsView } from "../../features/console/operators-view.tsx";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";

const section: ConsoleSection = {
  title: "console.operators.title",
  intro: "console.operators.intro",
  permission: "operators.manage",
  View: OperatorsView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleOperatorsPage() {
  return <ConsoleSectionPage {...section} />;
}
