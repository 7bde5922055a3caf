import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { ExportsView } from "../../features/console-catalogue/exports-view.tsx";

const section: ConsoleSection = {
  title: "consoleCatalogue.exports.title",
  intro: "consoleCatalogue.exports.intro",
  permission: "exports.run",
  View: ExportsView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleExportsPage() {
  return <ConsoleSectionPage {...section} />;
}
