import type { StaticIp } from "@shop/contract";
import { useState } from "react";
import { AutoRenewToggle } from "../../features/orders/balance/auto-renew-toggle.tsx";
import { BuyLink, CentrePage } from "../../features/orders/centre-heading.tsx";
import { ExchangeDialog } from "../../features/orders/ips/exchange-dialog.tsx";
import { IpManagement } from "../../features/orders/ips/ip-management.tsx";
import { LimitsDialog } from "../../features/orders/ips/limits-dialog.tsx";
import { actionButton } from "../../features/orders/lists/order-fields.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";
import { Icon } from "../../ui/icon.tsx";

export const meta = pageMeta("pages.staticManagement.title", "pages.staticManagement.description");

/** Also mounted at /admin/static/components/IPManagement (SPEC §2). */
export default function AdminStaticManagementPage() {
  const t = useT();
  const [exchanging, setExchanging] = useState<StaticIp | null>(null);
  const [limiting, setLimiting] = useState<StaticIp | null>(null);
  return (
    <CentrePage
      title={t("pages.staticManagement.heading")}
      intro={t("orders.ips.intro")}
      action={<BuyLink to="/admin/static/buy" label={t("orders.lists.buyStatic")} />}
    >
      <IpManagement
        rowActions={(ip) => (
          <>
            {ip.status === 1 && (
              <>
                <button type="button" className={actionButton} onClick={() => setExchanging(ip)}>
                  <Icon name="swap" className="size-3.5" />
                  {t("orders.exchange.action")}
                  <span className="sr-only"> {ip.outIp}</span>
                </button>
                <button type="button" className={actionButton} onClick={() => setLimiting(ip)}>
                  <Icon name="bolt" className="size-3.5" />
                  {t("staticLimits.action")}
                  <span className="sr-only"> {ip.outIp}</span>
                </button>
              </>
            )}
            <AutoRenewToggle ip={ip} />
          </>
        )}
      />
      <ExchangeDialog ip={exchanging} onClose={() => setExchanging(null)} />
      <LimitsDialog ip={limiting} onClose={() => setLimiting(null)} />
    </CentrePage>
  );
}
