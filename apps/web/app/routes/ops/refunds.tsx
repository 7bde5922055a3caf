import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { RefundsView } from "../../features/console-orders/refunds-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("console.refunds.title");

export default function ConsoleRefundsPage() {
  const t = useT();
  return (
    <ConsolePage title={t("console.refunds.title")} permission="orders.read">
      <p className="-mt-3 text-slate-600 text-sm">{t("console.refunds.intro")}</p>
      <RefundsView />
    </ConsolePage>
  );
}
