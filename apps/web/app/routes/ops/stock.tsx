import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { StockView } from "../../features/console-catalogue/stock-view.tsx";

const section: ConsoleSection = {
  title: "consoleCatalogue.stock.title",
  intro: "consoleCatalogue.stock.intro",
  permission: "stock.edit",
  View: StockView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleStockPage() {
  return <ConsoleSectionPage {...section} />;
}
