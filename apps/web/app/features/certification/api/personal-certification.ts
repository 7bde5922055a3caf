import type { PersonalCertificationRequest } from "@shop/contract";
import { certificationEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { certificationKeys } from "./certification-keys.ts";

/** The latest personal check, null before the first. */
const getPersonalCertification = () => api.call(certificationEndpoints.getPersonal);

export function usePersonalCertification() {
  return useQuery({ queryKey: certificationKeys.personal(), queryFn: getPersonalCertification });
}

/** Quiet: the form shows refusals under itself. */
export const submitPersonalCertification = (body: PersonalCertificationRequest) =>
  api.call(certificationEndpoints.submitPersonal, { body }, { quiet: true });
