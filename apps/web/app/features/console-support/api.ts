import type { CannedReplyFields, ConsoleTicketQuery, TicketStatus } from "@shop/contract";
import { consoleSupportEndpoints } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "../console/index.ts";

const c = consoleSupportEndpoints;
export const supportKeys = {
  all: () => [...consoleKeys.all(), "support"] as const,
  queue: (query: ConsoleTicketQuery) => [...supportKeys.all(), "queue", query] as const,
  ticket: (id: number) => [...supportKeys.all(), "ticket", id] as const,
  canned: () => [...supportKeys.all(), "canned"] as const,
};

export const useQueue = (query: ConsoleTicketQuery) =>
  useQuery({ queryKey: supportKeys.queue(query), queryFn: () => consoleApi.call(c.queue, { query }) });
export const useConsoleTicket = (id: number) =>
  useQuery({ queryKey: supportKeys.ticket(id), queryFn: () => consoleApi.call(c.getTicket, { params: { id } }) });
export const useCanned = () =>
  useQuery({ queryKey: supportKeys.canned(), queryFn: () => consoleApi.call(c.listCanned) });
export const downloadConsoleAttachment = (id: number) =>
  consoleApi.call(c.downloadAttachment, { params: { id } }, { timeoutMs: 120_000 });

export function useTicketCommands(id: number) {
  const queryClient = useQueryClient();
  const done = (data: unknown) => {
    queryClient.setQueryData(supportKeys.ticket(id), data);
    return queryClient.invalidateQueries({ queryKey: [...supportKeys.all(), "queue"] });
  };
  return {
    reply: useMutation({
      mutationFn: (body: { body: string; internal: boolean }) =>
        consoleApi.call(c.reply, { params: { id }, body }, { quiet: true }),
      onSuccess: done,
    }),
    assign: useMutation({
      mutationFn: (operatorId: number | null) => consoleApi.call(c.assign, { params: { id }, body: { operatorId } }),
      onSuccess: done,
    }),
    setStatus: useMutation({
      mutationFn: (status: TicketStatus) => consoleApi.call(c.setStatus, { params: { id }, body: { status } }),
      onSuccess: done,
    }),
  };
}

export function useSaveCanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: CannedReplyFields }) =>
      id === null
        ? consoleApi.call(c.createCanned, { body: fields }, { quiet: true })
        : consoleApi.call(c.updateCanned, { params: { id }, body: fields }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.canned() }),
  });
}
