import type { ProxyCredentialReason } from "@shop/contract";
import { useT } from "../../i18n/use-locale.ts";
import type { GeneratorReason } from "./generator-model.ts";

/** Every refusal code of the username grammar, and the form's own, in the reader's language. */
export function useReasonText(): (
  reason: GeneratorReason | ProxyCredentialReason,
  values?: Record<string, unknown>,
) => string {
  const t = useT();
  return (reason, values) => t(`proxies.reasons.${reason}`, values);
}
