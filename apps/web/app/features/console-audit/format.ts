import type { useTranslator } from "../../i18n/translator-context.tsx";

type Translator = ReturnType<typeof useTranslator>;

/** The actions the console writes, for the action filter's suggestions (their labels are in the catalogue). */
export const knownActions = [
  "operator.login",
  "operator.logout",
  "operator.enrol",
  "operator.create",
  "operator.change-password",
  "operator.change-role",
  "operator.disable",
  "operator.end-sessions",
  "operator.reset-enrolment",
  "console.refused",
  "member.certification.unmask",
  "member.note.add",
  "member.suspend",
  "member.unsuspend",
  "member.traffic.adjust",
  "member.traffic.adjust-request",
  "member.traffic.adjust-approve",
  "member.traffic.adjust-reject",
  "member.static-ip.extend",
  "member.static-ip.replace",
  "certification.approve",
  "certification.reject",
  "certification.licence.view",
  "refund.request",
  "refund.approve",
  "refund.reject",
  "catalogue.package.create",
  "catalogue.package.update",
  "catalogue.duration.create",
  "catalogue.duration.update",
  "catalogue.unitPrice.update",
  "catalogue.node.create",
  "catalogue.node.update",
  "stock.import",
  "stock.release",
  "stock.quarantine",
  "stock.retire",
  "content.blog.create",
  "content.blog.update",
  "content.help.create",
  "content.help.update",
  "export.orders",
  "export.members",
  "sites.substation.create",
  "sites.substation.update",
  "sites.redirect.create",
  "sites.redirect.enable",
  "sites.redirect.disable",
  "console.origin-refused",
  "member.search",
  "member.view",
  "certification.view",
  "operator.enrolment-open",
  "refund.settle",
  "order.close",
  "order.mark-paid-request",
  "order.mark-paid-reject",
  "order.mark-paid-confirm",
  "order.mark-paid",
  "coupon.create",
  "coupon.enable",
  "coupon.disable",
  "commission.withhold",
  "growth-settings.update",
  "gift-batch.create",
  "gift-batch.export",
] as const;

/** The kinds of record the console's actions touch (their labels are in the catalogue). */
export const knownRecordTypes = [
  "request",
  "operator",
  "endpoint",
  "member",
  "member_note",
  "personal_certification",
  "enterprise_certification",
  "traffic_adjustment",
  "static_ip",
  "recharge-order",
  "static-order",
  "refund",
  "traffic_package",
  "traffic_unit_price",
  "static_node",
  "static_duration",
  "static_ip_pool",
  "blog_post",
  "help_article",
  "export",
  "substation",
  "route_redirect",
  "coupon",
  "referral-commission",
  "growth-settings",
  "gift-batch",
] as const;

/** An action's translated label where the catalogue has one, else the raw action string. */
export function actionLabel(translator: Translator, action: string): string {
  const key = `consoleAudit.actions.${action.replaceAll(".", "_")}`;
  return translator.exists(key) ? translator.t(key) : action;
}

/** A record type's translated label where the catalogue has one, else the raw record type. */
export function recordTypeLabel(translator: Translator, recordType: string): string {
  const key = `consoleAudit.recordTypes.${recordType}`;
  return translator.exists(key) ? translator.t(key) : recordType;
}

/** A before/after value as text: strings as they are, anything else as compact JSON, nothing as a dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}
