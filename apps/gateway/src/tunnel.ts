import type net from "node:net";
import { Duplex } from "node:stream";
import type { Refusal } from "./accounts.ts";
import type { EgressConnection } from "./egress.ts";
import type { GrantOutcome } from "./grants.ts";
import type { LargeReads } from "./large-reads.ts";
import type { Meter } from "./meter.ts";

/**
 * Where a tunnel's bytes come from: `take` what may move now, `more` when the
 * grants ran out (null: not charged as traffic, a static IP's tunnel).
 */
export interface Allowance {
  take(wanted: number): number;
  more(): Promise<GrantOutcome>;
}

/** Bytes handed on by one direction of a tunnel; the meter reads them. */
interface Counter {
  moved: number;
  /** Told of each chunk before it moves (the meter's journal). */
  onMove?: (bytes: number) => void;
}

/**
 * Moves `source`'s data to `sink`, each chunk only as far as the allowance
 * allows: what is not granted waits (the source paused) for the next grant,
 * or the tunnel ends when there is none. Backpressure as pipe() does it.
 */
function pump(
  source: net.Socket,
  sink: net.Socket,
  allowance: Allowance | null,
  counter: Counter,
  stop: (refusal: Refusal) => void,
  /** When `source` reads into a buffer of its own: its pieces come from here, and one kept must be said so. */
  reads?: LargeReads,
): (chunk: Buffer) => void {
  let waiting = false;
  const resume = () => {
    if (!waiting) source.resume();
  };
  sink.on("drain", resume);

  const forward = (chunk: Buffer): void => {
    if (sink.destroyed) return;
    const granted = allowance ? allowance.take(chunk.length) : chunk.length;
    if (granted > 0) {
      counter.moved += granted;
      counter.onMove?.(granted);
      const flushed = sink.write(granted === chunk.length ? chunk : chunk.subarray(0, granted));
      // A write the kernel did not take whole still holds the piece: the next read must go elsewhere.
      if (reads && sink.writableLength > 0) reads.retainLast();
      if (!flushed) source.pause();
    }
    if (granted === chunk.length || !allowance) return;
    // Out of granted bytes mid-chunk: hold the rest until the shop grants more.
    waiting = true;
    source.pause();
    const rest = reads ? Buffer.from(chunk.subarray(granted)) : chunk.subarray(granted);
    allowance.more().then(
      (outcome) => {
        waiting = false;
        if (!outcome.ok) return stop(outcome.refusal);
        forward(rest);
        if (!waiting && sink.writableNeedDrain !== true) source.resume();
      },
      () => stop("shop-unavailable"),
    );
  };
  if (reads) reads.deliverTo(forward);
  else {
    source.on("data", forward);
    // A source handed over paused (the HTTP listener's own CONNECT reader holds it until the tunnel stands).
    if (source.isPaused()) source.resume();
  }
  source.on("end", () => {
    // A half-close is passed on once what waits for a grant has gone.
    const finish = () => (waiting ? setImmediate(finish) : sink.end());
    finish();
  });
  return forward;
}

/**
 * Relays bytes both ways between a client and its target, every byte taken
 * from the account's grants before it moves (a static IP's tunnel has none).
 * A half-close is passed on (each side `end()`s the other when its own data
 * ends; both sockets allow half-open). Explicit teardown: an error or a full
 * close of either side destroys both, and so does the idle timeout on the
 * client socket (which sees traffic in both directions). The meter reads the
 * bytes handed on, which are exactly the bytes granted.
 */
export function relay(options: {
  client: net.Socket;
  target: EgressConnection;
  head?: Buffer;
  account: string;
  domain: string;
  meter: Meter;
  idleTimeoutMs: number;
  allowance: Allowance | null;
  /** The target-to-client direction's allowance when it differs (a bandwidth limit); `allowance` otherwise. */
  downAllowance?: Allowance | null;
  /** Whether the credentials that opened this tunnel still hold (access changed). */
  recheck?: () => Promise<boolean>;
  onClose?: () => void;
}): void {
  const { client, head, allowance } = options;
  const target = options.target.socket;
  const { meter, account, domain } = options;
  const moved = meter.mover(account, domain);
  const up: Counter = { moved: 0, onMove: (bytes) => moved(bytes, 0) };
  const down: Counter = { moved: 0, onMove: (bytes) => moved(0, bytes) };
  let reportedUp = 0;
  let reportedDown = 0;
  let closed = false;

  const teardown = () => {
    if (closed) return;
    closed = true;
    untrack();
    client.destroy();
    target.destroy();
    options.onClose?.();
  };
  const untrack = options.meter.track({
    account: options.account,
    domain: options.domain,
    collect() {
      const out = { up: up.moved - reportedUp, down: down.moved - reportedDown };
      reportedUp = up.moved;
      reportedDown = down.moved;
      return out;
    },
    destroy: teardown,
    recheck: options.recheck,
  });

  client.on("error", teardown);
  target.on("error", teardown);
  client.on("close", teardown);
  target.on("close", teardown);
  client.setTimeout(options.idleTimeoutMs, teardown);
  target.setTimeout(0);
  const stop = () => teardown();
  const forwardUp = pump(client, target, allowance, up, stop);
  pump(
    target,
    client,
    options.downAllowance === undefined ? allowance : options.downAllowance,
    down,
    stop,
    options.target.reads,
  );
  // What the client sent right after its handshake goes first, granted like the rest.
  if (head && head.length > 0) forwardUp(head);
}

/**
 * A target connection as a stream whose bytes both ways are taken from the
 * allowance before they move, for Node's HTTP client (plain-HTTP forwarding):
 * what it writes waits for grants, what the target sends is passed on only as
 * far as granted. `up`/`down` count the bytes handed on.
 */
export function gatedConnection(
  socket: net.Socket,
  allowance: Allowance | null,
  stop: (refusal: Refusal) => void,
  /** Told of each chunk before it moves, both ways (the meter's journal). */
  onMove?: (up: number, down: number) => void,
  /** When `socket` reads into a buffer of its own (its pieces are kept here, so each is copied). */
  reads?: LargeReads,
) {
  const up: Counter = { moved: 0 };
  const down: Counter = { moved: 0 };
  let waitingDown = false;
  const stream = new Duplex({
    write(chunk: Buffer, _encoding, callback) {
      const send = (piece: Buffer): void => {
        const granted = allowance ? allowance.take(piece.length) : piece.length;
        up.moved += granted;
        if (granted > 0) onMove?.(granted, 0);
        if (granted === piece.length) {
          socket.write(piece, (error) => callback(error ?? null));
          return;
        }
        if (granted > 0) socket.write(piece.subarray(0, granted));
        (allowance as Allowance).more().then(
          (outcome) => {
            if (!outcome.ok) {
              stop(outcome.refusal);
              callback(new Error(outcome.refusal));
              return;
            }
            send(piece.subarray(granted));
          },
          (error: unknown) => callback(error as Error),
        );
      };
      send(chunk);
    },
    final(callback) {
      socket.end();
      callback();
    },
    read() {
      if (!waitingDown) socket.resume();
    },
    destroy(error, callback) {
      socket.destroy();
      callback(error);
    },
  });
  const receive = (chunk: Buffer): void => {
    const granted = allowance ? allowance.take(chunk.length) : chunk.length;
    down.moved += granted;
    if (granted > 0) onMove?.(0, granted);
    if (granted > 0 && !stream.push(granted === chunk.length ? chunk : chunk.subarray(0, granted))) socket.pause();
    if (granted === chunk.length || !allowance) return;
    waitingDown = true;
    socket.pause();
    allowance.more().then(
      (outcome) => {
        waitingDown = false;
        if (!outcome.ok) return stop(outcome.refusal);
        receive(chunk.subarray(granted));
        if (!waitingDown) socket.resume();
      },
      () => stop("shop-unavailable"),
    );
  };
  if (reads) {
    reads.deliverTo((piece) => {
      // Node's HTTP client reads what is pushed later: the piece stays referenced.
      reads.retainLast();
      receive(piece);
    });
  } else socket.on("data", receive);
  let ended = false;
  socket.on("end", () => {
    ended = true;
    // The end is passed on after what waits for a grant has been pushed.
    const finish = () => (waitingDown ? setImmediate(finish) : stream.push(null));
    finish();
  });
  socket.on("error", (error) => stream.destroy(error));
  // After a clean end the answer may still sit in the stream's buffer, unread by the HTTP client:
  // destroying it then cut the answer short (the client saw "aborted"). Only an unclean close destroys.
  socket.on("close", () => {
    if (!ended) stream.destroy();
  });
  // What Node's HTTP client may call on its socket.
  Object.assign(stream, {
    setTimeout: (ms: number, callback?: () => void) => {
      socket.setTimeout(ms, callback);
      return stream;
    },
    setNoDelay: (noDelay?: boolean) => {
      socket.setNoDelay(noDelay);
      return stream;
    },
    setKeepAlive: (enable?: boolean, delay?: number) => {
      socket.setKeepAlive(enable, delay);
      return stream;
    },
    ref: () => socket.ref(),
    unref: () => socket.unref(),
  });
  return { stream, up, down };
}
