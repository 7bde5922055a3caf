import type { CaptchaCheckResult } from "@shop/contract";
import { captchaEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";

/**
 * Sends where the piece was dropped (x in background pixels). Resolves with the
 * second-verification token; a wrong or expired puzzle rejects with an ApiError
 * whose message is already translated.
 */
export function checkCaptcha(token: string, x: number): Promise<CaptchaCheckResult> {
  // Only x is checked; y = 5 is what AJ-Captcha clients send.
  return api.call(
    captchaEndpoints.checkPuzzle,
    { body: { captchaType: "blockPuzzle", token, pointJson: { x, y: 5 } } },
    { quiet: true },
  );
}
