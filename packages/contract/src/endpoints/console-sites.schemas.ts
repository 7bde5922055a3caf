import { consoleBankAccountSaveSchema, consoleBankAccountSchema } from "../bank-transfer.ts";
import { ResponseCode } from "../codes.ts";
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
import { onConsoleRecord } from "./console-records.schemas.ts";
import { consoleSitesEndpoints as e } from "./console-sites.ts";

const conflict = [ResponseCode.Conflict];

export const consoleSitesCalls = describeEndpoints(e, {
  listSubstations: { response: consoleSubstationListSchema },
  createSubstation: { body: substationCreateSchema, response: consoleSubstationSchema, errors: conflict },
  updateSubstation: { ...onConsoleRecord, body: substationUpdateSchema, response: consoleSubstationSchema },
  listRedirects: { response: consoleRedirectListSchema },
  createRedirect: { body: redirectCreateSchema, response: consoleRedirectSchema, errors: [ResponseCode.NotFound] },
  setRedirectEnabled: { ...onConsoleRecord, body: redirectSetEnabledSchema, response: consoleRedirectSchema },
  getBankAccount: { response: consoleBankAccountSchema },
  saveBankAccount: { body: consoleBankAccountSaveSchema, response: consoleBankAccountSchema, errors: conflict },
});
