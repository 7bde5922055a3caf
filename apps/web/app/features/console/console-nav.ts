import type { ConsolePermission } from "@shop/contract/core";

/** One entry of the console's left navigation, shown to operators whose role has its permission. */
export interface ConsoleNavEntry {
  /** Unprefixed path ("/ops/members"); the current language's prefix is added. */
  to: string;
  /** Catalogue key of its label. */
  label: string;
  permission: ConsolePermission;
  /** Active only on exactly this path (the dashboard at /ops). */
  end?: boolean;
  /** A count shown beside the label: what waits for this operator there. */
  badge?: "pendingAdjustments";
}

/** The console's areas in their order; each area adds its own entry here, one line each. */
export const consoleNav: ConsoleNavEntry[] = [
  { to: "/ops", label: "console.nav.dashboard", permission: "dashboard.read", end: true },
  { to: "/ops/members", label: "console.nav.members", permission: "members.read" },
  { to: "/ops/certifications", label: "console.nav.certificationReview", permission: "certification.review" },
  { to: "/ops/orders", label: "console.nav.orders", permission: "orders.read" },
  { to: "/ops/refunds", label: "console.nav.refunds", permission: "orders.read" },
  { to: "/ops/invoices", label: "consoleInvoices.nav", permission: "invoices.manage" },
  {
    to: "/ops/adjustments",
    label: "consoleAdjustments.nav",
    permission: "members.adjust-traffic-unlimited",
    badge: "pendingAdjustments",
  },
  { to: "/ops/catalogue", label: "consoleCatalogue.nav.catalogue", permission: "catalogue.edit" },
  { to: "/ops/stock", label: "consoleCatalogue.nav.stock", permission: "stock.edit" },
  { to: "/ops/content", label: "consoleCatalogue.nav.content", permission: "content.edit" },
  { to: "/ops/sites", label: "consoleSites.nav.sites", permission: "sites.edit" },
  { to: "/ops/redirects", label: "consoleSites.nav.redirects", permission: "sites.edit" },
  { to: "/ops/announcements", label: "consoleAnnouncements.nav", permission: "announcements.send" },
  { to: "/ops/exits", label: "consoleExits.nav", permission: "dashboard.read" },
  { to: "/ops/growth", label: "consoleGrowth.nav", permission: "growth.manage" },
  { to: "/ops/support", label: "consoleSupport.nav", permission: "support.manage" },

  { to: "/ops/deny-list", label: "consoleDeny.nav", permission: "proxy.deny-list" },
  { to: "/ops/exports", label: "consoleCatalogue.nav.exports", permission: "exports.run" },
  { to: "/ops/operators", label: "console.nav.operators", permission: "operators.manage" },
  { to: "/ops/audit", label: "consoleAudit.nav", permission: "audit.read" },
];
