import {
  apiKeyCreateRequestSchema,
  apiKeyListSchema,
  apiKeyRevokeRequestSchema,
  apiKeySchema,
  createdApiKeySchema,
} from "../api-keys.ts";
import { ResponseCode } from "../codes.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { apiKeysEndpoints as e } from "./api-keys.ts";

export const apiKeysCalls = describeEndpoints(e, {
  listApiKeys: { response: apiKeyListSchema },
  createApiKey: { body: apiKeyCreateRequestSchema, response: createdApiKeySchema },
  revokeApiKey: { body: apiKeyRevokeRequestSchema, response: apiKeySchema, errors: [ResponseCode.NotFound] },
});
