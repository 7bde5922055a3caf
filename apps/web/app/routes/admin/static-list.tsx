import { CentreHeading } from "../../features/orders/centre-heading.tsx";
import { StaticOrderList } from "../../features/orders/lists/static-order-list.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";

export const meta = pageMeta("pages.staticList.title", "pages.staticList.description");

/** Also mounted at /admin/static/components/OrderList (SPEC §2). */
export default function AdminStaticListPage() {
  const t = useT();
  return (
    <div className="space-y-6 p-4 sm:p-8">
      <CentreHeading
        title={t("pages.staticList.heading")}
        intro={t("orders.lists.staticIntro")}
        action={
          <ButtonLink to="/admin/static/buy" size="md">
            <Icon name="plus" className="size-4" />
            {t("orders.lists.buyStatic")}
          </ButtonLink>
        }
      />
      <StaticOrderList />
    </div>
  );
}
