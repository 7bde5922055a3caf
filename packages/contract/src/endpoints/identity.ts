import { defineEndpoint } from "../endpoint.ts";
import type {
  EnterpriseCertification,
  EnterpriseCertificationRequest,
  PersonalCertification,
  PersonalCertificationRequest,
} from "../identity.ts";

const tag = "Identity";

/**
 * Real-name verification (SPEC §7 Verification): a login is enough, since certifying is what
 * unlocks the certified calls. The licence upload (multipart) and its download (binary file)
 * are still served by hand in the identity module.
 */
export const identityEndpoints = {
  submitPersonal: defineEndpoint<{ body: PersonalCertificationRequest; data: PersonalCertification }>({
    method: "POST",
    path: "/app-api/ip/member-user-personal-info/create",
    audience: "member",
    tag,
    summary: "Submits a real name and resident ID number for an automatic personal check",
  }),
  getPersonal: defineEndpoint<{ data: PersonalCertification | null }>({
    method: "GET",
    path: "/app-api/ip/member-user-personal-info/get",
    audience: "member",
    tag,
    summary: "The member's latest personal check (ID number masked), null before the first",
  }),
  submitEnterprise: defineEndpoint<{ body: EnterpriseCertificationRequest; data: EnterpriseCertification }>({
    method: "POST",
    path: "/app-api/ip/member-user-enterprise-info/create",
    audience: "member",
    tag,
    summary: "Submits company details and an uploaded business licence for review",
  }),
  getEnterprise: defineEndpoint<{ data: EnterpriseCertification | null }>({
    method: "GET",
    path: "/app-api/ip/member-user-enterprise-info/get",
    audience: "member",
    tag,
    summary: "The member's latest enterprise verification, null before the first",
  }),
};
