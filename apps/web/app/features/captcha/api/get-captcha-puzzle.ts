import { type CaptchaPuzzle, captchaPuzzleSchema } from "@shop/contract";
import { api } from "../../../lib/api.ts";

/** A new block puzzle (POST /app-api/system/captcha/get). */
export async function getCaptchaPuzzle(): Promise<CaptchaPuzzle> {
  const data = await api.post<unknown>("/app-api/system/captcha/get", { captchaType: "blockPuzzle" }, { quiet: true });
  return captchaPuzzleSchema.parse(data);
}
