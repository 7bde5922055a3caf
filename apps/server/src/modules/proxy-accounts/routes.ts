import {
  allowlistCreateRequestSchema,
  type Locale,
  ok,
  proxyAccountCreateRequestSchema,
  proxyAccountListQuerySchema,
  proxyAccountUpdateRequestSchema,
  proxyCentreDeleteRequestSchema,
  ResponseCode,
  translateMessage,
} from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { currentMember } from "../../http/authenticate.ts";
import { parseInput, ValidationError } from "../../http/validation.ts";
import type { ProxyGatewayConfig } from "./config.ts";
import type { ExtractionService } from "./extraction.ts";
import type { ProxyAccountsService } from "./service.ts";

type Action = "add" | "edit" | "delete";

/**
 * Wraps a refusal in SPEC §8's "Add failed" / "Edit failed" / "Delete failed"
 * followed by the reason ("Add failed: username is already taken"), keeping
 * the code. Login and certification refusals pass through unchanged.
 */
async function asAction<T>(action: Action, locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
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
    if (reason === null || !(error instanceof AppError)) throw error;
    throw new AppError(error.code, `proxyCentre.${action}Failed`, { reason });
  }
}

/** Sub-accounts, allowlist and the extraction URL (issue 7): certified members only, their own records only. */
export async function proxyAccountRoutes(
  app: FastifyInstance,
  opts: {
    proxyAccounts: ProxyAccountsService;
    extraction: ExtractionService;
    publicUrl: string | null;
    gatewayFor(host: string): Promise<ProxyGatewayConfig>;
  },
) {
  const { proxyAccounts, extraction } = opts;
  const guard = { preHandler: app.memberGuards.certified };
  const originOf = (request: FastifyRequest) => opts.publicUrl ?? `${request.protocol}://${request.host}`;

  // Passwords and secret URLs: no cache keeps an answer.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get("/app-api/ip/proxy-account/list", guard, async (request) => {
    const query = parseInput(proxyAccountListQuerySchema, request.query);
    return ok(await proxyAccounts.listAccounts(currentMember(request).memberId, query));
  });

  app.post("/app-api/ip/proxy-account/create", guard, async (request) =>
    asAction("add", request.locale, async () => {
      const input = parseInput(proxyAccountCreateRequestSchema, request.body);
      return ok(await proxyAccounts.createAccount(currentMember(request).memberId, input));
    }),
  );

  app.post("/app-api/ip/proxy-account/update", guard, async (request) =>
    asAction("edit", request.locale, async () => {
      const input = parseInput(proxyAccountUpdateRequestSchema, request.body);
      return ok(await proxyAccounts.updateAccount(currentMember(request).memberId, input));
    }),
  );

  app.post("/app-api/ip/proxy-account/delete", guard, async (request) =>
    asAction("delete", request.locale, async () => {
      const { id } = parseInput(proxyCentreDeleteRequestSchema, request.body);
      await proxyAccounts.deleteAccount(currentMember(request).memberId, id);
      return ok(true);
    }),
  );

  app.get("/app-api/ip/whitelist/list", guard, async (request) => {
    return ok(await proxyAccounts.listAllowlist(currentMember(request).memberId));
  });

  app.post("/app-api/ip/whitelist/create", guard, async (request) =>
    asAction("add", request.locale, async () => {
      const input = parseInput(allowlistCreateRequestSchema, request.body);
      return ok(await proxyAccounts.addAllowlistEntry(currentMember(request).memberId, input));
    }),
  );

  app.post("/app-api/ip/whitelist/delete", guard, async (request) =>
    asAction("delete", request.locale, async () => {
      const { id } = parseInput(proxyCentreDeleteRequestSchema, request.body);
      await proxyAccounts.deleteAllowlistEntry(currentMember(request).memberId, id);
      return ok(true);
    }),
  );

  /** Where generated proxy lines point, and the most lines one request may make. */
  app.get("/app-api/ip/proxy-gateway/get", { preHandler: app.memberGuards.loggedIn }, async (request) => {
    const gateway = await opts.gatewayFor(request.host);
    return ok({
      host: gateway.host,
      httpPort: gateway.httpPort,
      socks5Port: gateway.socks5Port,
      maxCount: gateway.maxExtractCount,
    });
  });

  app.get("/app-api/ip/extract-token/get", guard, async (request) => {
    return ok(await extraction.getToken(currentMember(request).memberId, originOf(request)));
  });

  app.post("/app-api/ip/extract-token/rotate", guard, async (request) => {
    return ok(await extraction.rotateToken(currentMember(request).memberId, originOf(request)));
  });
}
