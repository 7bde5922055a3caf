/**
 * At-least-once delivery: after a failed attempt the next one waits
 * 30 s × 2^(attempt-1) (capped at 2 h) plus up to 10 % jitter, and a
 * delivery is given up once its next attempt would fall later than 24 h after
 * the event occurred. `random` is injected so tests are deterministic.
 */
export const retryWindowMs = 24 * 60 * 60 * 1000;
const baseDelayMs = 30_000;
const maxDelayMs = 2 * 60 * 60 * 1000;

export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, failedAttempts - 1);
  const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** exponent);
  return Math.round(delay * (1 + 0.1 * random()));
}

/** When to try again, or null when the 24 h window is spent. */
export function nextAttemptAt(input: {
  occurredAt: Date;
  failedAttempts: number;
  now: Date;
  random?: () => number;
}): Date | null {
  const next = new Date(input.now.getTime() + retryDelayMs(input.failedAttempts, input.random));
  return next.getTime() - input.occurredAt.getTime() > retryWindowMs ? null : next;
}
