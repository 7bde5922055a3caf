import type { AuditEntry, AuditIdParams, AuditPage, AuditQuery, AuditVerification } from "../console-audit.ts";
import { endpointGroup } from "../endpoint.ts";

const { get, post } = endpointGroup({ tag: "Console: audit log", audience: "operator", permission: "audit.read" });

/** Reading the audit log: who did what, from where, with what before and after. */
export const consoleAuditEndpoints = {
  listAudit: get<{ query: AuditQuery; data: AuditPage }>(
    "/ops-api/audit",
    "Audit rows newest first, filtered by operator, action, member, record, outcome and UTC days",
  ),
  getAuditEntry: get<{ params: AuditIdParams; data: AuditEntry }>(
    "/ops-api/audit/:id",
    "One audit row: the changed fields before and after, IP, user agent, request id and reason",
  ),
  verifyAudit: post<{ data: AuditVerification }>(
    "/ops-api/audit/verify",
    "Walks the hash chain from the first row, as audit:verify does, and says where it breaks",
    { permission: "audit.verify" },
  ),
};
