import { BlockList, isIP } from "node:net";
import { type ConsolePermission, type OperatorRole, ResponseCode, translateMessage } from "@shop/contract";
import type { Database } from "@shop/db";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { sendEnvelope } from "../../../http/envelope-plugin.ts";
import { sendPreRoutingError } from "../../../http/error-format.ts";
import { parseHost } from "../../../http/request-origin.ts";
import { type PathArea, pathAreaOf } from "../../../http/request-path.ts";
import { inTransaction } from "../../../lib/executor.ts";
import { type AuditLog, auditContextOf } from "../audit/service.ts";
import { consoleSessionLimits, type OperatorsService } from "./service.ts";

/** The operator of a console request, set by the console guard. */
export interface RequestOperator {
  id: number;
  name: string;
  role: OperatorRole;
  permissions: readonly ConsolePermission[];
  /** Limited to this substation's members and orders; null sees all. */
  substationId: number | null;
  sessionId: number;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the console guard on /ops-api calls of audience "operator". */
    operator: RequestOperator | null;
  }
  interface FastifyInstance {
    /** The preHandler of console calls: a live console session, and the permission when one is named. */
    consoleGuard(permission: ConsolePermission | undefined): preHandlerAsyncHookHandler;
  }
}

export interface ConsoleHostOptions {
  /** OPS_HOST, lower case; null: no host serves the console. */
  host: string | null;
  ipAllowlist: readonly string[];
  /** https: the cookie is Secure and `__Host-` prefixed. */
  isHttps: boolean;
  /** Records a console call refused for its Origin (the audit log); a failure to record is logged, not answered. */
  onOriginRefused?(request: FastifyRequest): Promise<unknown>;
}

/** The console's cookie: `__Host-` pins it to the operator host, Secure, path / (RFC 6265bis). */
function consoleCookieName(isHttps: boolean): string {
  return isHttps ? "__Host-ops_session" : "ops_session";
}

/** What the console's pages load besides themselves: built assets, the route manifest, the icon, the language switch. */
const sharedAreas = new Set<PathArea>(["assets", "console-shared", "app-api"]);

function allowlistOf(entries: readonly string[]): BlockList | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function isAllowedAddress(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  return list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/**
 * Where the console lives: /ops and /ops-api answer only on OPS_HOST (404 elsewhere), the shop's
 * pages answer 404 on OPS_HOST, OPS_IP_ALLOWLIST is enforced there, and every state-changing console
 * call must come from the console's own origin (Origin header), whatever its cookie says.
 */
export function registerConsoleHost(app: FastifyInstance, options: ConsoleHostOptions) {
  const allowlist = allowlistOf(options.ipAllowlist);
  app.addHook("onRequest", async (request, reply) => {
    // The path guard's normalised path: the one the routers (Fastify's and React Router's) act on.
    const area = pathAreaOf(request.guardPath);
    const hostname = parseHost(request.host)?.hostname ?? null;
    const isConsoleHost = options.host !== null && hostname === options.host;
    const consoleApi = area === "console-api";
    if (!isConsoleHost) {
      if (consoleApi) return notFound(request, reply);
      if (area === "console-page") return notFound(request, reply);
      return;
    }
    if (allowlist && !isAllowedAddress(allowlist, request.ip)) return notFound(request, reply);
    if (consoleApi) {
      if (request.method !== "GET" && request.method !== "HEAD" && !isOwnOrigin(request)) {
        await options.onOriginRefused?.(request).catch((error: unknown) => {
          request.log.error({ err: error }, "origin refusal not audited");
        });
        return sendEnvelope(
          reply.header("cache-control", "no-store"),
          ResponseCode.Forbidden,
          translateMessage(request.locale, "console.originRefused"),
        );
      }
      reply.header("cache-control", "no-store");
      return;
    }
    if (area === "root") return reply.redirect("/ops", 302);
    if (area === "console-page" || sharedAreas.has(area)) return;
    return notFound(request, reply);
  });

  /** The Origin a browser sends with every POST, checked against the host it asked for. */
  function isOwnOrigin(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (!origin) return false;
    try {
      const url = new URL(origin);
      const host = parseHost(request.host);
      const expectedProtocol = options.isHttps ? "https:" : request.protocol === "https" ? "https:" : "http:";
      return (
        host !== null &&
        url.hostname.toLowerCase() === host.hostname &&
        (url.port === "" ? null : Number(url.port)) === host.port &&
        url.protocol === expectedProtocol
      );
    } catch {
      return false;
    }
  }
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  // The raw path decides the format, as for every answer made before routing (error-format.ts).
  return sendPreRoutingError(request, reply, 404, "errors.notFound");
}

/**
 * The console session guard: the cookie's session must be live (else 401; an ended, idle or
 * disabled operator's session answers 401 on the next request), and the operator's role must grant
 * the call's permission (else 403, written to the audit log).
 */
export function registerConsoleGuard(
  app: FastifyInstance,
  deps: { operators: OperatorsService; audit: AuditLog; db: Database; isHttps: boolean },
) {
  app.decorateRequest("operator", null);
  const cookieName = consoleCookieName(deps.isHttps);
  app.decorate("consoleGuard", (permission: ConsolePermission | undefined) => {
    const guard: preHandlerAsyncHookHandler = async (request, reply) => {
      const token = request.cookies[cookieName];
      const operator = token ? await deps.operators.authenticate(token) : null;
      if (!operator) {
        if (token) clearConsoleCookie(reply, deps.isHttps);
        throw AppError.unauthorized();
      }
      request.operator = operator;
      if (permission && !operator.permissions.includes(permission)) {
        await inTransaction(deps.db, (tx) =>
          deps.audit.record(tx, {
            context: auditContextOf(request),
            action: "console.refused",
            recordType: "endpoint",
            recordId: `${request.method} ${request.routeOptions.url ?? request.url}`,
            reason: permission,
            outcome: "refused",
          }),
        );
        throw new AppError(ResponseCode.Forbidden, "errors.forbidden");
      }
    };
    return guard;
  });
}

export function setConsoleCookie(reply: FastifyReply, token: string, isHttps: boolean) {
  reply.setCookie(consoleCookieName(isHttps), token, {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: isHttps,
    maxAge: consoleSessionLimits.absoluteMs / 1000,
  });
}

/** The console's device cookie: which browsers logged in as whom before (login lockout, service.ts). */
export function consoleDeviceCookieName(isHttps: boolean): string {
  return isHttps ? "__Host-ops_device" : "ops_device";
}

export function setConsoleDeviceCookie(reply: FastifyReply, token: string, isHttps: boolean) {
  reply.setCookie(consoleDeviceCookieName(isHttps), token, {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: isHttps,
    maxAge: 180 * 24 * 3600,
  });
}

export function clearConsoleCookie(reply: FastifyReply, isHttps: boolean) {
  reply.clearCookie(consoleCookieName(isHttps), { path: "/", httpOnly: true, sameSite: "strict", secure: isHttps });
}

/** The operator of a guarded console call. */
export function currentOperator(request: FastifyRequest): RequestOperator {
  if (!request.operator) throw AppError.unauthorized();
  return request.operator;
}
