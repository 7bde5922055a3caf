import {
  enterpriseCertificationRequestSchema,
  enterpriseCertificationSchema,
  licenceDownloadQuerySchema,
  licenceFileSchema,
  personalCertificationRequestSchema,
  personalCertificationSchema,
} from "../certification.ts";
import { ResponseCode } from "../codes.ts";
import { type DescribedEndpoint, describeEndpoint, fileAnswerSchema } from "../endpoint-schemas.ts";
import { certificationEndpoints as e } from "./certification.ts";

export const certificationCalls = {
  submitPersonal: describeEndpoint(e.submitPersonal, {
    body: personalCertificationRequestSchema,
    response: personalCertificationSchema,
    // Checks per member and day are counted.
    errors: [ResponseCode.TooManyRequests],
  }),
  getPersonal: describeEndpoint(e.getPersonal, { response: personalCertificationSchema.nullable() }),
  submitEnterprise: describeEndpoint(e.submitEnterprise, {
    body: enterpriseCertificationRequestSchema,
    response: enterpriseCertificationSchema,
  }),
  getEnterprise: describeEndpoint(e.getEnterprise, { response: enterpriseCertificationSchema.nullable() }),
  uploadLicence: describeEndpoint(e.uploadLicence, { response: licenceFileSchema }),
  downloadLicence: describeEndpoint(e.downloadLicence, {
    query: licenceDownloadQuerySchema,
    response: fileAnswerSchema,
    file: "application/octet-stream",
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
