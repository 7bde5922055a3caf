import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { OrdersView } from "../../features/console-orders/orders-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("console.orders.title");

export default function ConsoleOrdersPage() {
  const t = useT();
  return (
    <ConsolePage title={t("console.orders.title")} permission="orders.read">
      <OrdersView />
    </ConsolePage>
  );
}
