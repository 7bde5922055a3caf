import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { ContentListView } from "../../features/console-catalogue/content-view.tsx";

const section: ConsoleSection = {
  title: "consoleCatalogue.content.title",
  permission: "content.edit",
  View: ContentListView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleContentPage() {
  return <ConsoleSectionPage {...section} />;
}
