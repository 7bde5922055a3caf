/**
 * The part of the contract without zod: codes, enums, locale rules, routes and
 * messages. The web app's shell (root, layouts, header, API client) imports
 * only this, so the home page does not ship the schema library; pages with
 * forms import the schemas from the package root.
 */

export * from "./analytics.ts";
export type { LoginAnswer, MemberUser, TokenPair } from "./auth.ts";
export type * from "./balance.ts";
export * from "./codes.ts";
export type * from "./console.ts";
export type * from "./console-audit.ts";
export type * from "./console-catalogue.ts";
export type * from "./console-orders.ts";
export * from "./console-permissions.ts";
export type * from "./console-sites.ts";
export * from "./endpoint.ts";
export * from "./endpoints/alerts.ts";
export * from "./endpoints/api-keys.ts";
export * from "./endpoints/auth.ts";
export * from "./endpoints/balance.ts";
export * from "./endpoints/captcha.ts";
export * from "./endpoints/catalogue.ts";
export * from "./endpoints/certification.ts";
export * from "./endpoints/console-audit.ts";
export * from "./endpoints/console-auth.ts";
export * from "./endpoints/console-catalogue.ts";
export * from "./endpoints/console-content.ts";
export * from "./endpoints/console-dashboard.ts";
export * from "./endpoints/console-deny.ts";
export * from "./endpoints/console-exits.ts";
export * from "./endpoints/console-exports.ts";
export * from "./endpoints/console-operators.ts";
export * from "./endpoints/console-orders.ts";
export * from "./endpoints/console-refunds.ts";
export * from "./endpoints/console-sites.ts";
export * from "./endpoints/console-stock.ts";
export * from "./endpoints/content.ts";
export * from "./endpoints/data-rights.ts";
export * from "./endpoints/growth.ts";
export * from "./endpoints/inbox.ts";
export * from "./endpoints/invoices.ts";
export * from "./endpoints/member-security.ts";
export * from "./endpoints/orders.ts";
export * from "./endpoints/payments.ts";
export * from "./endpoints/proxy-accounts.ts";
export * from "./endpoints/regions.ts";
export * from "./endpoints/site.ts";
export * from "./endpoints/support.ts";
export * from "./endpoints/tunnel-plans.ts";
export * from "./endpoints/usage.ts";
export * from "./endpoints/webhooks.ts";
export * from "./enums.ts";
export type * from "./exit-coverage.ts";
export type * from "./growth.ts";
export type {
  ConsoleInvoice,
  ConsoleInvoiceFilter,
  InvoiceKind,
  InvoicePdfCopy,
  InvoiceStatus,
  InvoiceView,
} from "./invoices.ts";
export * from "./locale.ts";
export * from "./location-slug.ts";
export type { LoginHistoryEntry, MemberSession, TwoFactorSetup, TwoFactorStatus } from "./member-security.ts";
export * from "./messages.ts";
export type * from "./proxy-centre.ts";
export * from "./proxy-credentials.ts";
export * from "./proxy-refusal-codes.ts";
export type * from "./proxy-refusals.ts";
export * from "./routes.ts";
export type * from "./site.ts";
export type * from "./ssr.ts";
export type * from "./support.ts";
export type * from "./target-deny.ts";
export type * from "./tunnel-plans.ts";
export * from "./webhook-events.ts";
export * from "./zoned-time.ts";
