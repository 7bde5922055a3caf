import type { AuditEntry, AuditIdParams, AuditPage, AuditQuery, AuditVerification } from "../console-audit.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "Console: audit log";

/** Reading the audit log: who did what, from where, with what before and after. */
export const consoleAuditEndpoints = {
  listAudit: defineEndpoint<{ query: AuditQuery; data: AuditPage }>({
    method: "GET",
    path: "/ops-api/audit",
    audience: "operator",
    permission: "audit.read",
    tag,
    summary: "Audit rows newest first, filtered by operator, action, member, record, outcome and UTC days",
  }),
  getAuditEntry: defineEndpoint<{ params: AuditIdParams; data: AuditEntry }>({
    method: "GET",
    path: "/ops-api/audit/:id",
    audience: "operator",
    permission: "audit.read",
    tag,
    summary: "One audit row: the changed fields before and after, IP, user agent, request id and reason",
  }),
  verifyAudit: defineEndpoint<{ data: AuditVerification }>({
    method: "POST",
    path: "/ops-api/audit/verify",
    audience: "operator",
    permission: "audit.verify",
    tag,
    summary: "Walks the hash chain from the first row, as audit:verify does, and says where it breaks",
  }),
};
