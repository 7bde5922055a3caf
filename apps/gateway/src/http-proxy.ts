import http from "node:http";
import net from "node:net";
import type { ProxyRefusalCode } from "@shop/contract";
import type { Refusal } from "./accounts.ts";
import { readConnectHead } from "./connect-head.ts";
import { type GatewayCore, publicRefusalOf } from "./core.ts";
import { httpServerTimeouts } from "./deadline.ts";
import { domainOf } from "./meter.ts";
import { gatedConnection, relay } from "./tunnel.ts";

const refusalStatus: Record<Refusal, number> = {
  "credentials-missing": 407,
  "credentials-invalid": 407,
  "account-disabled": 403,
  "account-deleted": 403,
  "traffic-exhausted": 402,
  "limit-reached": 402,
  "daily-limit-reached": 402,
  "monthly-limit-reached": 402,
  uncertified: 403,
  suspended: 403,
  "static-ip-expired": 403,
  "shop-unavailable": 503,
  "traffic-reserved": 402,
  "too-many-failures": 429,
  "lookups-throttled": 429,
  "too-many-connections": 429,
  "plan-connection-limit": 429,
  "static-ip-connection-limit": 429,
};

/** Hop-by-hop headers a proxy must not forward (RFC 9110 §7.6.1), plus the proxy's own. */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** The reason header every refusal carries, so a client (and its operator) sees why. */
const reasonHeader = "X-Proxy-Refusal";

function refusalHead(status: number, reason: ProxyRefusalCode, extra = ""): string {
  const text = http.STATUS_CODES[status] ?? "Error";
  const body = `${reason}\n`;
  return (
    `HTTP/1.1 ${status} ${text}\r\n${reasonHeader}: ${reason}\r\n${extra}Content-Type: text/plain\r\n` +
    `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Answers a tunnel that will not be, and reads on (dropping what comes) so the client's own close is
 * seen: the CONNECT reader hands its socket over paused.
 */
function refuse(client: net.Socket, answer: string): void {
  client.end(answer);
  client.resume();
}

const authenticateHeader = 'Proxy-Authenticate: Basic realm="proxy"\r\n';

/** user:password of a `Proxy-Authorization: Basic` header; null when absent or malformed. */
function basicCredentials(header: string | undefined): { username: string; password: string } | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,1024})\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** host and port of a CONNECT target: `host:port`, `1.2.3.4:port` or `[v6]:port`. */
function parseAuthority(authority: string): { host: string; port: number } | null {
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9.-]{1,253})):(\d{1,5})$/.exec(authority);
  if (!match) return null;
  const host = match[1] ?? match[2] ?? "";
  const port = Number(match[3]);
  if (match[1] && !net.isIPv6(host)) return null;
  if (port < 1 || port > 65_535) return null;
  return { host: host.toLowerCase(), port };
}

/**
 * The HTTP listener: absolute-form requests (forward proxy, keep-alive) and
 * CONNECT tunnels, Basic proxy authentication or the client's allowlisted
 * address, 407 with Proxy-Authenticate when credentials are missing or wrong,
 * and every other refusal as a status with an `X-Proxy-Refusal` reason.
 */
export function createHttpProxy(core: GatewayCore): http.Server {
  const server = http.createServer({
    ...httpServerTimeouts(core.config.handshakeTimeoutMs),
    keepAliveTimeout: 5_000,
    maxHeaderSize: 16_384,
  });
  // A client that sends its request and half-closes (nc, scripts) still waits for the answer; by
  // default Node's HTTP server drops the request at the client's FIN when the answer is not yet
  // written, which it never is while the account is looked up and its first grant asked for.
  (server as http.Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  // Every connection passes the gateway's door once; a CONNECT whose head came whole in the first
  // packet is answered here (connect-head.ts), anything else goes on to the HTTP server's parser.
  const parserHandlers = server.listeners("connection") as ((socket: net.Socket) => void)[];
  server.removeAllListeners("connection");
  server.on("connection", (socket: net.Socket) => {
    socket.on("error", () => {});
    if (!core.admit(socket)) {
      socket.end(refusalHead(503, "gateway-busy"));
      return;
    }
    // Until a request arrives (slowloris); relay() replaces it with the idle timeout.
    socket.setTimeout(core.config.handshakeTimeoutMs, () => socket.destroy());
    socket.once("data", (first: Buffer) => {
      socket.pause();
      const head = readConnectHead(first);
      if (head) {
        void tunnel(socket, head.authority, head.proxyAuthorization, head.rest);
        return;
      }
      socket.unshift(first);
      for (const handler of parserHandlers) handler.call(server, socket);
      // The parser reads with "data" (it resumes the socket) or straight from the handle.
      if (socket.isPaused()) socket.resume();
    });
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    // A head not complete within the handshake deadline (headersTimeout) is a timeout, not a bad request.
    const timedOut = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
    if (socket.writable && !socket.destroyed)
      socket.end(timedOut ? refusalHead(408, "handshake-timeout") : refusalHead(400, "bad-request"));
    else socket.destroy();
  });

  function authenticate(socket: net.Socket, proxyAuthorization: string | undefined) {
    const credentials = basicCredentials(proxyAuthorization);
    return credentials
      ? core.withPassword(socket.remoteAddress, credentials.username, credentials.password)
      : core.auth.withAddress(socket.remoteAddress);
  }

  function refusalOf(
    proxyAuthorization: string | undefined,
    verdict: { ok: false; refusal: Refusal },
  ): { status: number; extra: string } {
    const status = refusalStatus[verdict.refusal];
    core.metrics.authRefusals.inc({ reason: verdict.refusal });
    core.countRefusal(basicCredentials(proxyAuthorization)?.username, verdict.refusal);
    return { status, extra: status === 407 ? authenticateHeader : "" };
  }

  /** A CONNECT tunnel, from the head read here or by the HTTP server: authenticated, admitted, connected, relayed. */
  async function tunnel(
    client: net.Socket,
    authority: string,
    proxyAuthorization: string | undefined,
    head: Buffer,
  ): Promise<void> {
    client.on("error", () => client.destroy());
    const target = parseAuthority(authority);
    if (!target) {
      refuse(client, refusalHead(400, "bad-target"));
      return;
    }
    const verdict = await authenticate(client, proxyAuthorization);
    if (client.destroyed) return;
    if (!verdict.ok) {
      const { status, extra } = refusalOf(proxyAuthorization, verdict);
      refuse(client, refusalHead(status, publicRefusalOf(verdict.refusal), extra));
      return;
    }
    const withheld = await core.admitTraffic(verdict, client);
    if (client.destroyed) return;
    if (withheld) {
      refuse(client, refusalHead(refusalStatus[withheld], publicRefusalOf(withheld)));
      return;
    }
    const credentials = basicCredentials(proxyAuthorization);
    try {
      const connection = await core.connect(verdict, target);
      if (client.destroyed) {
        connection.socket.destroy();
        return;
      }
      client.write("HTTP/1.1 200 Connection established\r\n\r\n");
      const allowances = core.allowancesFor(verdict);
      relay({
        client,
        target: connection,
        head,
        account: verdict.account,
        domain: domainOf(target.host),
        meter: core.meter,
        idleTimeoutMs: core.config.idleTimeoutMs,
        allowance: allowances.up,
        downAllowance: allowances.down,
        recheck: core.recheckFor(verdict, credentials ?? { address: client.remoteAddress }),
      });
    } catch (error) {
      const failure = core.failureOf(error);
      refuse(client, refusalHead(failure.status, failure.reason));
    }
  }

  server.on("connect", (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    void tunnel(client, req.url ?? "", req.headers["proxy-authorization"], head);
  });

  const idleArmed = new WeakSet<net.Socket>();
  server.on("request", async (req: http.IncomingMessage, res: http.ServerResponse) => {
    res.on("error", () => {});
    // Once per connection: a keep-alive client's every request would add another listener.
    if (!idleArmed.has(req.socket)) {
      idleArmed.add(req.socket);
      req.socket.setTimeout(core.config.idleTimeoutMs, () => req.socket.destroy());
    }
    let url: URL;
    try {
      url = new URL(req.url ?? "");
      if (url.protocol !== "http:") throw new Error("not http");
    } catch {
      res.writeHead(400, { [reasonHeader]: "absolute-http-url-required", "content-type": "text/plain" });
      res.end("This is a proxy: send absolute http:// URLs, or CONNECT for https.\n");
      return;
    }
    const verdict = await authenticate(req.socket, req.headers["proxy-authorization"]);
    if (!verdict.ok) {
      const { status } = refusalOf(req.headers["proxy-authorization"], verdict);
      res.writeHead(status, {
        [reasonHeader]: verdict.refusal,
        "content-type": "text/plain",
        ...(status === 407 ? { "proxy-authenticate": 'Basic realm="proxy"' } : {}),
      });
      res.end(`${verdict.refusal}\n`);
      return;
    }
    const withheld = await core.admitTraffic(verdict, req.socket);
    if (withheld) {
      res.writeHead(refusalStatus[withheld], {
        [reasonHeader]: publicRefusalOf(withheld),
        "content-type": "text/plain",
      });
      res.end(`${publicRefusalOf(withheld)}\n`);
      return;
    }
    const credentials = basicCredentials(req.headers["proxy-authorization"]);
    const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
    const target = { host: host.toLowerCase(), port: Number(url.port || 80) };
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
    }
    headers.connection = "close";
    let untrack: (() => void) | null = null;
    const upstream = http.request({
      method: req.method,
      host: target.host,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      headers,
      // No agent: with one, Node would ignore createConnection and connect by itself.
      setHost: false,
      createConnection: (_options, done) => {
        core
          .connect(verdict, target)
          .then((connection) => {
            const socket = connection.socket;
            const domain = domainOf(target.host);
            const gated = gatedConnection(
              socket,
              // One bucket for both directions of a forwarded request (its bandwidth limit, if any).
              core.allowancesFor(verdict).up,
              () => {
                socket.destroy();
                req.socket.destroy();
              },
              core.meter.mover(verdict.account, domain),
              connection.reads,
            );
            let reportedUp = 0;
            let reportedDown = 0;
            untrack = core.meter.track({
              account: verdict.account,
              domain,
              collect() {
                const out = { up: gated.up.moved - reportedUp, down: gated.down.moved - reportedDown };
                reportedUp = gated.up.moved;
                reportedDown = gated.down.moved;
                return out;
              },
              destroy() {
                socket.destroy();
                req.socket.destroy();
              },
              recheck: core.recheckFor(verdict, credentials ?? { address: req.socket.remoteAddress }),
            });
            socket.on("close", () => untrack?.());
            socket.setTimeout(core.config.idleTimeoutMs, () => socket.destroy());
            done(null, gated.stream as unknown as net.Socket);
          })
          .catch((error: unknown) => done(error as Error, undefined as unknown as net.Socket));
        return undefined;
      },
    });
    upstream.on("error", (error) => {
      untrack?.();
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const failure = core.failureOf(error);
      res.writeHead(failure.status, { [reasonHeader]: failure.reason, "content-type": "text/plain" });
      res.end(`${failure.reason}\n`);
    });
    upstream.on("response", (answer) => {
      const responseHeaders: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !hopByHop.has(name)) responseHeaders[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, responseHeaders);
      answer.pipe(res);
      answer.on("error", () => res.destroy());
    });
    req.pipe(upstream);
    req.on("error", () => upstream.destroy());
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
  });
  return server;
}
