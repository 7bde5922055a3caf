import type { useTranslator } from "../../i18n/translator-context.tsx";

type Translator = ReturnType<typeof useTranslator>;

/** "2026-11-25 02:55:12": the console shows times in UTC, and the log needs the seconds. */
export const utcSecond = (iso: string) => `${iso.slice(0, 19).replace("T", " ")}`;

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
  "member.identity.unmask",
  "member.note.add",
  "member.suspend",
  "member.unsuspend",
  "member.traffic.adjust",
  "member.traffic.adjust-request",
  "member.traffic.adjust-approve",
  "member.traffic.adjust-reject",
  "member.static-ip.extend",
  "member.static-ip.replace",
  "kyc.approve",
  "kyc.reject",
  "kyc.licence.view",
  "refund.request",
  "refund.approve",
  "refund.reject",
  "catalogue.package.update",
  "catalogue.duration.update",
  "catalogue.unitPrice.update",
  "catalogue.node.update",
  "stock.import",
  "stock.release",
  "stock.quarantine",
  "stock.retire",
] as const;

/** An action's translated label where the catalogue has one, else the raw action string. */
export function actionLabel(translator: Translator, action: string): string {
  const key = `consoleAudit.actions.${action.replaceAll(".", "_")}`;
  return translator.exists(key) ? translator.t(key) : action;
}

/** A before/after value as text: strings as they are, anything else as compact JSON, nothing as a dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}
