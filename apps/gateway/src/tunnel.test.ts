import net from "node:net";
import { describe, expect, it } from "vitest";
import { gatedConnection } from "./tunnel.ts";

/** A connected pair of sockets on loopback: [the gateway's side, the origin's side]. */
async function socketPair(): Promise<[net.Socket, net.Socket]> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const accepted = new Promise<net.Socket>((resolve) => server.once("connection", resolve));
  const near = net.connect(port, "127.0.0.1");
  const far = await accepted;
  server.close();
  await new Promise((resolve) => near.once("connect", resolve));
  return [near, far];
}

describe("a target connection as a stream for Node's HTTP client", () => {
  it("keeps an answer the reader has not taken yet when the target sends it and closes", async () => {
    const [near, far] = await socketPair();
    const { stream } = gatedConnection(near, null, () => {});
    // The reader is busy (paused) while the target sends its whole answer and closes.
    stream.pause();
    let received = 0;
    const ended = new Promise<void>((resolve, reject) => {
      stream.on("end", resolve);
      stream.on("close", () => resolve());
      stream.on("error", reject);
    });
    const answer = Buffer.alloc(48 * 1024, 0x61);
    far.end(answer);
    await new Promise((resolve) => near.once("close", resolve));
    stream.on("data", (chunk: Buffer) => {
      received += chunk.length;
    });
    stream.resume();
    await ended;
    expect(received).toBe(answer.length);
  });
});
