import type { EnterpriseCertificationRequest } from "@shop/contract";
import { certificationEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { certificationKeys } from "./certification-keys.ts";

/** The latest enterprise submission, null before the first. */
const getEnterpriseCertification = () => api.call(certificationEndpoints.getEnterprise);

export function useEnterpriseCertification() {
  return useQuery({ queryKey: certificationKeys.enterprise(), queryFn: getEnterpriseCertification });
}

/** Quiet: the review step shows refusals. */
export const submitEnterpriseCertification = (body: EnterpriseCertificationRequest) =>
  api.call(certificationEndpoints.submitEnterprise, { body }, { quiet: true });
