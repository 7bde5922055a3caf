import type {
  EnterpriseCertification,
  EnterpriseCertificationRequest,
  ForeignCertification,
  ForeignCertificationRequest,
  LicenceDownloadQuery,
  LicenceFile,
  PersonalCertification,
  PersonalCertificationRequest,
} from "../certification.ts";
import { endpointGroup, type FileAnswer } from "../endpoint.ts";

const { get, post } = endpointGroup({ tag: "Certification", audience: "member" });

/**
 * Real-name verification (SPEC §7 Verification): a login is enough, since certifying is what
 * unlocks the certified calls.
 */
export const certificationEndpoints = {
  submitPersonal: post<{ body: PersonalCertificationRequest; data: PersonalCertification }>(
    "/app-api/ip/member-user-personal-info/create",
    "Submits a real name and resident ID number for an automatic personal check",
  ),
  getPersonal: get<{ data: PersonalCertification | null }>(
    "/app-api/ip/member-user-personal-info/get",
    "The member's latest personal check (ID number masked), null before the first",
  ),
  submitEnterprise: post<{ body: EnterpriseCertificationRequest; data: EnterpriseCertification }>(
    "/app-api/ip/member-user-enterprise-info/create",
    "Submits company details and an uploaded business licence for review",
  ),
  getEnterprise: get<{ data: EnterpriseCertification | null }>(
    "/app-api/ip/member-user-enterprise-info/get",
    "The member's latest enterprise verification, null before the first",
  ),
  uploadLicence: post<{ data: LicenceFile }>(
    "/app-api/ip/member-user-enterprise-info/upload-licence",
    'Uploads a business licence (JPG, PNG or PDF up to 5 MB, multipart part "file"), stored privately',
    { uploadsFile: { field: "file" } },
  ),
  downloadLicence: get<{ query: LicenceDownloadQuery; data: FileAnswer }>(
    "/app-api/ip/member-user-enterprise-info/licence",
    "The member's own uploaded licence, as a download",
    { answersFile: true },
  ),
  submitForeign: post<{ body: ForeignCertificationRequest; data: ForeignCertification }>(
    "/app-api/ip/member-user-foreign-info/create",
    'Submits a passport (kind "passport") or a foreign company (kind "company") with its uploaded document for review',
  ),
  getForeign: get<{ data: ForeignCertification | null }>(
    "/app-api/ip/member-user-foreign-info/get",
    "The member's latest foreign verification (passport number masked), null before the first",
  ),
  uploadForeignDocument: post<{ data: LicenceFile }>(
    "/app-api/ip/member-user-foreign-info/upload-document",
    'Uploads a passport data page or a company registration document (JPG, PNG or PDF up to 5 MB, multipart part "file"), stored privately',
    { uploadsFile: { field: "file" } },
  ),
  downloadForeignDocument: get<{ query: LicenceDownloadQuery; data: FileAnswer }>(
    "/app-api/ip/member-user-foreign-info/document",
    "The member's own uploaded passport page or registration document, as a download",
    { answersFile: true },
  ),
};
