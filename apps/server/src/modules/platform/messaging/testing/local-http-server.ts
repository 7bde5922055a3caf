import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";

/** A request as a provider's server received it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query string as sent. */
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** The provider's answer (JSON unless `headers` say otherwise), or "hang" for one that never answers. */
type ProviderAnswer = { status?: number; headers?: Record<string, string>; body: string } | "hang";

export type ProviderHandler = (request: ReceivedRequest) => ProviderAnswer;

/**
 * A stand-in for a provider's HTTPS API on 127.0.0.1 (tests point the adapter's
 * endpoint at it): it records each request and answers with `handler`.
 */
export async function startLocalProvider(handler: ProviderHandler) {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const received: ReceivedRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(received);
      const answer = handler(received);
      if (answer === "hang") return;
      res.writeHead(answer.status ?? 200, { "content-type": "application/json;charset=utf-8", ...answer.headers });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * For a describe block whose tests each start their own local provider: the returned function
 * starts one, and the one a test started is closed after it.
 */
export function localProviderPerTest(): (handler: ProviderHandler) => ReturnType<typeof startLocalProvider> {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });
  return async (handler) => {
    const server = await startLocalProvider(handler);
    close = server.close;
    return server;
  };
}

/** A port on which nothing listens: a provider that cannot be reached. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
