import { Resolver } from "node:dns/promises";
import net from "node:net";
import { type ExitDefinition, specialPurposeRangeOf, unmapIpv4 } from "@shop/contract";
import { SocksClient } from "socks";
import { type LargeReads, largeReads } from "./large-reads.ts";
import { addressKey } from "./self-addresses.ts";

/** Why a target could not be reached; each maps to an HTTP status and a SOCKS5 reply code. */
export type EgressFailure =
  | "target-forbidden"
  /** The target's domain is on the member's or the seller's deny list (core.ts, before any connection). */
  | "target-denied"
  | "no-exit-for-location"
  | "dns-failed"
  | "connect-refused"
  | "connect-timeout"
  | "target-unreachable"
  | "upstream-failed";

export class EgressError extends Error {
  readonly failure: EgressFailure;
  constructor(failure: EgressFailure, message: string) {
    super(message);
    this.failure = failure;
  }
}

export const httpStatusOf: Record<EgressFailure, number> = {
  "target-forbidden": 403,
  "target-denied": 403,
  "no-exit-for-location": 502,
  "dns-failed": 502,
  "connect-refused": 502,
  "connect-timeout": 504,
  "target-unreachable": 502,
  "upstream-failed": 502,
};

/** RFC 1928 reply codes. */
export const socksReplyOf: Record<EgressFailure, number> = {
  "target-forbidden": 0x02,
  "target-denied": 0x02,
  "no-exit-for-location": 0x03,
  "dns-failed": 0x04,
  "connect-refused": 0x05,
  "connect-timeout": 0x06,
  "target-unreachable": 0x04,
  "upstream-failed": 0x01,
};

/** Where a tunnel goes and what the exit's credential templates may carry. */
export interface Target {
  host: string;
  port: number;
}

export interface TemplateValues {
  country?: string;
  region?: string;
  city?: string;
  session?: string;
  minutes?: number;
}

/** An established connection towards the target; counters start after any upstream handshake. */
export interface EgressConnection {
  socket: net.Socket;
  /** bytesWritten / bytesRead of `socket` that belong to the handshake, not to the customer. */
  baseline: { written: number; read: number };
  /** How `socket`'s data arrives when it reads into a buffer of its own (no "data" events then). */
  reads?: LargeReads;
}

/**
 * Whether a direct exit may reach an address: never a special-purpose one
 * (the contract's list, shared with the shop: "this host", multicast,
 * reserved, documentation, NAT64/6to4/Teredo, IPv4-mapped forms judged as
 * IPv4), except loopback when `allowLoopback` (demo) and private, shared,
 * link-local and benchmarking networks when `allowPrivate` (internal
 * deployments).
 */
function isSpecialTarget(address: string, allowPrivate: boolean, allowLoopback: boolean): boolean {
  const range = specialPurposeRangeOf(address);
  if (!range) return false;
  if (range.kind === "loopback") return !allowLoopback;
  if (range.kind === "private" || range.kind === "link-local" || range.kind === "benchmarking") return !allowPrivate;
  return true;
}

/** The IPv4 address inside an IPv4-mapped IPv6 address, for connecting; the contract reads every form. */
const unmapped = unmapIpv4;

/**
 * A resolver with its own cache: lookups go to the DNS servers over the
 * network (c-ares), not through getaddrinfo on the libuv thread pool, and an
 * answer is kept for its TTL (5 s to 5 min).
 */
function createCachedResolver() {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  const cache = new Map<string, { addresses: string[]; expires: number }>();
  const inFlight = new Map<string, Promise<string[]>>();
  return async (host: string): Promise<string[]> => {
    if (host === "localhost") return ["127.0.0.1"];
    const cached = cache.get(host);
    if (cached && cached.expires > Date.now()) return cached.addresses;
    const pending = inFlight.get(host);
    if (pending) return pending;
    const lookup = (async () => {
      const [v4, v6] = await Promise.allSettled([
        resolver.resolve4(host, { ttl: true }),
        resolver.resolve6(host, { ttl: true }),
      ]);
      const records = [...(v4.status === "fulfilled" ? v4.value : []), ...(v6.status === "fulfilled" ? v6.value : [])];
      if (records.length === 0) throw new EgressError("dns-failed", `no address for ${host}`);
      const ttl = Math.min(300, Math.max(5, Math.min(...records.map((r) => r.ttl))));
      const addresses = records.map((r) => r.address);
      if (cache.size > 50_000) cache.clear();
      cache.set(host, { addresses, expires: Date.now() + ttl * 1000 });
      return addresses;
    })().finally(() => inFlight.delete(host));
    inFlight.set(host, lookup);
    return lookup;
  };
}

export interface EgressOptions {
  connectTimeoutMs: number;
  allowPrivateTargets: boolean;
  allowLoopbackTargets: boolean;
  deniedPorts: ReadonlySet<number>;
  /** Addresses never reached directly (the shop's own, say). */
  deniedAddresses?: string[];
  /** More addresses never reached directly, asked at each connection (this machine's and the shop's, self-addresses.ts). */
  isDenied?: (address: string) => boolean;
  resolve?: (host: string) => Promise<string[]>;
}

/** Connects a TCP socket with a timeout; the socket has its error listener before any await. */
export function connectTcp(
  options: net.NetConnectOpts & { host: string; port: number },
  timeoutMs: number,
  reads?: LargeReads,
): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({
      ...options,
      allowHalfOpen: true,
      noDelay: true,
      ...(reads ? { onread: reads.onread } : {}),
    });
    const fail = (error: EgressError) => {
      socket.destroy();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new EgressError("connect-timeout", `no connection to ${options.host}:${options.port}`)),
      timeoutMs,
    );
    socket.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const failure: EgressFailure = error.code === "ECONNREFUSED" ? "connect-refused" : "target-unreachable";
      fail(new EgressError(failure, `${options.host}:${options.port}: ${error.code ?? error.message}`));
    });
    socket.once("connect", () => {
      clearTimeout(timer);
      socket.removeAllListeners("error");
      resolve(socket);
    });
  });
}

function fill(template: string | undefined, values: TemplateValues): string | undefined {
  if (template === undefined) return undefined;
  return template.replace(/\{(country_lower|country|region|city|session|minutes)\}/g, (_, name: string) => {
    if (name === "country_lower") return values.country?.toLowerCase() ?? "";
    const value = values[name as keyof TemplateValues];
    return value === undefined ? "" : String(value);
  });
}

/** Reads an HTTP response head from a fresh socket; what follows it is put back. */
function readConnectAnswer(socket: net.Socket, timeoutMs: number): Promise<{ status: number; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const timer = setTimeout(
      () => finish(new EgressError("connect-timeout", "upstream proxy did not answer")),
      timeoutMs,
    );
    const finish = (error: Error | null, value?: { status: number; rest: Buffer }) => {
      clearTimeout(timer);
      socket.off("data", onData);
      socket.off("error", onError);
      socket.off("end", onEnd);
      if (error) reject(error);
      else if (value) resolve(value);
    };
    const onError = (error: Error) => finish(new EgressError("upstream-failed", error.message));
    const onEnd = () => finish(new EgressError("upstream-failed", "upstream proxy closed the connection"));
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf("\r\n\r\n");
      if (end < 0) {
        if (buffered.length > 16_384) finish(new EgressError("upstream-failed", "upstream answer too long"));
        return;
      }
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(buffered.subarray(0, end).toString("latin1"))?.[1] ?? 0);
      finish(null, { status, rest: buffered.subarray(end + 4) });
    };
    socket.on("data", onData);
    socket.on("error", onError);
    socket.on("end", onEnd);
  });
}

function formatHostPort(target: Target): string {
  return net.isIPv6(target.host) ? `[${target.host}]:${target.port}` : `${target.host}:${target.port}`;
}

/**
 * Opens the connection of one tunnel through one exit: direct (DNS here,
 * every address checked, the checked address connected), or through a bigger
 * provider's HTTP or SOCKS5 proxy with the host name unresolved, so DNS
 * happens at the exit.
 */
export function createEgress(options: EgressOptions) {
  const resolve = options.resolve ?? createCachedResolver();
  const denied = new Set((options.deniedAddresses ?? []).map(addressKey));

  function isForbidden(address: string): boolean {
    if (denied.has(addressKey(address)) || options.isDenied?.(address)) return true;
    return isSpecialTarget(address, options.allowPrivateTargets, options.allowLoopbackTargets);
  }

  async function direct(target: Target, localAddress?: string): Promise<EgressConnection> {
    const addresses = net.isIP(target.host)
      ? [target.host]
      : await resolve(target.host).catch((error: unknown) => {
          throw error instanceof EgressError ? error : new EgressError("dns-failed", `no address for ${target.host}`);
        });
    // Every address is checked, then one checked address is connected: a rebinding answer changes nothing.
    const allowed = addresses.filter((address) => !isForbidden(address));
    if (allowed.length === 0) throw new EgressError("target-forbidden", `${target.host} is not a permitted target`);
    const family = localAddress ? net.isIP(localAddress) : 0;
    const candidates = family ? allowed.filter((address) => net.isIP(unmapped(address)) === family) : allowed;
    const address = candidates[0];
    if (!address) throw new EgressError("target-unreachable", `no address of ${target.host} for this exit`);
    // The exit's own connection is read into a buffer of its own (large-reads.ts); an upstream
    // exit's is not, as its handshake is read from "data" events.
    const reads = largeReads();
    const socket = await connectTcp(
      { host: unmapped(address), port: target.port, localAddress },
      options.connectTimeoutMs,
      reads,
    );
    socket.once("close", () => reads.release());
    return { socket, baseline: { written: 0, read: 0 }, reads };
  }

  async function upstreamHttp(
    exit: Extract<ExitDefinition, { kind: "upstream-http" }>,
    target: Target,
    values: TemplateValues,
  ): Promise<EgressConnection> {
    const socket = await connectTcp({ host: exit.host, port: exit.port }, options.connectTimeoutMs).catch(() => {
      throw new EgressError("upstream-failed", `upstream ${exit.host}:${exit.port} unreachable`);
    });
    socket.on("error", () => {});
    const hostPort = formatHostPort(target);
    const username = fill(exit.username, values);
    const auth =
      username !== undefined
        ? `Proxy-Authorization: Basic ${Buffer.from(`${username}:${fill(exit.password, values) ?? ""}`).toString("base64")}\r\n`
        : "";
    socket.write(`CONNECT ${hostPort} HTTP/1.1\r\nHost: ${hostPort}\r\n${auth}\r\n`);
    let answer: { status: number; rest: Buffer };
    try {
      answer = await readConnectAnswer(socket, options.connectTimeoutMs);
    } catch (error) {
      socket.destroy();
      throw error;
    }
    if (answer.status !== 200) {
      socket.destroy();
      throw new EgressError(
        answer.status === 403 ? "target-forbidden" : answer.status === 504 ? "connect-timeout" : "upstream-failed",
        `upstream answered ${answer.status}`,
      );
    }
    if (answer.rest.length > 0) socket.unshift(answer.rest);
    socket.removeAllListeners("error");
    return { socket, baseline: { written: socket.bytesWritten, read: socket.bytesRead - answer.rest.length } };
  }

  async function upstreamSocks(
    exit: Extract<ExitDefinition, { kind: "upstream-socks5" }>,
    target: Target,
    values: TemplateValues,
  ): Promise<EgressConnection> {
    try {
      const { socket } = await SocksClient.createConnection({
        proxy: {
          host: exit.host,
          port: exit.port,
          type: 5,
          userId: fill(exit.username, values),
          password: fill(exit.password, values),
        },
        command: "connect",
        destination: { host: target.host, port: target.port },
        timeout: options.connectTimeoutMs,
      });
      socket.setNoDelay(true);
      return { socket, baseline: { written: socket.bytesWritten, read: socket.bytesRead } };
    } catch (error) {
      const message = (error as Error).message;
      const failure: EgressFailure = /refused/i.test(message)
        ? "connect-refused"
        : /not allowed/i.test(message)
          ? "target-forbidden"
          : /timed out|timeout|TTL/i.test(message)
            ? "connect-timeout"
            : /host unreachable|network unreachable/i.test(message)
              ? "target-unreachable"
              : "upstream-failed";
      throw new EgressError(failure, `upstream socks5 ${exit.host}:${exit.port}: ${message}`);
    }
  }

  return {
    async connect(
      exit: ExitDefinition,
      target: Target,
      values: TemplateValues,
      localAddress?: string,
    ): Promise<EgressConnection> {
      if (options.deniedPorts.has(target.port)) {
        throw new EgressError("target-forbidden", `port ${target.port} is not permitted`);
      }
      switch (exit.kind) {
        case "direct":
          return direct(target, localAddress);
        case "upstream-http":
          return upstreamHttp(exit, target, values);
        case "upstream-socks5":
          return upstreamSocks(exit, target, values);
      }
    },
    isForbidden,
  };
}

export type Egress = ReturnType<typeof createEgress>;
