import http from "node:http";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";
import {
  isProxyRefusalCode,
  type ProxyLineTestRequest,
  type ProxyLineTestResult,
  type ProxyRefusalCode,
  parseProxyUsername,
  ResponseCode,
} from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import type { ProxyGatewayConfig } from "./config.ts";
import type { ProxyAccountsService } from "./service.ts";

/** The try failed without a refusal of the gateway's: its address does not answer, or the echo does not. */
type TryFailure = ProxyRefusalCode | "gateway-unreachable" | "echo-failed";

class LineTestFailure extends Error {
  readonly reason: TryFailure;
  constructor(reason: TryFailure) {
    super(reason);
    this.reason = reason;
  }
}

/** RFC 1928 reply codes as the gateway sends them (its egress.ts), back to the refusal they tell. */
const refusalOfSocksReply: Record<number, ProxyRefusalCode> = {
  1: "upstream-failed",
  2: "target-forbidden",
  3: "no-exit-for-location",
  4: "target-unreachable",
  5: "connect-refused",
  6: "connect-timeout",
};

function once<T>(
  emitter: net.Socket,
  timeoutMs: number,
  read: (done: (error: Error | null, value?: T) => void) => void,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LineTestFailure("connect-timeout")), timeoutMs);
    const onError = () => reject(new LineTestFailure("gateway-unreachable"));
    emitter.once("error", onError);
    read((error, value) => {
      clearTimeout(timer);
      emitter.off("error", onError);
      if (error) reject(error);
      else resolve(value as T);
    });
  });
}

/** A SOCKS5 tunnel to host:port with username and password (RFC 1928/1929); a refusal names its reason. */
async function socksTunnel(
  gateway: { host: string; port: number },
  credentials: { username: string; password: string },
  target: { host: string; port: number },
  timeoutMs: number,
): Promise<net.Socket> {
  const socket = net.connect({ host: gateway.host, port: gateway.port });
  await once<void>(socket, timeoutMs, (done) => socket.once("connect", () => done(null)));
  const read = (bytes: number) =>
    once<Buffer>(socket, timeoutMs, (done) => {
      let buffered = Buffer.alloc(0);
      const onData = (chunk: Buffer) => {
        buffered = Buffer.concat([buffered, chunk]);
        if (buffered.length < bytes) return;
        socket.off("data", onData);
        socket.off("end", onEnd);
        // Paused, what came beyond this answer waits for the next reader instead of being dropped.
        socket.pause();
        if (buffered.length > bytes) socket.unshift(buffered.subarray(bytes));
        done(null, buffered.subarray(0, bytes));
      };
      const onEnd = () => done(new LineTestFailure("credentials-invalid"));
      socket.on("data", onData);
      socket.once("end", onEnd);
      socket.resume();
    });
  socket.write(Buffer.from([5, 1, 2]));
  const method = await read(2);
  if (method[1] !== 2) throw new LineTestFailure("credentials-invalid");
  const user = Buffer.from(credentials.username);
  const pass = Buffer.from(credentials.password);
  socket.write(Buffer.concat([Buffer.from([1, user.length]), user, Buffer.from([pass.length]), pass]));
  const auth = await read(2);
  // The gateway says why in the log only: a failed sub-negotiation is all SOCKS5 can carry.
  if (auth[1] !== 0) throw new LineTestFailure("credentials-invalid");
  const host = Buffer.from(target.host);
  const port = Buffer.alloc(2);
  port.writeUInt16BE(target.port);
  socket.write(Buffer.concat([Buffer.from([5, 1, 0, 3, host.length]), host, port]));
  const head = await read(4);
  if (head[1] !== 0) throw new LineTestFailure(refusalOfSocksReply[head[1] ?? 1] ?? "upstream-failed");
  const rest = head[3] === 1 ? 4 + 2 : head[3] === 4 ? 16 + 2 : ((await read(1))[0] ?? 0) + 2;
  await read(rest);
  // The tunnel is open: whoever reads next (the HTTP client) gets its bytes as they come.
  socket.resume();
  return socket;
}

/** An HTTP CONNECT tunnel; a refusal comes back as X-Proxy-Refusal. */
function connectTunnel(
  gateway: { host: string; port: number },
  credentials: { username: string; password: string },
  target: { host: string; port: number },
  timeoutMs: number,
): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const authority = `${target.host.includes(":") ? `[${target.host}]` : target.host}:${target.port}`;
    const request = http.request({
      host: gateway.host,
      port: gateway.port,
      method: "CONNECT",
      path: authority,
      headers: {
        host: authority,
        "proxy-authorization": `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}`,
      },
      timeout: timeoutMs,
    });
    request.once("connect", (response, socket) => {
      if (response.statusCode === 200) return resolve(socket);
      socket.destroy();
      const refusal = String(response.headers["x-proxy-refusal"] ?? "");
      reject(new LineTestFailure(isProxyRefusalCode(refusal) ? refusal : "upstream-failed"));
    });
    request.once("timeout", () => request.destroy(new LineTestFailure("connect-timeout")));
    request.once("error", (error) =>
      reject(error instanceof LineTestFailure ? error : new LineTestFailure("gateway-unreachable")),
    );
    request.end();
  });
}

/** What a SOCKS5 refusal leaves open: the reason may be the account's. */
const socksVague = new Set<TryFailure>(["credentials-invalid", "target-forbidden"]);

/** GET of the echo through an open tunnel: the exit IP it saw. */
function fetchEcho(socket: net.Socket, echo: URL, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const secure = echo.protocol === "https:";
    const request = (secure ? https : http).request(
      {
        host: echo.hostname,
        path: `${echo.pathname}${echo.search}`,
        method: "GET",
        headers: { accept: "application/json", connection: "close" },
        timeout: timeoutMs,
        createConnection: () => (secure ? tls.connect({ socket, servername: echo.hostname }) : socket),
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (body.length < 16_384) body += chunk;
        });
        response.once("end", () => {
          const ip = exitIpOf(body);
          if (response.statusCode === 200 && ip) resolve(ip);
          else reject(new LineTestFailure("echo-failed"));
        });
      },
    );
    // However the echo stalls (headers, body), the try ends on time.
    const timer = setTimeout(() => request.destroy(new LineTestFailure("echo-failed")), timeoutMs);
    request.once("close", () => clearTimeout(timer));
    request.once("error", () => reject(new LineTestFailure("echo-failed")));
    request.end();
  });
}

/** The address an echo answered: the shop's own `/app-api/getIp` envelope, or `{ip}` / `{origin}` of common echo services. */
export function exitIpOf(body: string): string | null {
  try {
    const json = JSON.parse(body) as { data?: { ip?: unknown }; ip?: unknown; origin?: unknown };
    const ip = json.data?.ip ?? json.ip ?? json.origin;
    return typeof ip === "string" && net.isIP(ip) ? ip : null;
  } catch {
    return null;
  }
}

/**
 * "Test this line" (docs/decisions.md): the shop itself opens the proxy
 * connection to the gateway its lines point at, with the member's own
 * sub-account, and fetches an echo through it, as the customer's tool would.
 * Only the member's own accounts: the password is read from the database,
 * never taken from the request.
 */
export function createLineTester(deps: {
  proxyAccounts: Pick<ProxyAccountsService, "findAccountByUsername">;
  /** The echo URL, or null when this shop has none (production without PROXY_LINE_TEST_URL). */
  echoUrl(): string | null;
  lookupCountry(ip: string): Promise<string | null>;
  timeoutMs?: number;
  now?: () => number;
}) {
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const now = deps.now ?? Date.now;

  return {
    async test(
      memberId: number,
      gateway: ProxyGatewayConfig,
      line: ProxyLineTestRequest,
    ): Promise<ProxyLineTestResult> {
      const parsed = parseProxyUsername(line.username);
      if (!parsed.ok) throw new AppError(ResponseCode.BadRequest, "proxyCentre.lineTest.invalidLine");
      const account = await deps.proxyAccounts.findAccountByUsername(parsed.params.account);
      if (!account || account.memberId !== memberId || account.deletedAt) {
        throw new AppError(ResponseCode.BadRequest, "proxyCentre.lineTest.invalidLine");
      }
      const echoText = deps.echoUrl();
      if (!echoText) throw new AppError(ResponseCode.BadRequest, "proxyCentre.lineTest.notConfigured");
      const echo = new URL(echoText);
      const target = {
        host: echo.hostname.replace(/^\[|\]$/g, ""),
        port: Number(echo.port) || (echo.protocol === "https:" ? 443 : 80),
      };
      const credentials = { username: line.username, password: account.password };
      const started = now();
      const elapsed = () => Math.max(0, Math.round(now() - started));
      let socket: net.Socket | null = null;
      try {
        const viaHttp = () =>
          connectTunnel({ host: gateway.host, port: gateway.httpPort }, credentials, target, timeoutMs);
        socket =
          line.protocol === "socks5"
            ? await socksTunnel({ host: gateway.host, port: gateway.socks5Port }, credentials, target, timeoutMs).catch(
                async (error: unknown) => {
                  // SOCKS5 can only say "authentication failed" or "not allowed by ruleset" (0x02): the
                  // HTTP listener's X-Proxy-Refusal names the reason of the same line.
                  if (!(error instanceof LineTestFailure) || !socksVague.has(error.reason)) throw error;
                  const again = await viaHttp();
                  again.destroy();
                  throw error;
                },
              )
            : await viaHttp();
        const exitIp = await fetchEcho(socket, echo, timeoutMs);
        const latencyMs = elapsed();
        return { ok: true, exitIp, countryCode: await deps.lookupCountry(exitIp), latencyMs };
      } catch (error) {
        if (!(error instanceof LineTestFailure)) throw error;
        return { ok: false, reason: error.reason, latencyMs: elapsed() };
      } finally {
        socket?.destroy();
      }
    },
  };
}

export type LineTester = ReturnType<typeof createLineTester>;
