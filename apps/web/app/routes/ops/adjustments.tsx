import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { PendingAdjustmentsView } from "../../features/console-members/pending-adjustments.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("consoleAdjustments.title");

export default function ConsoleAdjustmentsPage() {
  const t = useT();
  return (
    <ConsolePage title={t("consoleAdjustments.title")} permission="members.adjust-traffic-unlimited">
      <p className="-mt-3 text-slate-600 text-sm">{t("consoleAdjustments.intro")}</p>
      <PendingAdjustmentsView />
    </ConsolePage>
  );
}
