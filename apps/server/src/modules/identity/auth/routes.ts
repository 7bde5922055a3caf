import { authCalls, memberSecurityCalls, type TokenPair } from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { currentMember, refuseCrossSite } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { SiteService } from "../../storefront/site/service.ts";
import type { AuthService } from "./service.ts";
import type { RequestMeta } from "./service-context.ts";
import { clearSessionCookies, type SessionCookies, setSessionCookies, wantsCookieSession } from "./session-cookies.ts";

/**
 * Accounts and sessions (SPEC §6, §7 User). The limits live in the service: codes per IP and
 * target, login attempts before the captcha and the slowdown after them. Member calls use the
 * same session guard as every module (`app.memberGuards.loggedIn`, built from auth.authenticate).
 *
 * Every call that starts a session also sets the HttpOnly session cookies. API clients read the
 * tokens from the answer as before; the web app sends `X-Session: cookie` and gets the answer with
 * empty tokens, and a refresh through the cookie never answers tokens, so no page script ever
 * holds one.
 */
export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; site: SiteService; cookies: SessionCookies; sessionMaxAgeSeconds: number },
) {
  const { auth, cookies } = opts;
  app.decorateRequest("member", null);

  const metaOf = async (request: FastifyRequest): Promise<RequestMeta> => ({
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    locale: request.locale,
    substationId: (await opts.site.getSubstation(request.hostname, request.locale)).id,
  });

  const startSession = (request: FastifyRequest, reply: FastifyReply, tokens: TokenPair, viaCookie = false) => {
    setSessionCookies(reply, cookies, tokens, opts.sessionMaxAgeSeconds);
    if (viaCookie || wantsCookieSession(request)) return { ...tokens, accessToken: "", refreshToken: "" };
    return tokens;
  };

  serveEndpoint(app, authCalls.sendCode, async ({ body }, request) => {
    await auth.sendCode(body, await metaOf(request));
    return true as const;
  });
  serveEndpoint(app, authCalls.register, async ({ body }, request, reply) =>
    startSession(request, reply, await auth.register(body, await metaOf(request))),
  );
  serveEndpoint(app, authCalls.login, async ({ body }, request, reply) => {
    const answer = await auth.login(body, await metaOf(request));
    return "secondFactorRequired" in answer ? answer : startSession(request, reply, answer);
  });
  serveEndpoint(app, authCalls.loginSecondFactor, async ({ body }, request, reply) =>
    startSession(request, reply, await auth.loginSecondFactor(body, await metaOf(request))),
  );
  serveEndpoint(app, authCalls.refreshToken, async ({ body }, request, reply) => {
    const fromCookie = body.refreshToken ? undefined : request.cookies?.[cookies.refresh];
    const refreshToken = body.refreshToken ?? fromCookie;
    if (!refreshToken || refreshToken.length > 200) throw AppError.unauthorized();
    if (fromCookie) refuseCrossSite(request);
    try {
      return startSession(request, reply, await auth.refresh(refreshToken, await metaOf(request)), Boolean(fromCookie));
    } catch (error) {
      if (fromCookie) clearSessionCookies(reply, cookies);
      throw error;
    }
  });
  serveEndpoint(app, authCalls.resetPassword, async ({ body }) => {
    await auth.resetPassword(body);
    return true as const;
  });
  serveEndpoint(app, authCalls.logout, async (_input, request, reply) => {
    await auth.logout(currentMember(request).familyId);
    clearSessionCookies(reply, cookies);
    return true as const;
  });
  serveEndpoint(app, authCalls.getMemberUser, (_input, request) => auth.getMemberUser(currentMember(request).memberId));
  serveEndpoint(app, authCalls.changePassword, async ({ body }, request, reply) => {
    const { sessionsEnded } = await auth.changePassword(currentMember(request).memberId, body);
    // Every session ended, this one too: its cookies go with it, so the next page asks for a login.
    if (sessionsEnded) clearSessionCookies(reply, cookies);
    return true as const;
  });

  serveEndpoint(app, memberSecurityCalls.listSessions, async (_input, request) => {
    const { memberId, familyId } = currentMember(request);
    return auth.listSessions(memberId, familyId);
  });
  serveEndpoint(app, memberSecurityCalls.revokeSession, async ({ body }, request) => {
    await auth.revokeSession(currentMember(request).memberId, body.sessionId);
    return true as const;
  });
  serveEndpoint(app, memberSecurityCalls.revokeOtherSessions, async (_input, request) => {
    const { memberId, familyId } = currentMember(request);
    await auth.revokeOtherSessions(memberId, familyId);
    return true as const;
  });
  serveEndpoint(app, memberSecurityCalls.loginHistory, (_input, request) =>
    auth.loginHistory(currentMember(request).memberId),
  );
  serveEndpoint(app, memberSecurityCalls.twoFactorStatus, (_input, request) =>
    auth.twoFactorStatus(currentMember(request).memberId),
  );
  serveEndpoint(app, memberSecurityCalls.twoFactorSetup, ({ body }, request) =>
    auth.twoFactorSetup(currentMember(request).memberId, body),
  );
  serveEndpoint(app, memberSecurityCalls.twoFactorEnable, async ({ body }, request) =>
    auth.twoFactorEnable(
      currentMember(request).memberId,
      { code: body.code, endOtherAccess: body.endOtherAccess, keepFamilyId: currentMember(request).familyId },
      await metaOf(request),
    ),
  );
  serveEndpoint(app, memberSecurityCalls.twoFactorDisable, async ({ body }, request) => {
    await auth.twoFactorDisable(currentMember(request).memberId, body, await metaOf(request));
    return true as const;
  });
}
