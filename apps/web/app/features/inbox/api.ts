import { inboxEndpoints } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export const inboxKeys = {
  all: ["inbox"] as const,
  page: (page: number) => [...inboxKeys.all, "page", page] as const,
  unread: () => [...inboxKeys.all, "unread"] as const,
};

export function useMessages(page: number) {
  return useQuery({
    queryKey: inboxKeys.page(page),
    queryFn: () => api.call(inboxEndpoints.listMessages, { query: { page } }),
  });
}

/** The navigation's badge: quiet, and refreshed now and then while the user centre is open. */
export function useUnreadCount() {
  return useQuery({
    queryKey: inboxKeys.unread(),
    queryFn: () => api.call(inboxEndpoints.unreadCount, {}, { quiet: true }),
    refetchInterval: 60_000,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | "all") =>
      id === "all" ? api.call(inboxEndpoints.markAllRead, {}) : api.call(inboxEndpoints.markRead, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
