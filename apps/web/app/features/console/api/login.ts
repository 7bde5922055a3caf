import type { ConsoleLoginRequest } from "@shop/contract";
import { consoleAuthEndpoints } from "@shop/contract/core";
import { consoleApi } from "./console-api.ts";

/** Quiet: the form shows the one answer every failed login gets. */
export const loginToConsole = (body: ConsoleLoginRequest) =>
  consoleApi.call(consoleAuthEndpoints.login, { body }, { quiet: true });
