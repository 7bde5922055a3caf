import type { Supplier } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /app-api/ip/supplier/get: the substation (agent) serving the member, with its contact. */
export const getSupplier = () => api.get<Supplier>("/app-api/ip/supplier/get", { quiet: true });

export function useSupplier() {
  return useQuery({ queryKey: ["proxies", "supplier"], queryFn: getSupplier, staleTime: 10 * 60_000 });
}
