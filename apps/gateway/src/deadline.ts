import type net from "node:net";

/** Where timers come from: the real ones, or a test's. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout(run, ms) {
    // A pending deadline must never keep a stopping process alive.
    return setTimeout(run, ms).unref();
  },
  clearTimeout(handle) {
    clearTimeout(handle as NodeJS.Timeout);
  },
};

/**
 * An absolute deadline on a client's handshake: the socket is destroyed `ms`
 * after arming unless the returned function disarms it first. Unlike
 * `socket.setTimeout`, which restarts on every byte, arriving bytes do not
 * push it back, so a handshake trickled one byte at a time still ends.
 */
export function armDeadline(socket: net.Socket, ms: number, timers: Timers = realTimers): () => void {
  let armed = true;
  const handle = timers.setTimeout(() => {
    if (armed) socket.destroy();
  }, ms);
  const disarm = () => {
    if (!armed) return;
    armed = false;
    timers.clearTimeout(handle);
  };
  socket.once("close", disarm);
  return disarm;
}

/**
 * Node's own HTTP timeouts, set so that only the head of a request has a
 * deadline. `headersTimeout` runs from a request's first byte and is not
 * reset by later bytes, but Node checks it only every
 * `connectionsCheckingInterval` (30 s by default, which let a trickled head
 * live far past its deadline): checked here at a quarter of the deadline.
 * `requestTimeout` (a total for head and body) is off: an upload is governed
 * by the idle timeout, however long it runs.
 */
export function httpServerTimeouts(handshakeTimeoutMs: number) {
  return {
    headersTimeout: handshakeTimeoutMs,
    requestTimeout: 0,
    connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(handshakeTimeoutMs / 4))),
  };
}
