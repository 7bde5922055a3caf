import { ResponseCode } from "../codes.ts";
import { consoleIdParamsSchema } from "../console-catalogue.ts";
import {
  consoleRedirectListSchema,
  consoleRedirectSchema,
  consoleSubstationListSchema,
  consoleSubstationSchema,
  redirectCreateSchema,
  redirectSetEnabledSchema,
  substationCreateSchema,
  substationUpdateSchema,
} from "../console-sites.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { consoleSitesEndpoints as e } from "./console-sites.ts";

export const consoleSitesCalls = {
  listSubstations: describeEndpoint(e.listSubstations, { response: consoleSubstationListSchema }),
  createSubstation: describeEndpoint(e.createSubstation, {
    body: substationCreateSchema,
    response: consoleSubstationSchema,
    errors: [ResponseCode.Conflict],
  }),
  updateSubstation: describeEndpoint(e.updateSubstation, {
    params: consoleIdParamsSchema,
    body: substationUpdateSchema,
    response: consoleSubstationSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Conflict],
  }),
  listRedirects: describeEndpoint(e.listRedirects, { response: consoleRedirectListSchema }),
  createRedirect: describeEndpoint(e.createRedirect, {
    body: redirectCreateSchema,
    response: consoleRedirectSchema,
    errors: [ResponseCode.NotFound],
  }),
  setRedirectEnabled: describeEndpoint(e.setRedirectEnabled, {
    params: consoleIdParamsSchema,
    body: redirectSetEnabledSchema,
    response: consoleRedirectSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Conflict],
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
