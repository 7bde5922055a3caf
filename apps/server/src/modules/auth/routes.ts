import { authCalls } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { currentMember } from "../../http/authenticate.ts";
import { serveEndpoint } from "../../http/serve-endpoint.ts";
import type { SiteService } from "../site/service.ts";
import type { AuthService, RequestMeta } from "./service.ts";

/**
 * Accounts and sessions (SPEC §6, §7 User). The limits live in the service: codes per IP and
 * target, login attempts before the captcha and the slowdown after them. Member calls use the
 * same session guard as every module (`app.memberGuards.loggedIn`, built from auth.authenticate).
 */
export async function authRoutes(app: FastifyInstance, opts: { auth: AuthService; site: SiteService }) {
  const { auth } = opts;
  app.decorateRequest("member", null);

  const metaOf = async (request: FastifyRequest): Promise<RequestMeta> => ({
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    locale: request.locale,
    substationId: (await opts.site.getSubstation(request.hostname, request.locale)).id,
  });

  serveEndpoint(app, authCalls.sendCode, async ({ body }, request) => {
    await auth.sendCode(body, await metaOf(request));
    return true as const;
  });
  serveEndpoint(app, authCalls.register, async ({ body }, request) => auth.register(body, await metaOf(request)));
  serveEndpoint(app, authCalls.login, async ({ body }, request) => auth.login(body, await metaOf(request)));
  serveEndpoint(app, authCalls.refreshToken, async ({ body }, request) =>
    auth.refresh(body.refreshToken, await metaOf(request)),
  );
  serveEndpoint(app, authCalls.resetPassword, async ({ body }) => {
    await auth.resetPassword(body);
    return true as const;
  });
  serveEndpoint(app, authCalls.logout, async (_input, request) => {
    await auth.logout(currentMember(request).familyId);
    return true as const;
  });
  serveEndpoint(app, authCalls.getMemberUser, (_input, request) => auth.getMemberUser(currentMember(request).memberId));
  serveEndpoint(app, authCalls.changePassword, async ({ body }, request) => {
    await auth.changePassword(currentMember(request).memberId, body);
    return true as const;
  });
}
