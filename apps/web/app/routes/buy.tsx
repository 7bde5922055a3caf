import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.buy.title", "pages.buy.description");

export default function BuyPage() {
  return <ComingSoon page="buy" />;
}
