import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { CatalogueView } from "../../features/console-catalogue/catalogue-view.tsx";

const section: ConsoleSection = {
  title: "consoleCatalogue.catalogue.title",
  intro: "consoleCatalogue.catalogue.intro",
  permission: "catalogue.edit",
  View: CatalogueView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleCataloguePage() {
  return <ConsoleSectionPage {...section} />;
}
