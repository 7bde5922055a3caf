import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { RefundsView } from "../../features/console-orders/refunds-view.tsx";

const section: ConsoleSection = {
  title: "console.refunds.title",
  intro: "console.refunds.intro",
  permission: "orders.read",
  View: RefundsView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleRefundsPage() {
  return <ConsoleSectionPage {...section} />;
}
