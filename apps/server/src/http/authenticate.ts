import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

export interface AuthenticatedMember {
  memberId: number;
  /** The session family, revoked as a whole at logout. */
  familyId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    member: AuthenticatedMember | null;
  }
}

export type Authenticator = (accessToken: string) => Promise<AuthenticatedMember | null>;

/** The bearer token of SPEC §6, if the request carries one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Whether a cookie-carried request may change something: browsers send Sec-Fetch-Site (or at
 * least Origin on a POST) with every cross-site request, so a form or fetch from another site is
 * told apart from the shop's own pages. A request with neither header did not come from a
 * browser page (a browser without Fetch Metadata still sends Origin on POST).
 */
export function isSameSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string")
    return fetchSite === "same-origin" || fetchSite === "same-site" || fetchSite === "none";
  const origin = request.headers.origin;
  if (typeof origin !== "string") return true;
  if (origin === "null") return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Refuses a state-changing call carried by a session cookie from another site (code 403, nothing changes). */
export function refuseCrossSite(request: FastifyRequest): void {
  if (!safeMethods.has(request.method) && !isSameSiteRequest(request)) {
    throw new AppError(403, "auth.crossSiteRefused");
  }
}

/**
 * A preHandler for calls that need a login: no live session answers code 401. The token comes
 * from the Authorization header (API clients) or, for the web app, from the HttpOnly session
 * cookie named `sessionCookie`; only the cookie is ambient, so only it gets the cross-site check.
 */
export function requireMember(authenticate: Authenticator, sessionCookie?: string) {
  return async (request: FastifyRequest) => {
    const bearer = bearerToken(request);
    const cookie = !bearer && sessionCookie ? request.cookies?.[sessionCookie] : undefined;
    const token = bearer ?? (cookie && cookie.length <= 200 ? cookie : null);
    if (!bearer && token) refuseCrossSite(request);
    const member = token ? await authenticate(token) : null;
    if (!member) throw AppError.unauthorized();
    request.member = member;
  };
}

/** The logged-in member of a route guarded by requireMember. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw AppError.unauthorized();
  return request.member;
}
