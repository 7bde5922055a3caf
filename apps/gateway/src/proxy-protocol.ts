import net from "node:net";
import { armDeadline, realTimers, type Timers } from "./deadline.ts";

/**
 * The PROXY protocol (HAProxy's, versions 1 and 2): a load balancer in front
 * of the gateway sends one header naming the client before the client's own
 * bytes, so allowlists and per-source throttling see the client, not the
 * balancer. Only senders on the trusted list may send it; with the protocol
 * on, every connection must start with it (the specification forbids
 * guessing) and anyone else is refused.
 */

/** Where a header says the connection comes from; null keeps the socket's own (LOCAL, UNKNOWN, UNSPEC). */
export interface ProxiedSource {
  address: string;
  port: number;
  family: "IPv4" | "IPv6";
}

export type HeaderParse =
  | { kind: "more" }
  | { kind: "invalid"; reason: string }
  | { kind: "ok"; length: number; source: ProxiedSource | null };

const v1Prefix = Buffer.from("PROXY ", "latin1");
const v2Signature = Buffer.from([0x0d, 0x0a, 0x0d, 0x0a, 0x00, 0x0d, 0x0a, 0x51, 0x55, 0x49, 0x54, 0x0a]);
/** The longest v1 line, CRLF included (specification §2.1). */
const v1MaxLength = 107;
/** Addresses (at most 216 bytes, AF_UNIX) plus room for TLVs; a longer header is refused, not buffered. */
const v2MaxPayload = 2048;

/** Whether `buffer` still agrees with `expected` as far as it goes. */
function agrees(buffer: Buffer, expected: Buffer): boolean {
  const length = Math.min(buffer.length, expected.length);
  return buffer.subarray(0, length).equals(expected.subarray(0, length));
}

const decimalPort = /^(0|[1-9]\d{0,4})$/;

function parseV1(buffer: Buffer): HeaderParse {
  const end = buffer.indexOf("\r\n", 0, "latin1");
  if (end < 0) return buffer.length >= v1MaxLength ? { kind: "invalid", reason: "v1-too-long" } : { kind: "more" };
  if (end + 2 > v1MaxLength) return { kind: "invalid", reason: "v1-too-long" };
  const parts = buffer.subarray(0, end).toString("latin1").split(" ");
  const length = end + 2;
  if (parts[1] === "UNKNOWN") return { kind: "ok", length, source: null };
  const [, protocol, source, destination, sourcePort, destinationPort] = parts;
  if (parts.length !== 6 || (protocol !== "TCP4" && protocol !== "TCP6")) {
    return { kind: "invalid", reason: "v1-malformed" };
  }
  const family = protocol === "TCP4" ? 4 : 6;
  const ports = [sourcePort, destinationPort];
  if (
    net.isIP(source ?? "") !== family ||
    net.isIP(destination ?? "") !== family ||
    !ports.every((port) => decimalPort.test(port ?? "") && Number(port) <= 65_535)
  ) {
    return { kind: "invalid", reason: "v1-malformed" };
  }
  return {
    kind: "ok",
    length,
    source: { address: source as string, port: Number(sourcePort), family: family === 4 ? "IPv4" : "IPv6" },
  };
}

function formatIpv6(bytes: Buffer): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(bytes.readUInt16BE(i).toString(16));
  return new net.SocketAddress({ address: groups.join(":"), family: "ipv6" }).address;
}

function parseV2(buffer: Buffer): HeaderParse {
  if (buffer.length < 16) return { kind: "more" };
  const versionCommand = buffer[12] as number;
  if (versionCommand >> 4 !== 2) return { kind: "invalid", reason: "v2-version" };
  const command = versionCommand & 0x0f;
  if (command > 1) return { kind: "invalid", reason: "v2-command" };
  const payload = buffer.readUInt16BE(14);
  if (payload > v2MaxPayload) return { kind: "invalid", reason: "v2-too-long" };
  const length = 16 + payload;
  if (buffer.length < length) return { kind: "more" };
  // LOCAL: the balancer's own connection (a health check); its own address stands.
  if (command === 0) return { kind: "ok", length, source: null };
  const familyTransport = buffer[13] as number;
  const family = familyTransport >> 4;
  const transport = familyTransport & 0x0f;
  // UNSPEC (0) and UNIX (3) name no IP address to use: the socket's stands, as for LOCAL.
  if (family === 0 || family === 3) return { kind: "ok", length, source: null };
  if (transport !== 1) return { kind: "invalid", reason: "v2-not-stream" };
  if (family === 1) {
    if (payload < 12) return { kind: "invalid", reason: "v2-short-address" };
    return {
      kind: "ok",
      length,
      source: { address: [...buffer.subarray(16, 20)].join("."), port: buffer.readUInt16BE(24), family: "IPv4" },
    };
  }
  if (family === 2) {
    if (payload < 36) return { kind: "invalid", reason: "v2-short-address" };
    return {
      kind: "ok",
      length,
      source: { address: formatIpv6(buffer.subarray(16, 32)), port: buffer.readUInt16BE(48), family: "IPv6" },
    };
  }
  return { kind: "invalid", reason: "v2-family" };
}

/** Reads a PROXY header (v1 or v2) at the start of `buffer`: complete, incomplete so far, or not one. */
export function parseProxyHeader(buffer: Buffer): HeaderParse {
  if (buffer.length === 0) return { kind: "more" };
  if (buffer[0] === v1Prefix[0]) {
    if (!agrees(buffer, v1Prefix)) return { kind: "invalid", reason: "not-proxy-protocol" };
    return buffer.length < v1Prefix.length ? { kind: "more" } : parseV1(buffer);
  }
  if (buffer[0] === v2Signature[0]) {
    if (!agrees(buffer, v2Signature)) return { kind: "invalid", reason: "not-proxy-protocol" };
    return parseV2(buffer);
  }
  return { kind: "invalid", reason: "not-proxy-protocol" };
}

const ipv4Mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** `192.0.2.1` for `::ffff:192.0.2.1`, so one IPv4 range matches a dual-stack listener's addresses. */
function plainAddress(address: string): string {
  return ipv4Mapped.exec(address)?.[1] ?? address;
}

/**
 * The addresses allowed to send a header, from CIDRs or single addresses
 * (`127.0.0.1/32,10.0.0.0/8,::1`). Throws with the bad entry named.
 */
export function trustedProxies(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = "", prefixText, extra] = entry.split("/");
    const family = net.isIP(address);
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (
      family === 0 ||
      extra !== undefined ||
      (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) ||
      prefix > max
    ) {
      throw new Error(`not an IP address or CIDR range: "${entry}"`);
    }
    list.addSubnet(address, prefix, family === 4 ? "ipv4" : "ipv6");
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    const family = net.isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? "ipv4" : "ipv6");
  };
}

export interface ProxyProtocolOptions {
  /** Who may send a header (trustedProxies()). */
  trusted: (address: string | undefined) => boolean;
  /** The whole header must arrive within this many ms of the connection, however it trickles in. */
  timeoutMs: number;
  timers?: Timers;
  /** A connection closed before it reached the listener: untrusted sender, bad header or deadline. */
  onRefused?: (reason: string) => void;
}

/** Makes `socket` report the client the header named (only the properties the gateway reads). */
function presentAs(socket: net.Socket, source: ProxiedSource): void {
  const own = (value: unknown) => ({ value, configurable: true, enumerable: true });
  Object.defineProperties(socket, {
    remoteAddress: own(source.address),
    remotePort: own(source.port),
    remoteFamily: own(source.family),
  });
}

/**
 * Puts the PROXY protocol in front of a listener (net or http): its own
 * "connection" handlers (the HTTP parser's, the gateway's) run only once the
 * header is read, with the socket presenting the client's address and the
 * bytes after the header still to be read. Call after the listener's handlers
 * are attached.
 */
export function acceptProxyProtocol(server: net.Server, options: ProxyProtocolOptions): void {
  const handlers = server.listeners("connection") as ((socket: net.Socket) => void)[];
  server.removeAllListeners("connection");
  const timers = options.timers ?? realTimers;
  server.on("connection", (socket: net.Socket) => {
    const refuse = (reason: string) => {
      options.onRefused?.(reason);
      socket.destroy();
    };
    socket.on("error", () => socket.destroy());
    if (!options.trusted(socket.remoteAddress)) return refuse("untrusted-sender");
    const disarm = armDeadline(socket, options.timeoutMs, {
      setTimeout: (run, ms) =>
        timers.setTimeout(() => {
          if (!socket.destroyed) options.onRefused?.("timeout");
          run();
        }, ms),
      clearTimeout: (handle) => timers.clearTimeout(handle),
    });
    let buffered: Buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      const parsed = parseProxyHeader(buffered);
      if (parsed.kind === "more") return;
      socket.off("data", onData);
      socket.pause();
      disarm();
      if (parsed.kind === "invalid") return refuse(parsed.reason);
      if (parsed.source) presentAs(socket, parsed.source);
      const rest = buffered.subarray(parsed.length);
      if (rest.length > 0) socket.unshift(rest);
      for (const handler of handlers) handler.call(server, socket);
      // A listener that reads with "data" resumes the socket itself; one that does not must still get its bytes.
      if (socket.isPaused() && socket.listenerCount("data") > 0) socket.resume();
    };
    socket.on("data", onData);
  });
}
