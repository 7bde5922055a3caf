import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.staticManagement.title", "pages.staticManagement.description");

export default function AdminStaticManagementPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="staticManagement" compact />
    </div>
  );
}
