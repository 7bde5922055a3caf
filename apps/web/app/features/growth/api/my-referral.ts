import { growthEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const growthKeys = { referral: () => ["growth", "referral"] as const };

/** GET /app-api/growth/referral: the member's invite code and commissions. */
export function useMyReferral() {
  return useQuery({ queryKey: growthKeys.referral(), queryFn: () => api.call(growthEndpoints.getMyReferral) });
}
