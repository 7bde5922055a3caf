import { ResponseCode } from "../codes.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
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

export const memberSecurityCalls = {
  listSessions: describeEndpoint(e.listSessions, { response: z.array(memberSessionSchema) }),
  revokeSession: describeEndpoint(e.revokeSession, {
    body: revokeSessionRequestSchema,
    response: done,
    errors: [ResponseCode.NotFound],
  }),
  revokeOtherSessions: describeEndpoint(e.revokeOtherSessions, { response: done }),
  loginHistory: describeEndpoint(e.loginHistory, { response: z.array(loginHistoryEntrySchema) }),
  twoFactorStatus: describeEndpoint(e.twoFactorStatus, { response: twoFactorStatusSchema }),
  twoFactorSetup: describeEndpoint(e.twoFactorSetup, {
    body: twoFactorSetupRequestSchema,
    response: twoFactorSetupSchema,
    errors: [ResponseCode.BadRequest],
  }),
  twoFactorEnable: describeEndpoint(e.twoFactorEnable, {
    body: twoFactorEnableRequestSchema,
    response: recoveryCodesSchema,
    errors: [ResponseCode.BadRequest],
  }),
  twoFactorDisable: describeEndpoint(e.twoFactorDisable, {
    body: twoFactorDisableRequestSchema,
    response: done,
    errors: [ResponseCode.BadRequest],
  }),
} satisfies Record<string, DescribedEndpoint>;
