import {
  type CaptchaCheckRequest,
  type CaptchaCheckResult,
  type CaptchaPuzzle,
  captchaFormVisitUses,
  captchaVerificationTtlSeconds,
  ResponseCode,
} from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { randomToken, sha256 } from "../../../lib/secrets.ts";
import { generatePuzzleImages, type PuzzleImages } from "./puzzle-image.ts";
import type { CaptchaRepo } from "./repo.ts";

export interface CaptchaServiceOptions {
  /** How long a puzzle may be solved, in seconds (120). */
  challengeTtlSeconds?: number;
  /** How long a solved puzzle's second-verification token lives, in seconds (180). */
  verificationTtlSeconds?: number;
  /** How far off the dropped piece may be, in background pixels (4). */
  tolerancePx?: number;
  /** Puzzles to pass in a row for one verification (2). */
  rounds?: number;
  /** Draws the images; tests may pass a faster one. */
  generateImages?: () => Promise<PuzzleImages>;
}

/** Puzzles solved at most a day ago stay for support questions; older ones are purged. */
const purgeAfterSeconds = 24 * 60 * 60;
/** Longer tokens are not ours; don't spend a hash and a query on them. */
const maxTokenLength = 200;

/**
 * The block-puzzle slider captcha (AJ-Captcha style). The server keeps the
 * answer and only SHA-256 hashes of the tokens it hands out; every state
 * change is one conditional UPDATE, so it is safe with several processes.
 */
export function createCaptchaService(repo: CaptchaRepo, options: CaptchaServiceOptions = {}) {
  const challengeTtlSeconds = options.challengeTtlSeconds ?? 120;
  const verificationTtlSeconds = options.verificationTtlSeconds ?? captchaVerificationTtlSeconds;
  const tolerancePx = options.tolerancePx ?? 4;
  const rounds = options.rounds ?? 2;
  const generateImages = options.generateImages ?? generatePuzzleImages;

  async function newPuzzle(round: number, ip: string | null): Promise<CaptchaPuzzle> {
    const images = await generateImages();
    const token = randomToken();
    await repo.insertChallenge({
      tokenHash: sha256(token),
      answerX: images.x,
      round,
      ttlSeconds: challengeTtlSeconds,
      ip,
    });
    return {
      token,
      originalImageBase64: `data:image/png;base64,${images.background.toString("base64")}`,
      jigsawImageBase64: `data:image/png;base64,${images.piece.toString("base64")}`,
      width: images.width,
      height: images.height,
      pieceWidth: images.pieceWidth,
      round,
      rounds,
    };
  }

  async function useVerification(captchaVerification: string, maxUses: number): Promise<boolean> {
    if (typeof captchaVerification !== "string" || captchaVerification.length === 0) return false;
    if (captchaVerification.length > maxTokenLength) return false;
    return repo.useVerification(sha256(captchaVerification), maxUses);
  }

  const consumeVerification = (captchaVerification: string) => useVerification(captchaVerification, 1);

  return {
    /** The first puzzle of a verification; its token may be checked once within two minutes. */
    getPuzzle(ip: string | null): Promise<CaptchaPuzzle> {
      return newPuzzle(1, ip);
    },

    /**
     * Checks where the piece was dropped. The puzzle's token is used up by this
     * call whatever the outcome, so each puzzle gets one guess; a miss starts the
     * verification over. One slider position out of about 200, with a 9 px window,
     * is right by chance 1 time in 22; needing two puzzles in a row makes a blind
     * fixed guess pass about 1 in 500 verifications. The IP is not
     * compared with the one that fetched the puzzle: mobile users change
     * addresses between requests; per-IP limits belong in front of this call.
     */
    async check(input: CaptchaCheckRequest, ip: string | null): Promise<CaptchaCheckResult> {
      if (input.token.length > maxTokenLength) throw new AppError(ResponseCode.BadRequest, "auth.captchaExpired");
      const challenge = await repo.claimChallenge(sha256(input.token));
      if (!challenge) throw new AppError(ResponseCode.BadRequest, "auth.captchaExpired");
      if (!(Math.abs(input.pointJson.x - challenge.answerX) <= tolerancePx)) {
        await repo.markFailed(challenge.id);
        throw new AppError(ResponseCode.BadRequest, "auth.captchaInvalid");
      }
      if (challenge.round < rounds) {
        await repo.markPassed(challenge.id, null, verificationTtlSeconds);
        return { next: await newPuzzle(challenge.round + 1, ip) };
      }
      const captchaVerification = randomToken();
      await repo.markPassed(challenge.id, sha256(captchaVerification), verificationTtlSeconds);
      return { captchaVerification };
    },

    /**
     * Uses a second-verification token: true exactly once for a token from a
     * passed check within its 180 s, false for anything else (also for a
     * second caller racing the first).
     */
    consumeVerification,

    /**
     * Uses a second-verification token for one call of a form visit: true for up to
     * `captchaFormVisitUses` (3) calls within its 180 s (send code, resend, register), so a person
     * solves one slider per visit, not per attempt. Per-target and per-IP limits still count each call.
     */
    useForFormVisit: (captchaVerification: string) => useVerification(captchaVerification, captchaFormVisitUses),

    /** For protected calls: throws auth.captchaRequired without a token, auth.captchaExpired for a used or bad one. */
    async requireVerification(captchaVerification: string | null | undefined): Promise<void> {
      if (!captchaVerification) throw new AppError(ResponseCode.BadRequest, "auth.captchaRequired");
      if (!(await consumeVerification(captchaVerification))) {
        throw new AppError(ResponseCode.BadRequest, "auth.captchaExpired");
      }
    },

    /** Deletes puzzles that expired more than a day ago; returns how many (for the cleanup job). */
    purgeExpired(): Promise<number> {
      return repo.deleteExpiredBefore(purgeAfterSeconds);
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
