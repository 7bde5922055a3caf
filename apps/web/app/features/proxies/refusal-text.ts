import type { ProxyRefusalCode } from "@shop/contract/core";
import { useT } from "../../i18n/use-locale.ts";

/** Why a line test could not reach the gateway or the echo: not a gateway refusal, but told the same way. */
export type LineTestFailure = "gateway-unreachable" | "echo-failed";

/** Every X-Proxy-Refusal code (and a line test's own failures) in the reader's language. */
export function useRefusalText(): (code: ProxyRefusalCode | LineTestFailure) => string {
  const t = useT();
  return (code) => t(`proxies.refusals.${code}`);
}
