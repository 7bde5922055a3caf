import { randomBytes, timingSafeEqual } from "node:crypto";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import {
  type ApiKey,
  type ApiKeyCreateInput,
  type ApiKeyList,
  type ApiKeyScope,
  apiKeyLimits,
  apiKeyScopes,
  apiKeySecretPattern,
  apiKeySecretPrefix,
  type CreatedApiKey,
  ResponseCode,
} from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { type AuthenticatedMember, KeyRateLimited } from "../../../http/authenticate.ts";
import type { Executor } from "../../../lib/executor.ts";
import type { RateLimiter } from "../../../lib/rate-limiter.ts";
import { sha256 } from "../../../lib/secrets.ts";
import type { ApiKeyRow, ApiKeysRepo } from "./repo.ts";

/** Writes of last use at most once a minute per key and address: a busy script is not a write per call. */
const touchIntervalMs = 60_000;

export function createApiKeysService(deps: { repo: ApiKeysRepo; rateLimiter: RateLimiter; callsPerMinute?: number }) {
  const { repo, rateLimiter } = deps;
  const callsPerMinute = deps.callsPerMinute ?? apiKeyLimits.callsPerMinute;

  return {
    async list(memberId: number): Promise<ApiKeyList> {
      const rows = await repo.listOfMember(memberId);
      return { list: rows.map(toApiKey), max: apiKeyLimits.maxKeys };
    },

    async create(memberId: number, input: ApiKeyCreateInput): Promise<CreatedApiKey> {
      const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt);
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw new AppError(ResponseCode.BadRequest, "apiKeys.expiryPast");
      }
      if ((await repo.countLive(memberId)) >= apiKeyLimits.maxKeys) {
        throw new AppError(ResponseCode.BadRequest, "apiKeys.tooMany", { max: apiKeyLimits.maxKeys });
      }
      const publicId = randomBytes(6).toString("hex");
      const secret = `${apiKeySecretPrefix}${publicId}_${randomBytes(24).toString("base64url")}`;
      const row = await repo.insert({
        memberId,
        name: input.name,
        publicId,
        secretHash: sha256(secret),
        scopes: input.scopes,
        allowedCidrs: input.allowedCidrs.map(canonicalSource),
        expiresAt,
      });
      return { key: toApiKey(row), secret };
    },

    async revoke(memberId: number, id: number): Promise<ApiKey> {
      const revoked = await repo.revoke(memberId, id);
      if (revoked) return toApiKey(revoked);
      // Revoking twice is harmless; someone else's key is as absent as a missing one.
      const existing = await repo.findOfMember(memberId, id);
      if (!existing) throw AppError.notFound();
      return toApiKey(existing);
    },

    /** Every key of the member revoked, inside the caller's transaction (closing the account). */
    revokeAllWithin: (tx: Executor, memberId: number) => repo.bind(tx).revokeAll(memberId),
    countLive: (memberId: number) => repo.countLive(memberId),

    /**
     * The member behind a key for a call of `scope` from `ip`: an unknown, revoked, expired or
     * wrong-address key is 401 with its own message, a missing scope 403, too many calls 429.
     */
    async authenticate(secret: string, call: { scope: ApiKeyScope; ip: string }): Promise<AuthenticatedMember> {
      const match = apiKeySecretPattern.exec(secret);
      const row = match?.[1] ? await repo.findByPublicId(match[1]) : undefined;
      if (!row || !sameHash(row.secretHash, sha256(secret))) {
        throw new AppError(ResponseCode.Unauthorized, "apiKeys.invalid");
      }
      if (row.revokedAt) throw new AppError(ResponseCode.Unauthorized, "apiKeys.revoked");
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
        throw new AppError(ResponseCode.Unauthorized, "apiKeys.expired");
      }
      if (!sourceAllowed(row.allowedCidrs, call.ip)) {
        throw new AppError(ResponseCode.Unauthorized, "apiKeys.ipNotAllowed", { ip: call.ip });
      }
      if (!row.scopes.includes(call.scope)) {
        throw new AppError(ResponseCode.Forbidden, "apiKeys.scopeMissing", { scope: call.scope });
      }
      const window = await rateLimiter.hit(`api-key:${row.id}`, callsPerMinute, 60);
      if (!window.allowed) throw new KeyRateLimited(window.retryAfterSeconds);
      if (!row.lastUsedAt || row.lastUsedIp !== call.ip || Date.now() - row.lastUsedAt.getTime() > touchIntervalMs) {
        await repo.touch(row.id, call.ip);
      }
      return { memberId: row.memberId, familyId: `api-key:${row.id}`, apiKeyId: row.id };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;

function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(computed, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** "203.0.113.7" → "203.0.113.7/32"; a CIDR keeps its prefix. */
function canonicalSource(source: string): string {
  if (source.includes("/")) return source.toLowerCase();
  return isIPv6(source) ? `${source.toLowerCase()}/128` : `${source}/32`;
}

function sourceAllowed(cidrs: readonly string[], ip: string): boolean {
  if (cidrs.length === 0) return true;
  // An IPv4 client seen through a dual-stack socket arrives as ::ffff:a.b.c.d.
  const address = ip.startsWith("::ffff:") && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const family = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null;
  if (!family) return false;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = "", prefix = ""] = cidr.split("/");
    const networkFamily = isIPv4(network) ? "ipv4" : "ipv6";
    list.addSubnet(network, Number(prefix), networkFamily);
  }
  return list.check(address, family);
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    hint: `${apiKeySecretPrefix}${row.publicId}_…`,
    scopes: row.scopes.filter((scope): scope is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(scope)),
    allowedCidrs: row.allowedCidrs,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
