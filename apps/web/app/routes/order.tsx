import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.order.title", "pages.order.description");

export default function OrderPage() {
  return <ComingSoon page="order" />;
}
