import { AlertsView } from "../../features/alerts/alerts-view.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.alerts.title", "pages.alerts.description");

export default function AlertsPage() {
  return <AlertsView />;
}
