import type { PasswordChangeRequest } from "@shop/contract";
import { consoleAuthEndpoints } from "@shop/contract/core";
import { consoleApi } from "./console-api.ts";

/** Quiet: the form shows what was wrong under itself. */
export const changePassword = (body: PasswordChangeRequest) =>
  consoleApi.call(consoleAuthEndpoints.changePassword, { body }, { quiet: true });
