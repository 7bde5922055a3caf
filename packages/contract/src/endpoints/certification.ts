import type {
  EnterpriseCertification,
  EnterpriseCertificationRequest,
  LicenceDownloadQuery,
  LicenceFile,
  PersonalCertification,
  PersonalCertificationRequest,
} from "../certification.ts";
import { defineEndpoint, type FileAnswer } from "../endpoint.ts";

const tag = "Certification";

/**
 * Real-name verification (SPEC §7 Verification): a login is enough, since certifying is what
 * unlocks the certified calls.
 */
export const certificationEndpoints = {
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
  uploadLicence: defineEndpoint<{ data: LicenceFile }>({
    method: "POST",
    path: "/app-api/ip/member-user-enterprise-info/upload-licence",
    audience: "member",
    uploadsFile: { field: "file" },
    tag,
    summary: 'Uploads a business licence (JPG, PNG or PDF up to 5 MB, multipart part "file"), stored privately',
  }),
  downloadLicence: defineEndpoint<{ query: LicenceDownloadQuery; data: FileAnswer }>({
    method: "GET",
    path: "/app-api/ip/member-user-enterprise-info/licence",
    audience: "member",
    answersFile: true,
    tag,
    summary: "The member's own uploaded licence, as a download",
  }),
};
