import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.accountPasswordAuth.title", "pages.accountPasswordAuth.description");

export default function AdminAccountPasswordAuthPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="accountPasswordAuth" compact />
    </div>
  );
}
