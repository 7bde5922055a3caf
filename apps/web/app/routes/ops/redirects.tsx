import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { RedirectsView } from "../../features/console-sites/redirects-view.tsx";

const section: ConsoleSection = {
  title: "consoleSites.redirects.title",
  intro: "consoleSites.redirects.intro",
  permission: "sites.edit",
  View: RedirectsView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleRedirectsPage() {
  return <ConsoleSectionPage {...section} />;
}
