import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.authPersonal.title", "pages.authPersonal.description");

export default function AdminAuthPersonalPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="authPersonal" compact />
    </div>
  );
}
