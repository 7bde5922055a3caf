import type { EnterpriseCertificationRequest } from "@shop/contract";
import { identityEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { identityKeys } from "./identity-keys.ts";

/** The latest enterprise submission, null before the first. */
export const getEnterpriseCertification = () => api.call(identityEndpoints.getEnterprise);

export function useEnterpriseCertification() {
  return useQuery({ queryKey: identityKeys.enterprise(), queryFn: getEnterpriseCertification });
}

/** Quiet: the review step shows refusals. */
export const submitEnterpriseCertification = (body: EnterpriseCertificationRequest) =>
  api.call(identityEndpoints.submitEnterprise, { body }, { quiet: true });
