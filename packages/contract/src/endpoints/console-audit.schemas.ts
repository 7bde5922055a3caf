import { ResponseCode } from "../codes.ts";
import {
  auditEntrySchema,
  auditIdParamsSchema,
  auditPageSchema,
  auditQuerySchema,
  auditVerificationSchema,
} from "../console-audit.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { consoleAuditEndpoints as e } from "./console-audit.ts";

export const consoleAuditCalls = describeEndpoints(e, {
  listAudit: { query: auditQuerySchema, response: auditPageSchema },
  getAuditEntry: { params: auditIdParamsSchema, response: auditEntrySchema, errors: [ResponseCode.NotFound] },
  verifyAudit: { response: auditVerificationSchema },
});
