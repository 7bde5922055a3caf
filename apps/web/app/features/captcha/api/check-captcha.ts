import { type CaptchaCheckRequest, type CaptchaCheckResult, captchaCheckResultSchema } from "@shop/contract";
import { api } from "../../../lib/api.ts";

/**
 * Sends where the piece was dropped (x in background pixels). Resolves with the
 * second-verification token; a wrong or expired puzzle rejects with an ApiError
 * whose message is already translated.
 */
export async function checkCaptcha(token: string, x: number): Promise<CaptchaCheckResult> {
  // Only x is checked; y = 5 is what AJ-Captcha clients send.
  const body: CaptchaCheckRequest = { captchaType: "blockPuzzle", token, pointJson: { x, y: 5 } };
  const data = await api.post<unknown>("/app-api/system/captcha/check", body, { quiet: true });
  return captchaCheckResultSchema.parse(data);
}
