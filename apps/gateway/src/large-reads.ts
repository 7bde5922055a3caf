import type net from "node:net";

/** An idle tunnel's reads share one small buffer (each piece copied out); a busy one gets its own, growing. */
const sharedBytes = 16 * 1024;
const ownFirstBytes = 64 * 1024;
const largestBytes = 1024 * 1024;
const shared = Buffer.allocUnsafe(sharedBytes);
/**
 * What all tunnels' own buffers may hold together: a burst of thousands of fast downloads would
 * otherwise hold 1 MiB each (gigabytes) for as long as it lasts. Past it, a busy tunnel keeps the
 * buffer it has (at least 64 KiB, the size Node reads into by default).
 */
export function readBudget(bytes: number) {
  return { bytes, held: 0 };
}

export type ReadBudget = ReturnType<typeof readBudget>;

/** The gateway's one budget: 256 MiB (a quarter of the memory 50 000 idle tunnels take). */
export const tunnelReadBudget = readBudget(256 * 1024 * 1024);

/**
 * A target socket's reads into a buffer of its own (`net.connect`'s `onread`)
 * instead of a fresh 64 KiB buffer per read: reads of up to 1 MiB, no
 * allocation per chunk. Measured on loopback with curl, a tunnel's download
 * moved more than twice as fast (docs/benchmarks.md).
 *
 * A socket starts on a small buffer all sockets share, every piece copied out
 * of it before anyone sees it (so no one ever holds it): idle tunnels cost no
 * memory of their own. The first read that fills it moves the socket to a
 * buffer of its own, reused for the next read, so a piece of it must be
 * consumed before the handler returns: written out at once (a write the kernel
 * took whole keeps no reference), or copied. Whoever keeps a reference — a
 * write left queued — calls `retainLast`, and the next read goes to a new
 * buffer. The own buffer doubles, up to 1 MiB, while reads keep filling it.
 */
export function largeReads(budget: ReadBudget = tunnelReadBudget) {
  let own: Buffer | null = null;
  let handler: ((piece: Buffer) => void) | null = null;
  /** Pieces read before anyone listened (a target that speaks first), copied. */
  const early: Buffer[] = [];

  /** Moves to a buffer of `size` bytes when the budget has room (always for the first, which Node would allocate anyway). */
  function grow(size: number, first: boolean): void {
    const held = own?.length ?? 0;
    if (!first && budget.held - held + size > budget.bytes) return;
    budget.held += size - held;
    own = Buffer.allocUnsafe(size);
  }

  return {
    onread: {
      buffer: () => own ?? shared,
      callback: (bytes: number, into: Uint8Array): boolean => {
        const full = bytes === into.byteLength;
        const fromShared = into === shared;
        const view = Buffer.from(into.buffer, into.byteOffset, bytes);
        const piece = fromShared ? Buffer.from(view) : view;
        if (handler) handler(piece);
        else early.push(fromShared ? piece : Buffer.from(piece));
        if (full) {
          if (fromShared) grow(ownFirstBytes, true);
          else if (own === into && own.length < largestBytes) grow(own.length * 2, false);
        }
        return true;
      },
    } satisfies net.OnReadOpts,

    /** Who gets each piece from now on (pieces read before come first). */
    deliverTo(next: (piece: Buffer) => void): void {
      handler = next;
      for (const piece of early.splice(0)) next(piece);
    },

    /** The last piece is still referenced: the next read goes to a new buffer. */
    retainLast(): void {
      if (own) own = Buffer.allocUnsafe(own.length);
    },

    /** The socket closed: its own buffer no longer counts against the budget. */
    release(): void {
      budget.held -= own?.length ?? 0;
      own = null;
    },
  };
}

export type LargeReads = ReturnType<typeof largeReads>;
