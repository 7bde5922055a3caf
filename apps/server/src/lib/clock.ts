/**
 * The server's time, injected: order deadlines, the close job and payment attempts read it through
 * `now()`. Production uses the system clock; a demo server started with TEST_CLOCK=true gets a clock
 * the browser tests can move forward (`POST /sandbox/clock`), so a one-minute payment time-out is
 * tested without waiting a minute.
 */
export interface ServerClock {
  now(): Date;
}

export const systemClock: ServerClock = { now: () => new Date() };

export interface MovableClock extends ServerClock {
  /** Moves the clock forward (never back: deadlines already passed stay passed). */
  advance(ms: number): void;
  offsetMs(): number;
}

export function createMovableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError("the clock only moves forward");
      offset += ms;
    },
    offsetMs: () => offset,
  };
}
