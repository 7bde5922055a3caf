import { CentreHeading } from "../../features/orders/centre-heading.tsx";
import { IpManagement } from "../../features/orders/ips/ip-management.tsx";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";
import { Icon } from "../../ui/icon.tsx";

export const meta = pageMeta("pages.staticManagement.title", "pages.staticManagement.description");

/** Also mounted at /admin/static/components/IPManagement (SPEC §2). */
export default function AdminStaticManagementPage() {
  const t = useT();
  return (
    <div className="space-y-6 p-4 sm:p-8">
      <CentreHeading
        title={t("pages.staticManagement.heading")}
        intro={t("orders.ips.intro")}
        action={
          <LocalizedLink
            to="/admin/static/buy"
            className="inline-flex items-center gap-1.5 rounded-lg bg-brand px-4 py-2.5 font-semibold text-sm text-white shadow-sm hover:opacity-90"
          >
            <Icon name="plus" className="size-4" />
            {t("orders.lists.buyStatic")}
          </LocalizedLink>
        }
      />
      <IpManagement />
    </div>
  );
}
