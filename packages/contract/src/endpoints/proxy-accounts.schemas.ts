import { ResponseCode } from "../codes.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import {
  allowlistCreateRequestSchema,
  allowlistEntrySchema,
  allowlistSchema,
  extractionTokenSchema,
  proxyAccountCreateRequestSchema,
  proxyAccountListQuerySchema,
  proxyAccountPageSchema,
  proxyAccountSchema,
  proxyAccountUpdateRequestSchema,
  proxyCentreDeleteRequestSchema,
  proxyGatewaySchema,
} from "../proxy-centre.ts";
import { proxyLineTestRequestSchema, proxyLineTestResultSchema } from "../proxy-refusals.ts";
import { denyDomainCreateRequestSchema, denyDomainEntrySchema, memberDenyListSchema } from "../target-deny.ts";
import { z } from "../zod.ts";
import { proxyAccountsEndpoints as e } from "./proxy-accounts.ts";

export const proxyAccountsCalls = describeEndpoints(e, {
  listAccounts: { query: proxyAccountListQuerySchema, response: proxyAccountPageSchema },
  createAccount: { body: proxyAccountCreateRequestSchema, response: proxyAccountSchema },
  updateAccount: {
    body: proxyAccountUpdateRequestSchema,
    response: proxyAccountSchema,
    errors: [ResponseCode.NotFound],
  },
  deleteAccount: { body: proxyCentreDeleteRequestSchema, response: z.boolean(), errors: [ResponseCode.NotFound] },
  listAllowlist: { response: allowlistSchema },
  addAllowlistEntry: { body: allowlistCreateRequestSchema, response: allowlistEntrySchema },
  deleteAllowlistEntry: {
    body: proxyCentreDeleteRequestSchema,
    response: z.boolean(),
    errors: [ResponseCode.NotFound],
  },
  listDenyList: { response: memberDenyListSchema },
  addDenyDomain: { body: denyDomainCreateRequestSchema, response: denyDomainEntrySchema },
  deleteDenyDomain: { body: proxyCentreDeleteRequestSchema, response: z.boolean(), errors: [ResponseCode.NotFound] },
  getProxyGateway: { response: proxyGatewaySchema },
  testProxyLine: { body: proxyLineTestRequestSchema, response: proxyLineTestResultSchema },
  getExtractionToken: { response: extractionTokenSchema },
  rotateExtractionToken: { response: extractionTokenSchema },
});
