import { dataRightsEndpoints } from "@shop/contract/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const dataRightsKeys = {
  closurePreview: () => ["data-rights", "closure-preview"] as const,
};

/** The member's data as a JSON file (a Blob in the browser). */
export const exportMyData = () => api.call(dataRightsEndpoints.exportMyData);

export function useClosurePreview(options: { enabled: boolean }) {
  return useQuery({
    queryKey: dataRightsKeys.closurePreview(),
    queryFn: () => api.call(dataRightsEndpoints.getClosurePreview),
    enabled: options.enabled,
  });
}

/** Quiet: a wrong password shows under the form. */
export function useCloseAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      api.call(dataRightsEndpoints.closeAccount, { body: { password, confirm: true } }, { quiet: true }),
  });
}
