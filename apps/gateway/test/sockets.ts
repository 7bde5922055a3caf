import net from "node:net";

/** A loopback port nothing listens on right now (the caller means to start something on it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
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
