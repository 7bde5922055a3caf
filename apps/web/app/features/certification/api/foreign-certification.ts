import type { ForeignCertificationRequest } from "@shop/contract";
import { certificationEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { certificationKeys } from "./certification-keys.ts";

/** The latest passport or foreign-company submission, null before the first. */
const getForeignCertification = () => api.call(certificationEndpoints.getForeign);

export function useForeignCertification() {
  return useQuery({ queryKey: certificationKeys.foreign(), queryFn: getForeignCertification });
}

/** Quiet: the form shows refusals. */
export const submitForeignCertification = (body: ForeignCertificationRequest) =>
  api.call(certificationEndpoints.submitForeign, { body }, { quiet: true });
