import type { ProxyLineTestRequest } from "@shop/contract";
import { proxyAccountsEndpoints } from "@shop/contract/core";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** Quiet: the line's row shows the answer, or the refusal of the call, itself. */
const testProxyLine = (body: ProxyLineTestRequest) =>
  api.call(proxyAccountsEndpoints.testProxyLine, { body }, { quiet: true });

/** "Test this line": the shop fetches an echo through the line and says what came back. */
export function useTestProxyLine() {
  return useMutation({ mutationFn: testProxyLine });
}
