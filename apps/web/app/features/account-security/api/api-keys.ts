import type { ApiKeyCreateInput } from "@shop/contract";
import { apiKeysEndpoints } from "@shop/contract/core";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";

const apiKeysKeys = {
  all: () => ["api-keys"] as const,
  list: () => [...apiKeysKeys.all(), "list"] as const,
};

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysKeys.list(), queryFn: () => api.call(apiKeysEndpoints.listApiKeys) });
}

const invalidate = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: apiKeysKeys.all() });

/** Quiet: the form shows the refusal under itself. */
export function useCreateApiKey() {
  return useReloadingMutation(
    (body: ApiKeyCreateInput) => api.call(apiKeysEndpoints.createApiKey, { body }, { quiet: true }),
    invalidate,
  );
}

export function useRevokeApiKey() {
  return useReloadingMutation((id: number) => api.call(apiKeysEndpoints.revokeApiKey, { body: { id } }), invalidate);
}
