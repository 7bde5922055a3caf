import type { AuditQuery } from "@shop/contract/core";
import { consoleAuditEndpoints } from "@shop/contract/core";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "../console/index.ts";

const keys = {
  page: (query: AuditQuery) => [...consoleKeys.all(), "audit", "page", query] as const,
  entry: (id: number) => [...consoleKeys.all(), "audit", "entry", id] as const,
};

/** A page of the audit log as the URL's filters and cursor ask for it (filtered and paged in SQL). */
export function useAuditPage(query: AuditQuery) {
  return useQuery({
    queryKey: keys.page(query),
    queryFn: () => consoleApi.call(consoleAuditEndpoints.listAudit, { query }, { quiet: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAuditEntry(id: number) {
  return useQuery({
    queryKey: keys.entry(id),
    queryFn: () => consoleApi.call(consoleAuditEndpoints.getAuditEntry, { params: { id } }, { quiet: true }),
    retry: false,
  });
}

/** The owner's check of the hash chain: the page shows its answer. */
export function useVerifyAudit() {
  return useMutation({ mutationFn: () => consoleApi.call(consoleAuditEndpoints.verifyAudit) });
}
