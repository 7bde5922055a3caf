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
import { describeEndpoints } from "../endpoint-schemas.ts";
import { consoleSitesEndpoints as e } from "./console-sites.ts";

const conflict = [ResponseCode.Conflict];
const staleOrMissing = [ResponseCode.NotFound, ResponseCode.Conflict];

export const consoleSitesCalls = describeEndpoints(e, {
  listSubstations: { response: consoleSubstationListSchema },
  createSubstation: { body: substationCreateSchema, response: consoleSubstationSchema, errors: conflict },
  updateSubstation: {
    params: consoleIdParamsSchema,
    body: substationUpdateSchema,
    response: consoleSubstationSchema,
    errors: staleOrMissing,
  },
  listRedirects: { response: consoleRedirectListSchema },
  createRedirect: { body: redirectCreateSchema, response: consoleRedirectSchema, errors: [ResponseCode.NotFound] },
  setRedirectEnabled: {
    params: consoleIdParamsSchema,
    body: redirectSetEnabledSchema,
    response: consoleRedirectSchema,
    errors: staleOrMissing,
  },
});
