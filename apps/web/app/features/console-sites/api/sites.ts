import type { RedirectCreate, RedirectSetEnabled, SubstationCreate, SubstationUpdate } from "@shop/contract";
import { consoleSitesEndpoints } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "../../console/index.ts";

export const sitesKeys = {
  substations: () => [...consoleKeys.all(), "sites"] as const,
  redirects: () => [...consoleKeys.all(), "redirects"] as const,
};

export function useSubstations() {
  return useQuery({
    queryKey: sitesKeys.substations(),
    queryFn: () => consoleApi.call(consoleSitesEndpoints.listSubstations),
  });
}

export function useRedirects() {
  return useQuery({
    queryKey: sitesKeys.redirects(),
    queryFn: () => consoleApi.call(consoleSitesEndpoints.listRedirects),
  });
}

/** Quiet: each form shows a refusal (a taken host, a stale form's 409, a loop) under itself. */
export function useSubstationMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sitesKeys.substations() });
  return {
    create: useMutation({
      mutationFn: (body: SubstationCreate) =>
        consoleApi.call(consoleSitesEndpoints.createSubstation, { body }, { quiet: true }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: SubstationUpdate }) =>
        consoleApi.call(consoleSitesEndpoints.updateSubstation, { params: { id }, body }, { quiet: true }),
      onSuccess: refresh,
    }),
  };
}

export function useRedirectMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sitesKeys.redirects() });
  return {
    create: useMutation({
      mutationFn: (body: RedirectCreate) =>
        consoleApi.call(consoleSitesEndpoints.createRedirect, { body }, { quiet: true }),
      onSuccess: refresh,
    }),
    setEnabled: useMutation({
      mutationFn: ({ id, body }: { id: number; body: RedirectSetEnabled }) =>
        consoleApi.call(consoleSitesEndpoints.setRedirectEnabled, { params: { id }, body }, { quiet: true }),
      onSuccess: refresh,
    }),
  };
}
