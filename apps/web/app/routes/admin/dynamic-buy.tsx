import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.dynamicBuy.title", "pages.dynamicBuy.description");

export default function AdminDynamicBuyPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="dynamicBuy" compact />
    </div>
  );
}
