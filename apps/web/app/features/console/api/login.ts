import type { ConsoleLoginRequest } from "@shop/contract";
import { consoleAuthEndpoints } from "@shop/contract/core";
import { consoleApi, consoleSignIns } from "./console-api.ts";

/** Quiet: the form shows the one answer every failed login gets. */
export const loginToConsole = async (body: ConsoleLoginRequest) => {
  const operator = await consoleApi.call(consoleAuthEndpoints.login, { body }, { quiet: true });
  consoleSignIns.remember();
  return operator;
};
