import type { ApiKeyCreateInput } from "@shop/contract";
import { apiKeysEndpoints } from "@shop/contract/core";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const apiKeysKeys = {
  all: () => ["api-keys"] as const,
  list: () => [...apiKeysKeys.all(), "list"] as const,
};

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysKeys.list(), queryFn: () => api.call(apiKeysEndpoints.listApiKeys) });
}

const invalidate = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all() });

/** Quiet: the form shows the refusal under itself. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreateInput) => api.call(apiKeysEndpoints.createApiKey, { body }, { quiet: true }),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(apiKeysEndpoints.revokeApiKey, { body: { id } }),
    onSuccess: () => invalidate(queryClient),
  });
}
