import { ResponseCode } from "../codes.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
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
import { z } from "../zod.ts";
import { proxyAccountsEndpoints as e } from "./proxy-accounts.ts";

export const proxyAccountsCalls = {
  listAccounts: describeEndpoint(e.listAccounts, {
    query: proxyAccountListQuerySchema,
    response: proxyAccountPageSchema,
  }),
  createAccount: describeEndpoint(e.createAccount, {
    body: proxyAccountCreateRequestSchema,
    response: proxyAccountSchema,
  }),
  updateAccount: describeEndpoint(e.updateAccount, {
    body: proxyAccountUpdateRequestSchema,
    response: proxyAccountSchema,
    errors: [ResponseCode.NotFound],
  }),
  deleteAccount: describeEndpoint(e.deleteAccount, {
    body: proxyCentreDeleteRequestSchema,
    response: z.boolean(),
    errors: [ResponseCode.NotFound],
  }),
  listAllowlist: describeEndpoint(e.listAllowlist, { response: allowlistSchema }),
  addAllowlistEntry: describeEndpoint(e.addAllowlistEntry, {
    body: allowlistCreateRequestSchema,
    response: allowlistEntrySchema,
  }),
  deleteAllowlistEntry: describeEndpoint(e.deleteAllowlistEntry, {
    body: proxyCentreDeleteRequestSchema,
    response: z.boolean(),
    errors: [ResponseCode.NotFound],
  }),
  getProxyGateway: describeEndpoint(e.getProxyGateway, { response: proxyGatewaySchema }),
  getExtractionToken: describeEndpoint(e.getExtractionToken, { response: extractionTokenSchema }),
  rotateExtractionToken: describeEndpoint(e.rotateExtractionToken, { response: extractionTokenSchema }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
