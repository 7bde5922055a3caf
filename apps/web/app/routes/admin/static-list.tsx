import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.staticList.title", "pages.staticList.description");

export default function AdminStaticListPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="staticList" compact />
    </div>
  );
}
