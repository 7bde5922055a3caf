import { type ApiKeyScope, apiKeyScopes } from "./endpoint.ts";
import { requiredText } from "./fields.ts";
import { z } from "./zod.ts";

export const apiKeyLimits = {
  nameMaxLength: 60,
  /** Live keys a member may hold at once. */
  maxKeys: 20,
  maxAllowedCidrs: 20,
  /** Calls a key may make in one window (per key, every call counts). */
  callsPerMinute: 120,
} as const;

/** The secret's shape: `psk_live_` + a 12-character public id + `_` + 32 random characters. */
export const apiKeySecretPrefix = "psk_live_";
export const apiKeySecretPattern = /^psk_live_([0-9a-f]{12})_([A-Za-z0-9_-]{32})$/;

/** Whether a bearer token is an API key rather than a session's access token. */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(apiKeySecretPrefix);
}

export const apiKeyScopeSchema = z.enum(apiKeyScopes, { error: "apiKeys.scopeUnknown" });

/** An IPv4 or IPv6 address or CIDR block; a single address stands for itself. */
const sourceSchema = z
  .string({ error: "apiKeys.cidrInvalid" })
  .trim()
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: "apiKeys.cidrInvalid" }));

export const apiKeyCreateRequestSchema = z.object({
  name: requiredText("apiKeys.nameRequired").max(apiKeyLimits.nameMaxLength, { error: "apiKeys.nameTooLong" }),
  scopes: z
    .array(apiKeyScopeSchema, { error: "apiKeys.scopesRequired" })
    .min(1, { error: "apiKeys.scopesRequired" })
    .transform((scopes) => [...new Set(scopes)]),
  /** ISO timestamp; absent or null for a key that does not expire. */
  expiresAt: z.iso
    .datetime({ offset: true, error: "apiKeys.expiryInvalid" })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  allowedCidrs: z
    .array(sourceSchema, { error: "apiKeys.cidrInvalid" })
    .max(apiKeyLimits.maxAllowedCidrs, { error: "apiKeys.tooManyCidrs" })
    .optional()
    .transform((value) => value ?? []),
});
export interface ApiKeyCreateInput {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
  allowedCidrs: string[];
}

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The public part of the secret (`psk_live_ab12cd34ef56_…`), to tell keys apart. */
  hint: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  allowedCidrs: z.array(z.string()),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ list: z.array(apiKeySchema), max: z.number().int() });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer of creating a key: the only time its secret is ever shown. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyRevokeRequestSchema = z.object({
  id: z.coerce.number({ error: "validation.required" }).int().positive(),
});
export type ApiKeyRevokeRequest = z.infer<typeof apiKeyRevokeRequestSchema>;
