import { consoleAuditCalls } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { currentOperator } from "../operators/console-http.ts";
import type { AuditReader, AuditViewer } from "./viewer.ts";

/** /ops-api/audit: the audit log viewer (operator host only; the guard checks each call's permission). */
export async function auditRoutes(app: FastifyInstance, opts: { viewer: AuditViewer }) {
  const { viewer } = opts;
  const readerOf = (request: FastifyRequest): AuditReader => {
    const operator = currentOperator(request);
    return { operatorId: operator.id, substationId: operator.substationId };
  };
  const c = consoleAuditCalls;
  serveEndpoint(app, c.listAudit, ({ query }, request) => viewer.list(readerOf(request), query));
  serveEndpoint(app, c.getAuditEntry, ({ params }, request) => viewer.entry(readerOf(request), params.id));
  serveEndpoint(app, c.verifyAudit, () => viewer.verify());
}
