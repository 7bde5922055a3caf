import { ResponseCode } from "../codes.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import {
  loginHistoryEntrySchema,
  memberSessionSchema,
  recoveryCodesSchema,
  revokeSessionRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "../member-security.ts";
import { z } from "../zod.ts";
import { memberSecurityEndpoints as e } from "./member-security.ts";

const done = z.literal(true);

export const memberSecurityCalls = describeEndpoints(e, {
  listSessions: { response: z.array(memberSessionSchema) },
  revokeSession: { body: revokeSessionRequestSchema, response: done, errors: [ResponseCode.NotFound] },
  revokeOtherSessions: { response: done },
  loginHistory: { response: z.array(loginHistoryEntrySchema) },
  twoFactorStatus: { response: twoFactorStatusSchema },
  twoFactorSetup: {
    body: twoFactorSetupRequestSchema,
    response: twoFactorSetupSchema,
    errors: [ResponseCode.BadRequest],
  },
  twoFactorEnable: {
    body: twoFactorEnableRequestSchema,
    response: recoveryCodesSchema,
    errors: [ResponseCode.BadRequest],
  },
  twoFactorDisable: { body: twoFactorDisableRequestSchema, response: done, errors: [ResponseCode.BadRequest] },
});
