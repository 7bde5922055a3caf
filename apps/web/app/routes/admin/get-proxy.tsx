import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.getProxy.title", "pages.getProxy.description");

export default function AdminGetProxyPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="getProxy" compact />
    </div>
  );
}
