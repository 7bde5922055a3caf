import {
  apiKeyCreateRequestSchema,
  apiKeyListSchema,
  apiKeyRevokeRequestSchema,
  apiKeySchema,
  createdApiKeySchema,
} from "../api-keys.ts";
import { ResponseCode } from "../codes.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { apiKeysEndpoints as e } from "./api-keys.ts";

export const apiKeysCalls = {
  listApiKeys: describeEndpoint(e.listApiKeys, { response: apiKeyListSchema }),
  createApiKey: describeEndpoint(e.createApiKey, { body: apiKeyCreateRequestSchema, response: createdApiKeySchema }),
  revokeApiKey: describeEndpoint(e.revokeApiKey, {
    body: apiKeyRevokeRequestSchema,
    response: apiKeySchema,
    errors: [ResponseCode.NotFound],
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
