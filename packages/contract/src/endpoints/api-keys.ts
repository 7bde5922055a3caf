import type { ApiKey, ApiKeyCreateInput, ApiKeyList, ApiKeyRevokeRequest, CreatedApiKey } from "../api-keys.ts";
import { endpointGroup } from "../endpoint.ts";

const { get, post } = endpointGroup({ tag: "API keys", audience: "member" });

/**
 * A member's API keys. None of these calls has a scope: a key never manages keys, so a leaked
 * key cannot mint another one or outlive its revocation.
 */
export const apiKeysEndpoints = {
  listApiKeys: get<{ data: ApiKeyList }>(
    "/app-api/member/api-key/list",
    "The member's API keys, newest first, with last use; secrets are never shown again",
  ),
  createApiKey: post<{ body: ApiKeyCreateInput; data: CreatedApiKey }>(
    "/app-api/member/api-key/create",
    "Creates a named key with scopes, optional expiry and source addresses; answers its secret once",
  ),
  revokeApiKey: post<{ body: ApiKeyRevokeRequest; data: ApiKey }>(
    "/app-api/member/api-key/revoke",
    "Revokes a key; its next call is refused",
  ),
};
