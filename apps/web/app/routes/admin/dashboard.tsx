import { DashboardView } from "../../features/proxies/dashboard-view.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.dashboard.title", "pages.dashboard.description");

export default function AdminDashboardPage() {
  return <DashboardView />;
}
