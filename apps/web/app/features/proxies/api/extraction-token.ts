import { type ExtractionToken, proxyAccountsEndpoints } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** The member's secret extraction URL, created on first use. */
const getExtractionToken = () => api.call(proxyAccountsEndpoints.getExtractionToken);

export function useExtractionToken(options: { enabled: boolean }) {
  return useQuery({ queryKey: proxiesKeys.extractionToken(), queryFn: getExtractionToken, enabled: options.enabled });
}

/** A new secret; the old URL stops answering at once. */
const rotateExtractionToken = (): Promise<ExtractionToken> => api.call(proxyAccountsEndpoints.rotateExtractionToken);

/** Rotates the secret and shows the new URL straight from the answer. */
export function useRotateExtractionToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateExtractionToken,
    onSuccess: (token) => queryClient.setQueryData(proxiesKeys.extractionToken(), token),
  });
}
