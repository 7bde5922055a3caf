import type { WebhookCreateInput } from "@shop/contract";
import { webhooksEndpoints } from "@shop/contract/core";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";

const webhookKeys = {
  all: () => ["webhooks"] as const,
  list: () => [...webhookKeys.all(), "list"] as const,
  deliveries: (endpointId: number) => [...webhookKeys.all(), "deliveries", endpointId] as const,
};

export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.list(), queryFn: () => api.call(webhooksEndpoints.listWebhooks) });
}

export function useWebhookDeliveries(endpointId: number | null) {
  return useQuery({
    queryKey: webhookKeys.deliveries(endpointId ?? 0),
    queryFn: () => api.call(webhooksEndpoints.listWebhookDeliveries, { query: { endpointId: endpointId ?? 0 } }),
    enabled: endpointId !== null,
  });
}

const invalidate = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: webhookKeys.all() });

/** Quiet: the form shows the refusal under itself. */
export function useCreateWebhook() {
  return useReloadingMutation(
    (body: WebhookCreateInput) => api.call(webhooksEndpoints.createWebhook, { body }, { quiet: true }),
    invalidate,
  );
}

export function useSetWebhookEnabled() {
  return useReloadingMutation(
    (body: { id: number; enabled: boolean }) => api.call(webhooksEndpoints.setWebhookEnabled, { body }),
    invalidate,
  );
}

export function useDeleteWebhook() {
  return useReloadingMutation((id: number) => api.call(webhooksEndpoints.deleteWebhook, { body: { id } }), invalidate);
}

export function useSendWebhookTest() {
  return useReloadingMutation(
    (id: number) => api.call(webhooksEndpoints.sendWebhookTest, { body: { id } }),
    invalidate,
  );
}

export function useResendWebhookDelivery() {
  return useReloadingMutation(
    (id: number) => api.call(webhooksEndpoints.resendWebhookDelivery, { body: { id } }),
    invalidate,
  );
}
