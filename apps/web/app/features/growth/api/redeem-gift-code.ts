import { growthEndpoints } from "@shop/contract/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /app-api/growth/gift-code/redeem: once per code; the server credits traffic or balance. */
export function useRedeemGiftCode() {
  const queries = useQueryClient();
  return useMutation({
    // Quiet: the page shows the refusal under the field rather than as a toast.
    mutationFn: (code: string) => api.call(growthEndpoints.redeemGiftCode, { body: { code } }, { quiet: true }),
    // Traffic and balance shown anywhere in the user centre change.
    onSuccess: () => queries.invalidateQueries(),
  });
}
