import { consoleAuthEndpoints } from "@shop/contract/core";
import { consoleApi, consoleSignIns, markConsoleSessionEnded } from "./console-api.ts";

/** The calls already under way belong to the session this ends (the logout itself is sent after). */
export function logoutOfConsole() {
  markConsoleSessionEnded();
  consoleSignIns.forget();
  return consoleApi.call(consoleAuthEndpoints.logout);
}
