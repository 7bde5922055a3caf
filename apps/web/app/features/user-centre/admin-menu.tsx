import { LocalizedNavLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { UnreadBadge, useUnreadCount } from "../inbox/index.ts";

interface MenuLink {
  to: string;
  label: string;
  end?: boolean;
}
interface MenuGroup {
  label: string;
  children: MenuLink[];
}

/** The user-centre menu of SPEC §2, in its order. */
const adminMenu: Array<MenuLink | MenuGroup> = [
  { to: "/admin/dashboard", label: "admin.menu.dashboard" },
  { to: "/admin/account", label: "admin.menu.account" },
  { to: "/admin/messages", label: "admin.menu.messages" },
  { to: "/admin/balance", label: "admin.menu.balance" },
  { to: "/admin/api-keys", label: "admin.menu.apiKeys" },
  { to: "/admin/invite", label: "admin.menu.invite" },

  { to: "/admin/webhooks", label: "admin.menu.webhooks" },
  { to: "/admin/alerts", label: "admin.menu.alerts" },
  { to: "/admin/support", label: "admin.menu.support" },
  { to: "/admin/my-data", label: "admin.menu.myData" },
  { to: "/admin/auth", label: "admin.menu.certification" },
  { to: "/admin", label: "admin.menu.getProxy", end: true },
  { to: "/admin/account-password-auth", label: "admin.menu.accountPasswordAuth" },
  {
    label: "admin.menu.product",
    children: [
      { to: "/admin/product/dynamic", label: "admin.menu.dynamicProxy" },
      { to: "/admin/product/static", label: "admin.menu.staticProxy" },
      { to: "/admin/product/datacenter", label: "admin.menu.dedicatedDataCenters" },
    ],
  },
  { to: "/buy", label: "admin.menu.buy" },
  {
    label: "admin.menu.orderList",
    children: [
      { to: "/admin/dynamic/list", label: "admin.menu.dynamicOrders" },
      { to: "/admin/static/list", label: "admin.menu.staticOrders" },
    ],
  },
  { to: "/admin/help-center", label: "admin.menu.helpCenter" },
  { to: "/admin/static/management", label: "admin.menu.ipManagement" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm ${isActive ? "bg-brand/10 font-semibold text-brand" : "text-slate-700 hover:bg-slate-100"}`;

/** The unread count on the phone's folded menu button, so a new message shows before the menu opens. */
export function AdminMenuUnread() {
  const unread = useUnreadCount().data?.unread ?? 0;
  return <UnreadBadge count={unread} />;
}

export function AdminMenu() {
  const t = useT();
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <nav aria-label={t("admin.menuLabel")}>
      <ul className="space-y-1">
        {adminMenu.map((item) =>
          "children" in item ? (
            <li key={item.label}>
              <p className="px-3 pt-3 pb-1 font-semibold text-slate-400 text-xs">{t(item.label)}</p>
              <ul className="space-y-1">
                {item.children.map((child) => (
                  <li key={child.to}>
                    <LocalizedNavLink to={child.to} className={linkClass} end>
                      {t(child.label)}
                    </LocalizedNavLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.to}>
              <LocalizedNavLink to={item.to} end={item.end} className={linkClass}>
                {item.to === "/admin/messages" ? (
                  <span className="flex items-center gap-2">
                    {t(item.label)}
                    <UnreadBadge count={unread} />
                  </span>
                ) : (
                  t(item.label)
                )}
              </LocalizedNavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
