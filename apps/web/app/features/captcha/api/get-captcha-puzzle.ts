import type { CaptchaPuzzle } from "@shop/contract";
import { captchaEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";

/**
 * A new block puzzle. Fetched on demand, never cached or kept as a query: each puzzle is
 * single-use, so this feature has no query keys.
 */
export function getCaptchaPuzzle(): Promise<CaptchaPuzzle> {
  return api.call(captchaEndpoints.getPuzzle, { body: { captchaType: "blockPuzzle" } }, { quiet: true });
}
