import {
  changePasswordRequestSchema,
  loginAnswerSchema,
  loginRequestSchema,
  loginSecondFactorRequestSchema,
  memberUserSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sendCodeRequestSchema,
  tokenPairSchema,
} from "../auth.ts";
import { ResponseCode } from "../codes.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { z } from "../zod.ts";
import { authEndpoints as e } from "./auth.ts";

/** The answer of calls that only succeed or refuse. */
const done = z.literal(true);

export const authCalls = describeEndpoints(e, {
  sendCode: { body: sendCodeRequestSchema, response: done, errors: [ResponseCode.TooManyRequests] },
  register: { body: registerRequestSchema, response: tokenPairSchema },
  login: {
    body: loginRequestSchema,
    response: loginAnswerSchema,
    errors: [ResponseCode.LoginFailed, ResponseCode.CaptchaRequired],
  },
  loginSecondFactor: {
    body: loginSecondFactorRequestSchema,
    response: tokenPairSchema,
    errors: [ResponseCode.LoginFailed, ResponseCode.CaptchaRequired],
  },
  refreshToken: { body: refreshTokenRequestSchema, response: tokenPairSchema, errors: [ResponseCode.Unauthorized] },
  resetPassword: { body: resetPasswordRequestSchema, response: done },
  logout: { response: done },
  getMemberUser: { response: memberUserSchema },
  changePassword: { body: changePasswordRequestSchema, response: done },
});
