import type { PersonalCertificationRequest } from "@shop/contract";
import { identityEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { identityKeys } from "./identity-keys.ts";

/** The latest personal check, null before the first. */
export const getPersonalCertification = () => api.call(identityEndpoints.getPersonal);

export function usePersonalCertification() {
  return useQuery({ queryKey: identityKeys.personal(), queryFn: getPersonalCertification });
}

/** Quiet: the form shows refusals under itself. */
export const submitPersonalCertification = (body: PersonalCertificationRequest) =>
  api.call(identityEndpoints.submitPersonal, { body }, { quiet: true });
