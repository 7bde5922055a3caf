import {
  captchaCheckRequestSchema,
  captchaCheckResultSchema,
  captchaGetRequestSchema,
  captchaPuzzleSchema,
} from "../captcha.ts";
import { ResponseCode } from "../codes.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { captchaEndpoints as e } from "./captcha.ts";

export const captchaCalls = describeEndpoints(e, {
  getPuzzle: { body: captchaGetRequestSchema, response: captchaPuzzleSchema, errors: [ResponseCode.TooManyRequests] },
  checkPuzzle: { body: captchaCheckRequestSchema, response: captchaCheckResultSchema },
});
