import type { CaptchaCheckRequest, CaptchaCheckResult, CaptchaPuzzle } from "../captcha.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "Captcha";

/** The slider captcha (AJ-Captcha style) that guards codes, registration and repeated logins; answers are never cached. */
export const captchaEndpoints = {
  getPuzzle: defineEndpoint<{ body: { captchaType?: "blockPuzzle" }; data: CaptchaPuzzle }>({
    method: "POST",
    path: "/app-api/system/captcha/get",
    audience: "public",
    tag,
    summary: "A new block puzzle: background with a hole and the piece, valid for 120 s; limited per IP",
  }),
  checkPuzzle: defineEndpoint<{ body: CaptchaCheckRequest; data: CaptchaCheckResult }>({
    method: "POST",
    path: "/app-api/system/captcha/check",
    audience: "public",
    tag,
    summary: "Checks where the piece was dropped: the next puzzle, or after the last a one-time verification token",
  }),
};
