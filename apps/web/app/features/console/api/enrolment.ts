import type { EnrolRequest } from "@shop/contract";
import { consoleAuthEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "./console-api.ts";

/** Who the link is for and the authenticator key; null when the link is not (or no longer) valid. */
export function useEnrolment(token: string | null) {
  return useQuery({
    queryKey: consoleKeys.enrolment(token ?? ""),
    enabled: token !== null,
    queryFn: () =>
      consoleApi.call(consoleAuthEndpoints.getEnrolment, { params: { token: token ?? "" } }, { quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Quiet: the form shows what was wrong under itself. */
export const enrol = (body: EnrolRequest) => consoleApi.call(consoleAuthEndpoints.enrol, { body }, { quiet: true });
