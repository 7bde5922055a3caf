import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.adminHelpCenter.title", "pages.adminHelpCenter.description");

export default function AdminHelpCenterPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="adminHelpCenter" compact />
    </div>
  );
}
