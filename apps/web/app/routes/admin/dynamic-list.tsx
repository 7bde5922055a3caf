import { BuyLink, CentrePage } from "../../features/orders/centre-heading.tsx";
import { RechargeOrderList } from "../../features/orders/lists/recharge-order-list.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.dynamicList.title", "pages.dynamicList.description");

export default function AdminDynamicListPage() {
  const t = useT();
  return (
    <CentrePage
      title={t("pages.dynamicList.heading")}
      intro={t("orders.lists.dynamicIntro")}
      action={<BuyLink to="/admin/dynamic/buy" label={t("orders.lists.buyTraffic")} />}
    >
      <RechargeOrderList />
    </CentrePage>
  );
}
