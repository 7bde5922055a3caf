import { BuyLink, CentrePage } from "../../features/orders/centre-heading.tsx";
import { StaticOrderList } from "../../features/orders/lists/static-order-list.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.staticList.title", "pages.staticList.description");

/** Also mounted at /admin/static/components/OrderList (SPEC §2). */
export default function AdminStaticListPage() {
  const t = useT();
  return (
    <CentrePage
      title={t("pages.staticList.heading")}
      intro={t("orders.lists.staticIntro")}
      action={<BuyLink to="/admin/static/buy" label={t("orders.lists.buyStatic")} />}
    >
      <StaticOrderList />
    </CentrePage>
  );
}
