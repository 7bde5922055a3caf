import { consoleAuthEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "./console-api.ts";

/** The signed-in operator; a missing session sends the browser to the console's login. */
export const getConsoleSession = () => consoleApi.call(consoleAuthEndpoints.getSession, undefined, { quiet: true });

export function useConsoleSession() {
  return useQuery({ queryKey: consoleKeys.session(), queryFn: getConsoleSession, staleTime: 60_000 });
}
