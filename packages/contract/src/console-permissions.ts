/**
 * What an operator may do in the console, as permission strings checked on the server for every
 * call; a role is a fixed set of them. Other console areas append their strings here.
 */
export const consolePermissions = [
  "dashboard.read",
  "members.read",
  "members.notes",
  "members.suspend",
  "members.adjust-traffic",
  /** Adjustments above support's caps (per action and per day). */
  "members.adjust-traffic-unlimited",
  "members.static-ips",
  "certification.unmask",
  "certification.review",
  "orders.read",
  "orders.close",
  "orders.mark-paid",
  "refunds.request",
  "refunds.approve",
  /** Finance's invoice queue: issue (PDF or number) and reject (issue #31). */
  "invoices.manage",
  "catalogue.edit",
  "stock.edit",
  "content.edit",
  "sites.edit",
  /** Announcements to every member or a segment's message centre (owner and support). */
  "announcements.send",
  /** The seller's target-domain deny list (owner only). */
  "proxy.deny-list",
  "exports.run",
  /** Coupons, gift codes, referral commissions and the growth settings (issue #29). */
  "growth.manage",
  /** The support ticket queue, replies, notes and canned replies (issue #31). */
  "support.manage",
  "operators.manage",
  "audit.read",
  /** Walking the audit log's hash chain from the console (the owner's check). */
  "audit.verify",
] as const;

/** One thing an operator may do, e.g. "members.suspend". */
export type ConsolePermission = (typeof consolePermissions)[number];

export const operatorRoles = ["owner", "finance", "support", "content"] as const;
/** An operator's role: owner has every permission, the others a fixed subset. */
export type OperatorRole = (typeof operatorRoles)[number];

/** The permissions of each role; owner has all of them, including any appended later. */
export const rolePermissions: Readonly<Record<OperatorRole, readonly ConsolePermission[]>> = {
  owner: consolePermissions,
  finance: [
    "dashboard.read",
    "members.read",
    "orders.read",
    "orders.close",
    "orders.mark-paid",
    "refunds.request",
    "refunds.approve",
    "invoices.manage",
    "exports.run",
    "growth.manage",
    "audit.read",
  ],
  support: [
    "dashboard.read",
    "members.read",
    "members.notes",
    "members.suspend",
    "members.adjust-traffic",
    "members.static-ips",
    "certification.unmask",
    "certification.review",
    "orders.read",
    "orders.close",
    "refunds.request",
    "support.manage",
    "announcements.send",
  ],
  content: ["dashboard.read", "content.edit", "sites.edit"],
};

/** Whether a role grants a permission. */
export function roleHasPermission(role: OperatorRole, permission: ConsolePermission): boolean {
  return rolePermissions[role].includes(permission);
}
