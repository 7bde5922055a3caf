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

/** A preHandler for calls that need a login: no live session answers code 401. */
export function requireMember(authenticate: Authenticator) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
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
