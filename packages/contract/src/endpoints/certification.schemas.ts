import {
  enterpriseCertificationRequestSchema,
  enterpriseCertificationSchema,
  foreignCertificationRequestSchema,
  foreignCertificationSchema,
  licenceDownloadQuerySchema,
  licenceFileSchema,
  personalCertificationRequestSchema,
  personalCertificationSchema,
} from "../certification.ts";
import { ResponseCode } from "../codes.ts";
import { describeEndpoints, fileAnswerSchema } from "../endpoint-schemas.ts";
import { certificationEndpoints as e } from "./certification.ts";

export const certificationCalls = describeEndpoints(e, {
  submitPersonal: {
    body: personalCertificationRequestSchema,
    response: personalCertificationSchema,
    // Checks per member and day are counted.
    errors: [ResponseCode.TooManyRequests],
  },
  getPersonal: { response: personalCertificationSchema.nullable() },
  submitEnterprise: { body: enterpriseCertificationRequestSchema, response: enterpriseCertificationSchema },
  getEnterprise: { response: enterpriseCertificationSchema.nullable() },
  uploadLicence: { response: licenceFileSchema },
  downloadLicence: { query: licenceDownloadQuerySchema, response: fileAnswerSchema, file: "application/octet-stream" },
  submitForeign: { body: foreignCertificationRequestSchema, response: foreignCertificationSchema },
  getForeign: { response: foreignCertificationSchema.nullable() },
  uploadForeignDocument: { response: licenceFileSchema },
  downloadForeignDocument: {
    query: licenceDownloadQuerySchema,
    response: fileAnswerSchema,
    file: "application/octet-stream",
  },
});
