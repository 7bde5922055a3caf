import type { CreateTicketRequest, TicketAttachment, TicketReplyRequest } from "@shop/contract";
import { supportEndpoints } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

const e = supportEndpoints;
export const ticketKeys = {
  all: () => ["support"] as const,
  list: () => [...ticketKeys.all(), "list"] as const,
  one: (id: number) => [...ticketKeys.all(), "ticket", id] as const,
};

export const useTickets = () => useQuery({ queryKey: ticketKeys.list(), queryFn: () => api.call(e.listTickets) });
export const useTicket = (id: number) =>
  useQuery({ queryKey: ticketKeys.one(id), queryFn: () => api.call(e.getTicket, { params: { id } }) });

/** Uploads one attachment (quiet: the form shows the refusal). */
export const uploadAttachment = (file: File): Promise<TicketAttachment> =>
  api.upload(e.uploadAttachment, file, file.name, { quiet: true, timeoutMs: 120_000 });

/** An attachment's bytes, fetched with the session (never a public URL). */
export const downloadAttachment = (id: number) =>
  api.call(e.downloadAttachment, { params: { id } }, { timeoutMs: 120_000 });

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTicketRequest) => api.call(e.createTicket, { body }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.list() }),
  });
}

export function useTicketActions(id: number) {
  const queryClient = useQueryClient();
  const done = (data: unknown) => {
    queryClient.setQueryData(ticketKeys.one(id), data);
    return queryClient.invalidateQueries({ queryKey: ticketKeys.list() });
  };
  return {
    reply: useMutation({
      mutationFn: (body: TicketReplyRequest) => api.call(e.replyTicket, { params: { id }, body }, { quiet: true }),
      onSuccess: done,
    }),
    setStatus: useMutation({
      mutationFn: (status: "open" | "resolved") => api.call(e.setTicketStatus, { params: { id }, body: { status } }),
      onSuccess: done,
    }),
  };
}
