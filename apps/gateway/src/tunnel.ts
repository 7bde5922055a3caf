import type net from "node:net";
import type { EgressConnection } from "./egress.ts";
import type { Meter } from "./meter.ts";

/**
 * Relays bytes both ways between a client and its target with pipe(), which
 * respects backpressure and passes a half-close on (each side `end()`s the
 * other when its own data ends; both sockets allow half-open). Explicit
 * teardown: an error or a full close of either side destroys both, and the
 * idle timeout on the client socket (which sees traffic in both directions)
 * destroys both too. The meter reads the target socket's counters, less the
 * upstream handshake: bytes counted are exactly the bytes relayed.
 */
export function relay(options: {
  client: net.Socket;
  target: EgressConnection;
  head?: Buffer;
  account: string;
  domain: string;
  meter: Meter;
  idleTimeoutMs: number;
  onClose?: () => void;
}): void {
  const { client, head } = options;
  const target = options.target.socket;
  let reportedUp = options.target.baseline.written;
  let reportedDown = options.target.baseline.read;
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
      // bytesWritten counts what was handed to the socket; what is still queued in it is not yet sent.
      const written = target.bytesWritten - target.writableLength;
      const read = target.bytesRead;
      const up = written - reportedUp;
      const down = read - reportedDown;
      reportedUp = written;
      reportedDown = read;
      return { up: Math.max(0, up), down: Math.max(0, down) };
    },
    destroy: teardown,
  });

  client.on("error", teardown);
  target.on("error", teardown);
  client.on("close", teardown);
  target.on("close", teardown);
  client.setTimeout(options.idleTimeoutMs, teardown);
  target.setTimeout(0);
  if (head && head.length > 0) target.write(head);
  client.pipe(target);
  target.pipe(client);
}
