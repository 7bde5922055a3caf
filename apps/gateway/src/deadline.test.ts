import { EventEmitter } from "node:events";
import type net from "node:net";
import { describe, expect, it } from "vitest";
import { armDeadline, httpServerTimeouts, type Timers } from "./deadline.ts";

/** Timers that fire only when the test moves the clock. */
function manualTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const timers: Timers = {
    setTimeout(run, ms) {
      const id = next++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...pending]) {
      if (timer.at <= now) {
        pending.delete(id);
        timer.run();
      }
    }
  };
  return { timers, advance, pending: () => pending.size };
}

/** The part of a socket a deadline uses: destroy() and the close event. */
function fakeSocket() {
  const socket = new EventEmitter() as EventEmitter & { destroyed: boolean; destroy(): void };
  socket.destroyed = false;
  socket.destroy = () => {
    socket.destroyed = true;
    socket.emit("close");
  };
  return socket;
}

describe("handshake deadlines", () => {
  it("destroy the socket at the deadline however many bytes arrive before it", () => {
    const { timers, advance } = manualTimers();
    const socket = fakeSocket();
    armDeadline(socket as unknown as net.Socket, 10_000, timers);
    for (let second = 0; second < 9; second += 1) {
      socket.emit("data", Buffer.from([0x05]));
      advance(1_000);
    }
    expect(socket.destroyed).toBe(false);
    advance(1_000);
    expect(socket.destroyed).toBe(true);
  });

  it("leave a socket alone once disarmed, and forget their timer when it closes", () => {
    const { timers, advance, pending } = manualTimers();
    const done = fakeSocket();
    armDeadline(done as unknown as net.Socket, 10_000, timers)();
    advance(60_000);
    expect(done.destroyed).toBe(false);
    const gone = fakeSocket();
    armDeadline(gone as unknown as net.Socket, 10_000, timers);
    gone.emit("close");
    expect(pending()).toBe(0);
  });

  it("give HTTP a header deadline checked at a quarter of it and no total request time", () => {
    expect(httpServerTimeouts(10_000)).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 0,
      connectionsCheckingInterval: 1_000,
    });
    expect(httpServerTimeouts(150).connectionsCheckingInterval).toBe(37);
  });
});
