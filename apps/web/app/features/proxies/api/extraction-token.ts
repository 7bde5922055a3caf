import { type ExtractionToken, proxyAccountsEndpoints } from "@shop/contract/core";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** The member's secret extraction URL, created on first use. */
export const getExtractionToken = () => api.call(proxyAccountsEndpoints.getExtractionToken);

export function useExtractionToken(options: { enabled: boolean }) {
  return useQuery({ queryKey: proxiesKeys.extractionToken(), queryFn: getExtractionToken, enabled: options.enabled });
}

/** A new secret; the old URL stops answering at once. */
export async function rotateExtractionToken(queryClient: QueryClient): Promise<ExtractionToken> {
  const token = await api.call(proxyAccountsEndpoints.rotateExtractionToken);
  queryClient.setQueryData(proxiesKeys.extractionToken(), token);
  return token;
}
