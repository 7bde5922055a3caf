import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.dynamicList.title", "pages.dynamicList.description");

export default function AdminDynamicListPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="dynamicList" compact />
    </div>
  );
}
