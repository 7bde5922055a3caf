import { consoleMembersEndpoints } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApi } from "../console/index.ts";
import { memberKeys } from "./member-keys.ts";

/** Every traffic adjustment waiting for an approval, across members (also the navigation's count). */
export function usePendingAdjustments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: memberKeys.pendingAdjustments(),
    queryFn: () => consoleApi.call(consoleMembersEndpoints.listPendingAdjustments, undefined, { quiet: true }),
    enabled,
    staleTime: 30_000,
  });
}

export interface AdjustmentDecision {
  id: number;
  decision: "approve" | "reject";
  reason?: string;
}

/** Approves or rejects one request through the member page's call; errors (below zero, own request) show as a toast. */
export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: AdjustmentDecision) =>
      consoleApi.call(consoleMembersEndpoints.decideAdjustment, {
        params: { adjustmentId: id },
        body: { decision, ...(reason ? { reason } : {}) },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.pendingAdjustments() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.details() }),
      ]),
  });
}
