import { z } from "./zod.ts";

/** How long a passed slider's second-verification token lives, in seconds. */
export const captchaVerificationTtlSeconds = 180;
/** How many calls of one form visit (send code, resend, register) one passed slider covers within that time. */
export const captchaFormVisitUses = 3;

/** POST /app-api/system/captcha/get: a new block puzzle (AJ-Captcha style). */
export const captchaGetRequestSchema = z.object({ captchaType: z.literal("blockPuzzle").default("blockPuzzle") });
export const captchaPuzzleSchema = z.object({
  /** One-time token naming this puzzle; expires in 120 s. */
  token: z.string(),
  /** PNG data URL of the background with the hole. */
  originalImageBase64: z.string(),
  /** PNG data URL of the piece, as tall as the background, transparent around the piece. */
  jigsawImageBase64: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Width of the piece image in pixels. */
  pieceWidth: z.number().int(),
  /** Which puzzle of this verification (1-based) and how many there are: passing all of them in a row verifies. */
  round: z.number().int().default(1),
  rounds: z.number().int().default(1),
});
export type CaptchaPuzzle = z.infer<typeof captchaPuzzleSchema>;

/** POST /app-api/system/captcha/check: where the user dropped the piece (x in background pixels). */
export const captchaCheckRequestSchema = z.object({
  captchaType: z.literal("blockPuzzle").default("blockPuzzle"),
  token: z.string().min(1).max(200),
  pointJson: z.object({ x: z.number().finite(), y: z.number().finite().default(0) }),
});
export type CaptchaCheckRequest = z.input<typeof captchaCheckRequestSchema>;

/**
 * A passed check: the second-verification token (valid once for 180 s) after
 * the last puzzle, or the next puzzle of the verification before that.
 */
export const captchaCheckResultSchema = z.object({
  captchaVerification: z.string().optional(),
  next: captchaPuzzleSchema.optional(),
});
export type CaptchaCheckResult = z.infer<typeof captchaCheckResultSchema>;
