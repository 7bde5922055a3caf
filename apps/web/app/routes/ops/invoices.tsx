import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { InvoicesView } from "../../features/console-invoices/invoices-view.tsx";

const section: ConsoleSection = {
  title: "consoleInvoices.title",
  intro: "consoleInvoices.intro",
  permission: "invoices.manage",
  View: InvoicesView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleInvoicesPage() {
  return <ConsoleSectionPage {...section} />;
}
