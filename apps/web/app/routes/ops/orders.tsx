import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { OrdersView } from "../../features/console-orders/orders-view.tsx";

const section: ConsoleSection = {
  title: "console.orders.title",
  permission: "orders.read",
  View: OrdersView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleOrdersPage() {
  return <ConsoleSectionPage {...section} />;
}
