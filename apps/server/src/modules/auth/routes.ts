import {
  changePasswordRequestSchema,
  loginRequestSchema,
  ok,
  refreshTokenRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sendCodeRequestSchema,
} from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { currentMember, requireMember } from "../../http/authenticate.ts";
import { parseInput } from "../../http/validation.ts";
import type { SiteService } from "../site/service.ts";
import type { AuthService, RequestMeta } from "./service.ts";

export async function authRoutes(app: FastifyInstance, opts: { auth: AuthService; site: SiteService }) {
  const { auth } = opts;
  const guard = { preHandler: requireMember(auth.authenticate) };
  app.decorateRequest("member", null);

  const metaOf = async (request: FastifyRequest): Promise<RequestMeta> => ({
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    locale: request.locale,
    substationId: (await opts.site.getSubstation(request.hostname, request.locale)).id,
  });

  app.post("/app-api/member/auth/send-sms-code", async (request) => {
    await auth.sendCode(parseInput(sendCodeRequestSchema, request.body), await metaOf(request));
    return ok(true);
  });

  app.post("/app-api/member/auth/register", async (request) => {
    return ok(await auth.register(parseInput(registerRequestSchema, request.body), await metaOf(request)));
  });

  app.post("/app-api/member/auth/login", async (request) => {
    return ok(await auth.login(parseInput(loginRequestSchema, request.body), await metaOf(request)));
  });

  app.post("/app-api/member/auth/refresh-token", async (request) => {
    const { refreshToken } = parseInput(refreshTokenRequestSchema, request.body);
    return ok(await auth.refresh(refreshToken, await metaOf(request)));
  });

  app.post("/app-api/member/auth/reset-password", async (request) => {
    await auth.resetPassword(parseInput(resetPasswordRequestSchema, request.body));
    return ok(true);
  });

  app.post("/app-api/member/auth/logout", guard, async (request) => {
    await auth.logout(currentMember(request).familyId);
    return ok(true);
  });

  app.get("/app-api/ip/member-user/get", guard, async (request) => {
    return ok(await auth.getMemberUser(currentMember(request).memberId));
  });

  app.post("/app-api/member/user/update-password", guard, async (request) => {
    await auth.changePassword(currentMember(request).memberId, parseInput(changePasswordRequestSchema, request.body));
    return ok(true);
  });
}
