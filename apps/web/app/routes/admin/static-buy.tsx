import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.staticBuy.title", "pages.staticBuy.description");

export default function AdminStaticBuyPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="staticBuy" compact />
    </div>
  );
}
