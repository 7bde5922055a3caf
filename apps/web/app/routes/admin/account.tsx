import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.account.title", "pages.account.description");

export default function AdminAccountPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="account" compact />
    </div>
  );
}
