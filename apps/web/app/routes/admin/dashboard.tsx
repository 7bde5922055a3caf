import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.dashboard.title", "pages.dashboard.description");

export default function AdminDashboardPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="dashboard" compact />
    </div>
  );
}
