import type { EnterpriseCertification, EnterpriseCertificationRequest } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const enterpriseCertificationQueryKey = ["enterprise-certification"] as const;

/** GET /app-api/ip/member-user-enterprise-info/get: the latest enterprise submission, null before the first. */
export const getEnterpriseCertification = () =>
  api.get<EnterpriseCertification | null>("/app-api/ip/member-user-enterprise-info/get");

export function useEnterpriseCertification() {
  return useQuery({ queryKey: enterpriseCertificationQueryKey, queryFn: getEnterpriseCertification });
}

/** POST /app-api/ip/member-user-enterprise-info/create: quiet, the review step shows refusals. */
export const submitEnterpriseCertification = (body: EnterpriseCertificationRequest) =>
  api.post<EnterpriseCertification>("/app-api/ip/member-user-enterprise-info/create", body, { quiet: true });
