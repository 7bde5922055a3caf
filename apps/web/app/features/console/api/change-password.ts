import type { PasswordChangeRequest } from "@shop/contract";
import { consoleAuthEndpoints } from "@shop/contract/core";
import { consoleApi, markConsoleSessionEnded } from "./console-api.ts";

/**
 * Quiet: the form shows what was wrong under itself. A change ends every session of the operator,
 * so the calls already under way belong to a session that is about to end.
 */
export function changePassword(body: PasswordChangeRequest) {
  markConsoleSessionEnded();
  return consoleApi.call(consoleAuthEndpoints.changePassword, { body }, { quiet: true });
}
