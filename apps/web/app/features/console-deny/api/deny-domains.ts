import type { DenyDomainCreateRequest } from "@shop/contract";
import { consoleDenyEndpoints } from "@shop/contract/core";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";
import { consoleApi, consoleKeys } from "../../console/index.ts";

const key = () => [...consoleKeys.all(), "deny-domains"] as const;

/** The seller's denied target domains. */
export function useSellerDenyList() {
  return useQuery({ queryKey: key(), queryFn: () => consoleApi.call(consoleDenyEndpoints.listDenyDomains) });
}

const invalidate = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: key() });

/** Quiet: the form shows the refusal above itself. */
export function useAddSellerDenyDomain() {
  return useReloadingMutation(
    (body: DenyDomainCreateRequest) => consoleApi.call(consoleDenyEndpoints.addDenyDomain, { body }, { quiet: true }),
    invalidate,
  );
}

export function useDeleteSellerDenyDomain() {
  return useReloadingMutation(
    (id: number) => consoleApi.call(consoleDenyEndpoints.deleteDenyDomain, { body: { id } }),
    invalidate,
  );
}
