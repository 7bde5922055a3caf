import type { ApiKey, ApiKeyCreateInput, ApiKeyList, ApiKeyRevokeRequest, CreatedApiKey } from "../api-keys.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "API keys";

/**
 * A member's API keys. None of these calls has a scope: a key never manages keys, so a leaked
 * key cannot mint another one or outlive its revocation.
 */
export const apiKeysEndpoints = {
  listApiKeys: defineEndpoint<{ data: ApiKeyList }>({
    method: "GET",
    path: "/app-api/member/api-key/list",
    audience: "member",
    tag,
    summary: "The member's API keys, newest first, with last use; secrets are never shown again",
  }),
  createApiKey: defineEndpoint<{ body: ApiKeyCreateInput; data: CreatedApiKey }>({
    method: "POST",
    path: "/app-api/member/api-key/create",
    audience: "member",
    tag,
    summary: "Creates a named key with scopes, optional expiry and source addresses; answers its secret once",
  }),
  revokeApiKey: defineEndpoint<{ body: ApiKeyRevokeRequest; data: ApiKey }>({
    method: "POST",
    path: "/app-api/member/api-key/revoke",
    audience: "member",
    tag,
    summary: "Revokes a key; its next call is refused",
  }),
};
