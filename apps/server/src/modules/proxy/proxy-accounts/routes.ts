import { type Locale, proxyAccountsCalls, ResponseCode, translateMessage } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { ValidationError } from "../../../http/validation.ts";
import type { TargetDenyService } from "../target-deny/service.ts";
import type { ProxyGatewayConfig } from "./config.ts";
import type { ExtractionService } from "./extraction.ts";
import type { LineTester } from "./line-test.ts";
import type { ProxyAccountsService } from "./service.ts";

type Action = "add" | "edit" | "delete";

/**
 * A refusal in SPEC §8's "Add failed" / "Edit failed" / "Delete failed"
 * followed by the reason ("Add failed: username is already taken"), keeping
 * the code. Login and certification refusals and server faults pass through unchanged.
 */
function asActionRefusal(action: Action, locale: Locale, error: unknown): unknown {
  let reason: string | null = null;
  if (error instanceof ValidationError) reason = error.describe(locale);
  else if (
    error instanceof AppError &&
    error.code !== ResponseCode.Unauthorized &&
    error.code !== ResponseCode.NotAuthenticated &&
    error.code !== ResponseCode.ServerError
  ) {
    reason = translateMessage(locale, error.messageKey, error.params);
  }
  if (reason === null || !(error instanceof AppError)) return error;
  return new AppError(error.code, `proxyCentre.${action}Failed`, { reason });
}

/** Sub-accounts, allowlist and the extraction URL: certified members only, their own records only. */
export async function proxyAccountRoutes(
  app: FastifyInstance,
  opts: {
    proxyAccounts: ProxyAccountsService;
    extraction: ExtractionService;
    lineTester: LineTester;
    /** The member's target deny list (served here: same audience and "Add failed" wording). */
    targetDeny: TargetDenyService;
    /** The origin visitors of this host use (http/request-origin.ts), for the extraction URL. */
    originOf(request: FastifyRequest): Promise<string>;
    gatewayFor(host: string): Promise<ProxyGatewayConfig>;
  },
) {
  const { proxyAccounts, extraction } = opts;
  const calls = proxyAccountsCalls;
  const memberOf = (request: FastifyRequest) => currentMember(request).memberId;
  const { originOf } = opts;

  // Passwords and secret URLs: no cache keeps an answer.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  // The change calls' refusals, their body's included: serveEndpoint parses the body before the
  // handler runs, so the wording is added here, in this plugin's error handler; what it throws
  // goes on to the app's handler, which writes the envelope.
  const actionOf = new Map<string, Action>([
    [calls.createAccount.endpoint.path, "add"],
    [calls.updateAccount.endpoint.path, "edit"],
    [calls.deleteAccount.endpoint.path, "delete"],
    [calls.addAllowlistEntry.endpoint.path, "add"],
    [calls.deleteAllowlistEntry.endpoint.path, "delete"],
    [calls.addDenyDomain.endpoint.path, "add"],
    [calls.deleteDenyDomain.endpoint.path, "delete"],
  ]);
  app.setErrorHandler(async (error, request) => {
    const action = actionOf.get(request.routeOptions.url ?? "");
    throw action ? asActionRefusal(action, request.locale, error) : error;
  });

  serveEndpoint(app, calls.listAccounts, ({ query }, request) => proxyAccounts.listAccounts(memberOf(request), query));
  serveEndpoint(app, calls.createAccount, ({ body }, request) => proxyAccounts.createAccount(memberOf(request), body));
  serveEndpoint(app, calls.updateAccount, ({ body }, request) => proxyAccounts.updateAccount(memberOf(request), body));
  serveEndpoint(app, calls.deleteAccount, async ({ body }, request) => {
    await proxyAccounts.deleteAccount(memberOf(request), body.id);
    return true;
  });

  serveEndpoint(app, calls.listAllowlist, (_input, request) => proxyAccounts.listAllowlist(memberOf(request)));
  serveEndpoint(app, calls.addAllowlistEntry, ({ body }, request) =>
    proxyAccounts.addAllowlistEntry(memberOf(request), body),
  );
  serveEndpoint(app, calls.deleteAllowlistEntry, async ({ body }, request) => {
    await proxyAccounts.deleteAllowlistEntry(memberOf(request), body.id);
    return true;
  });

  const { targetDeny } = opts;
  serveEndpoint(app, calls.listDenyList, (_input, request) => targetDeny.listOfMember(memberOf(request)));
  serveEndpoint(app, calls.addDenyDomain, ({ body }, request) => targetDeny.addForMember(memberOf(request), body));
  serveEndpoint(app, calls.deleteDenyDomain, async ({ body }, request) => {
    await targetDeny.deleteForMember(memberOf(request), body.id);
    return true;
  });

  /** Where generated proxy lines point, and the most lines one request may make (a login is enough). */
  serveEndpoint(app, calls.getProxyGateway, async (_input, request) => {
    const gateway = await opts.gatewayFor(request.host);
    return {
      host: gateway.host,
      httpPort: gateway.httpPort,
      socks5Port: gateway.socks5Port,
      maxCount: gateway.maxExtractCount,
    };
  });

  /** "Test this line": the member's own line through the gateway this host's lines point at. */
  serveEndpoint(app, calls.testProxyLine, async ({ body }, request) =>
    opts.lineTester.test(memberOf(request), await opts.gatewayFor(request.host), body),
  );

  serveEndpoint(app, calls.getExtractionToken, async (_input, request) =>
    extraction.getToken(memberOf(request), await originOf(request)),
  );
  serveEndpoint(app, calls.rotateExtractionToken, async (_input, request) =>
    extraction.rotateToken(memberOf(request), await originOf(request)),
  );
}
