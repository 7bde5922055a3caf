import type { CaptchaCheckRequest, CaptchaCheckResult, CaptchaPuzzle } from "../captcha.ts";
import { endpointGroup } from "../endpoint.ts";

const { post } = endpointGroup({ tag: "Captcha", audience: "public" });

/** The slider captcha (AJ-Captcha style) that guards codes, registration and repeated logins; answers are never cached. */
export const captchaEndpoints = {
  getPuzzle: post<{ body: { captchaType?: "blockPuzzle" }; data: CaptchaPuzzle }>(
    "/app-api/system/captcha/get",
    "A new block puzzle: background with a hole and the piece, valid for 120 s; limited per IP",
  ),
  checkPuzzle: post<{ body: CaptchaCheckRequest; data: CaptchaCheckResult }>(
    "/app-api/system/captcha/check",
    "Checks where the piece was dropped: the next puzzle, or after the last a one-time verification token",
  ),
};
