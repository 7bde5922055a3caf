import { type ApiKeyScope, ResponseCode } from "@shop/contract";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "./app-error.ts";
import { type ApiKeyAuthenticator, type Authenticator, currentMember, requireMember } from "./authenticate.ts";

/** Whatever can tell a certified member (the auth module's MemberCertification). */
export interface CertificationCheck {
  isCertified(memberId: number): Promise<boolean>;
}

/**
 * A preHandler for using proxies (generating credentials, sub-accounts,
 * exchanging static IPs): a member whose certification is not 3 Success gets
 * code 1006000000 and a translated "complete real-name verification first"
 * (SPEC §4). Runs after requireMember. Buying never uses it (SPEC §4).
 */
function requireCertified(certification: CertificationCheck) {
  return async (request: FastifyRequest) => {
    const { memberId } = currentMember(request);
    if (!(await certification.isCertified(memberId))) {
      throw new AppError(ResponseCode.NotAuthenticated, "errors.notAuthenticated");
    }
  };
}

/** The guards routes of any module can put in front of a handler: `{ preHandler: app.memberGuards.certified }`. */
export interface MemberGuards {
  /** A live session (code 401 otherwise). */
  loggedIn: preHandlerAsyncHookHandler;
  /** A live session of a certified member (401, then 1006000000). */
  certified: preHandlerAsyncHookHandler[];
  /** The same two, also letting in an API key that holds `scope`. */
  withScope(scope: ApiKeyScope): { loggedIn: preHandlerAsyncHookHandler; certified: preHandlerAsyncHookHandler[] };
}

/** The guards of every audience, from the session check, the API key check and the certification check. */
export function createMemberGuards(deps: {
  authenticate: Authenticator;
  apiKeys: ApiKeyAuthenticator;
  certification: CertificationCheck;
  /** The HttpOnly cookie the web app's session travels in. */
  accessCookie: string;
}): MemberGuards {
  const certified = requireCertified(deps.certification);
  const loggedIn = requireMember(deps.authenticate, deps.accessCookie);
  const scoped = new Map<ApiKeyScope, ReturnType<MemberGuards["withScope"]>>();
  return {
    loggedIn,
    certified: [loggedIn, certified],
    withScope(scope) {
      let guards = scoped.get(scope);
      if (!guards) {
        const byKeyOrSession = requireMember(deps.authenticate, deps.accessCookie, {
          authenticate: deps.apiKeys,
          scope,
        });
        guards = { loggedIn: byKeyOrSession, certified: [byKeyOrSession, certified] };
        scoped.set(scope, guards);
      }
      return guards;
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    memberGuards: MemberGuards;
  }
}

/** The audience guards as one named decoration, registered before any module's routes. */
export const memberGuardsPlugin = fp(
  async (app: FastifyInstance, opts: Parameters<typeof createMemberGuards>[0]) => {
    app.decorate("memberGuards", createMemberGuards(opts));
  },
  { name: "member-guards" },
);
