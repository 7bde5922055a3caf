import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.auth.title", "pages.auth.description");

export default function AdminAuthPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="auth" compact />
    </div>
  );
}
