import type { PersonalCertification, PersonalCertificationRequest } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const personalCertificationQueryKey = ["personal-certification"] as const;

/** GET /app-api/ip/member-user-personal-info/get: the latest personal check, null before the first. */
export const getPersonalCertification = () =>
  api.get<PersonalCertification | null>("/app-api/ip/member-user-personal-info/get");

export function usePersonalCertification() {
  return useQuery({ queryKey: personalCertificationQueryKey, queryFn: getPersonalCertification });
}

/** POST /app-api/ip/member-user-personal-info/create: quiet, the form shows refusals under itself. */
export const submitPersonalCertification = (body: PersonalCertificationRequest) =>
  api.post<PersonalCertification>("/app-api/ip/member-user-personal-info/create", body, { quiet: true });
