import type { ExtractionToken } from "@shop/contract";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const extractionTokenQueryKey = ["proxies", "extraction-token"] as const;

/** GET /app-api/ip/extract-token/get: the member's secret extraction URL, created on first use. */
export const getExtractionToken = () => api.get<ExtractionToken>("/app-api/ip/extract-token/get");

export function useExtractionToken(options: { enabled: boolean }) {
  return useQuery({ queryKey: extractionTokenQueryKey, queryFn: getExtractionToken, enabled: options.enabled });
}

/** POST /app-api/ip/extract-token/rotate: a new secret; the old URL stops answering at once. */
export async function rotateExtractionToken(queryClient: QueryClient): Promise<ExtractionToken> {
  const token = await api.post<ExtractionToken>("/app-api/ip/extract-token/rotate");
  queryClient.setQueryData(extractionTokenQueryKey, token);
  return token;
}
