import { type ApiKeyScope, looksLikeApiKey, ResponseCode } from "@shop/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

export interface AuthenticatedMember {
  memberId: number;
  /** The session family, revoked as a whole at logout. */
  familyId: string;
  /** Set when the caller is a script with an API key rather than a browser session. */
  apiKeyId?: number;
}

declare module "fastify" {
  interface FastifyRequest {
    member: AuthenticatedMember | null;
  }
}

export type Authenticator = (accessToken: string) => Promise<AuthenticatedMember | null>;

/** The bearer token of SPEC §6, if the request carries one. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Whether a cookie-carried request may change something: browsers send Sec-Fetch-Site (or at
 * least Origin on a POST) with every cross-site request, so a form or fetch from another site is
 * told apart from the shop's own pages. A request with neither header did not come from a
 * browser page (a browser without Fetch Metadata still sends Origin on POST). `same-site` alone
 * is not enough: a sibling subdomain is same-site, so its Origin must be the shop's own.
 */
function isSameSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "same-origin" || fetchSite === "none") return true;
  // "same-site" is any sibling subdomain (another tenant's site, a partner's host): only the
  // shop's own origin passes, so it must name itself in Origin.
  if (typeof fetchSite === "string" && fetchSite !== "same-site") return false;
  const origin = request.headers.origin;
  if (typeof origin !== "string") return fetchSite === undefined;
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

/** What lib/secrets.ts randomToken() makes for a session's access token. */
const sessionTokenShape = /^[A-Za-z0-9_-]{43}$/;

/** Checks an API key for a call of one scope from one address (modules/identity/api-keys). */
export type ApiKeyAuthenticator = (
  secret: string,
  call: { scope: ApiKeyScope; ip: string },
) => Promise<AuthenticatedMember>;

/** A key's calls in this window are used up; the answer says when to try again. */
export class KeyRateLimited extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(ResponseCode.TooManyRequests, "apiKeys.rateLimited", { seconds: retryAfterSeconds });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A preHandler for calls that need a login: no live session answers code 401. The session token
 * comes from the Authorization header (API clients) or, for the web app, from the HttpOnly session
 * cookie named `sessionCookie`; only the cookie is ambient, so only it gets the cross-site check.
 * An API key (`Authorization: Bearer psk_live_…`) is told apart before any session lookup: it
 * reaches only a call that declares a scope (`keys`), and elsewhere is refused with its own message.
 */
export function requireMember(
  authenticate: Authenticator,
  sessionCookie?: string,
  keys?: { authenticate: ApiKeyAuthenticator; scope: ApiKeyScope },
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const bearer = bearerToken(request);
    if (bearer && looksLikeApiKey(bearer)) {
      if (!keys) throw new AppError(ResponseCode.Forbidden, "apiKeys.notForKeys");
      try {
        request.member = await keys.authenticate(bearer, { scope: keys.scope, ip: request.ip });
      } catch (error) {
        if (error instanceof KeyRateLimited) reply.header("retry-after", String(error.retryAfterSeconds));
        throw error;
      }
      return;
    }
    const cookie = !bearer && sessionCookie ? request.cookies?.[sessionCookie] : undefined;
    const token = bearer ?? (cookie && cookie.length <= 200 ? cookie : null);
    if (!bearer && token) refuseCrossSite(request);
    const member = token ? await authenticate(token) : null;
    // A bearer that is not even shaped like a session token (32 random bytes, base64url) never was a
    // login: most often an API key pasted without its prefix. "Login expired" would mislead its caller.
    if (!member && bearer && !sessionTokenShape.test(bearer)) {
      throw new AppError(ResponseCode.Unauthorized, "errors.bearerInvalid");
    }
    if (!member) throw AppError.unauthorized();
    request.member = member;
  };
}

/** The logged-in member of a route guarded by requireMember. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw AppError.unauthorized();
  return request.member;
}
