import type { CallerIp } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /app-api/getIp: the address this browser reaches the shop from, to offer it for the allowlist. */
export const getCallerIp = () => api.get<CallerIp>("/app-api/getIp", { quiet: true });

export function useCallerIp(options: { enabled: boolean }) {
  return useQuery({ queryKey: ["caller-ip"], queryFn: getCallerIp, enabled: options.enabled, staleTime: 5 * 60_000 });
}
