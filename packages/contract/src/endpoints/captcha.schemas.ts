import {
  captchaCheckRequestSchema,
  captchaCheckResultSchema,
  captchaGetRequestSchema,
  captchaPuzzleSchema,
} from "../captcha.ts";
import { ResponseCode } from "../codes.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { captchaEndpoints as e } from "./captcha.ts";

export const captchaCalls = {
  getPuzzle: describeEndpoint(e.getPuzzle, {
    body: captchaGetRequestSchema,
    response: captchaPuzzleSchema,
    errors: [ResponseCode.TooManyRequests],
  }),
  checkPuzzle: describeEndpoint(e.checkPuzzle, { body: captchaCheckRequestSchema, response: captchaCheckResultSchema }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
