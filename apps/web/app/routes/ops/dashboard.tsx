import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { DashboardView } from "../../features/console/dashboard-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("console.dashboard.title");

export default function ConsoleDashboardPage() {
  const t = useT();
  return (
    <ConsolePage title={t("console.dashboard.title")} permission="dashboard.read">
      <DashboardView />
    </ConsolePage>
  );
}
