import { siteEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** The substation (agent) serving the member, with its contact. */
const getSupplier = () => api.call(siteEndpoints.getSupplier, {}, { quiet: true });

export function useSupplier() {
  return useQuery({ queryKey: proxiesKeys.supplier(), queryFn: getSupplier, staleTime: 10 * 60_000 });
}
