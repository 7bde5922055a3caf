import net from "node:net";

/** A loopback port nothing listens on right now (the caller means to start something on it). */
export async function freePort(): Promise<number> {
  // Below Linux's ephemeral range (32768–60999): a port the kernel handed out for listen(0) and
  // took back is soon handed to another test's outgoing connection or listener, before ours binds.
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = net.createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (!bound) continue;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }
}

/**
 * Writes `bytes` bytes cut from `filler` at the pace the socket drains (never buffering more
 * than one piece ahead), then half-closes it. `onPiece` hears of every piece written.
 */
export function writeFillerThenEnd(
  socket: net.Socket,
  bytes: number,
  filler: Buffer,
  onPiece?: (length: number) => void,
): void {
  let left = bytes;
  const pump = () => {
    while (left > 0) {
      const piece = filler.subarray(0, Math.min(filler.length, left));
      left -= piece.length;
      onPiece?.(piece.length);
      if (!socket.write(piece)) {
        socket.once("drain", pump);
        return;
      }
    }
    socket.end();
  };
  pump();
}

/**
 * A TCP relay on loopback to `host:port` that a test can cut (every connection dropped, new ones
 * refused) and restore: a shop or Redis "stopped" without losing what it holds.
 */
export async function cuttableRelay(
  port: number,
  host = "127.0.0.1",
): Promise<{ port: number; cut(): void; restore(): void; close(): Promise<void> }> {
  let isCut = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (isCut) return void client.destroy();
    const upstream = net.connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      isCut = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
