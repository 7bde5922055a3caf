import { ResponseCode } from "../codes.ts";
import {
  auditEntrySchema,
  auditIdParamsSchema,
  auditPageSchema,
  auditQuerySchema,
  auditVerificationSchema,
} from "../console-audit.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { consoleAuditEndpoints as e } from "./console-audit.ts";

export const consoleAuditCalls = {
  listAudit: describeEndpoint(e.listAudit, { query: auditQuerySchema, response: auditPageSchema }),
  getAuditEntry: describeEndpoint(e.getAuditEntry, {
    params: auditIdParamsSchema,
    response: auditEntrySchema,
    errors: [ResponseCode.NotFound],
  }),
  verifyAudit: describeEndpoint(e.verifyAudit, { response: auditVerificationSchema }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
