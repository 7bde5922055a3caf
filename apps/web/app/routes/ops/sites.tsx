import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { SitesView } from "../../features/console-sites/sites-view.tsx";

const section: ConsoleSection = {
  title: "consoleSites.sites.title",
  intro: "consoleSites.sites.intro",
  permission: "sites.edit",
  View: SitesView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleSitesPage() {
  return <ConsoleSectionPage {...section} />;
}
