import { CentreHeading } from "../../features/orders/centre-heading.tsx";
import { RechargeOrderList } from "../../features/orders/lists/recharge-order-list.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";

export const meta = pageMeta("pages.dynamicList.title", "pages.dynamicList.description");

export default function AdminDynamicListPage() {
  const t = useT();
  return (
    <div className="space-y-6 p-4 sm:p-8">
      <CentreHeading
        title={t("pages.dynamicList.heading")}
        intro={t("orders.lists.dynamicIntro")}
        action={
          <ButtonLink to="/admin/dynamic/buy" size="md">
            <Icon name="plus" className="size-4" />
            {t("orders.lists.buyTraffic")}
          </ButtonLink>
        }
      />
      <RechargeOrderList />
    </div>
  );
}
