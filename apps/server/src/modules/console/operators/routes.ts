import { consoleAuthCalls, consoleOperatorsCalls } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { auditContextOf } from "../audit/service.ts";
import {
  clearConsoleCookie,
  consoleDeviceCookieName,
  currentOperator,
  setConsoleCookie,
  setConsoleDeviceCookie,
} from "./console-http.ts";
import type { ConsoleLoginMeta, OperatorsService } from "./service.ts";

/** Console sign-in, enrolment and the owner's operator management (served on the operator host only). */
export async function operatorsRoutes(app: FastifyInstance, opts: { operators: OperatorsService; isHttps: boolean }) {
  const { operators, isHttps } = opts;
  const metaOf = (request: FastifyRequest): ConsoleLoginMeta => ({
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
    requestId: String(request.id),
  });

  serveEndpoint(app, consoleAuthCalls.login, async ({ body }, request, reply) => {
    const { token, operator, deviceToken } = await operators.login(body, {
      ...metaOf(request),
      deviceToken: request.cookies[consoleDeviceCookieName(isHttps)] ?? null,
    });
    setConsoleCookie(reply, token, isHttps);
    setConsoleDeviceCookie(reply, deviceToken, isHttps);
    return operator;
  });
  serveEndpoint(app, consoleAuthCalls.getSession, async (_input, request) =>
    operators.getSession(currentOperator(request).id),
  );
  serveEndpoint(app, consoleAuthCalls.logout, async (_input, request, reply) => {
    await operators.logout(currentOperator(request).sessionId, auditContextOf(request));
    clearConsoleCookie(reply, isHttps);
    return true;
  });
  serveEndpoint(app, consoleAuthCalls.changePassword, async ({ body }, request, reply) => {
    const operator = currentOperator(request);
    await operators.changePassword(body, { ...auditContextOf(request), operatorId: operator.id });
    clearConsoleCookie(reply, isHttps);
    return true;
  });
  serveEndpoint(app, consoleAuthCalls.getEnrolment, async ({ params }, request) =>
    operators.getEnrolment(params.token, auditContextOf(request)),
  );
  serveEndpoint(app, consoleAuthCalls.enrol, async ({ body }, request) => operators.enrol(body, metaOf(request)));

  serveEndpoint(app, consoleOperatorsCalls.listOperators, async () => ({ list: await operators.listOperators() }));
  serveEndpoint(app, consoleOperatorsCalls.createOperator, async ({ body }, request) =>
    operators.createOperator(body, auditContextOf(request)),
  );
  serveEndpoint(app, consoleOperatorsCalls.resetEnrolment, async ({ body }, request) =>
    operators.resetEnrolment(body.id, auditContextOf(request)),
  );
  serveEndpoint(app, consoleOperatorsCalls.disableOperator, async ({ body }, request) =>
    operators.disableOperator(body.id, auditContextOf(request)),
  );
  serveEndpoint(app, consoleOperatorsCalls.endSessions, async ({ body }, request) =>
    operators.endSessions(body.id, auditContextOf(request)),
  );
  serveEndpoint(app, consoleOperatorsCalls.changeRole, async ({ body }, request) =>
    operators.changeRole(body, auditContextOf(request)),
  );
}
