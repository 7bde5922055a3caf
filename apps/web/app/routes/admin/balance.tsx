import { BalanceView } from "../../features/orders/balance/balance-view.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.balance.title", "pages.balance.description");

export default function BalancePage() {
  return <BalanceView />;
}
