import { siteEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** The address this browser reaches the shop from, to offer it for the allowlist. */
const getCallerIp = () => api.call(siteEndpoints.getCallerIp, {}, { quiet: true });

export function useCallerIp(options: { enabled: boolean }) {
  return useQuery({
    queryKey: proxiesKeys.callerIp(),
    queryFn: getCallerIp,
    enabled: options.enabled,
    staleTime: 5 * 60_000,
  });
}
