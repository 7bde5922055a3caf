import net from "node:net";
import type { Refusal, Verdict } from "./accounts.ts";
import type { GatewayCore } from "./core.ts";
import { armDeadline } from "./deadline.ts";
import { domainOf } from "./meter.ts";
import { relay } from "./tunnel.ts";

/** RFC 1928 reply codes used here. */
const reply = {
  succeeded: 0x00,
  generalFailure: 0x01,
  notAllowed: 0x02,
  commandNotSupported: 0x07,
  addressTypeNotSupported: 0x08,
} as const;

/** Refusals answered with the RFC 1929 failure status; the others pass it and are told with reply 0x02. */
const failsAuthentication = new Set<Refusal>(["credentials-invalid", "too-many-failures", "lookups-throttled"]);

/** The longest handshake message: request with a 255-byte domain. Anything bigger before the tunnel is abuse. */
const maxHandshakeBytes = 1024;

class NeedMore extends Error {}

/** A reader over the bytes received so far; running past the end means "wait for more". */
class Cursor {
  offset = 0;
  readonly buffer: Buffer;
  constructor(buffer: Buffer) {
    this.buffer = buffer;
  }
  byte(): number {
    if (this.offset >= this.buffer.length) throw new NeedMore();
    return this.buffer[this.offset++] as number;
  }
  bytes(length: number): Buffer {
    if (this.offset + length > this.buffer.length) throw new NeedMore();
    const out = this.buffer.subarray(this.offset, this.offset + length);
    this.offset += length;
    return out;
  }
}

function replyPacket(code: number, bound?: net.AddressInfo | Record<string, never>): Buffer {
  const address = bound && "address" in bound ? bound.address : "0.0.0.0";
  const port = bound && "port" in bound ? bound.port : 0;
  if (net.isIPv6(address) && !address.startsWith("::ffff:")) {
    const packet = Buffer.alloc(22);
    packet.set([0x05, code, 0x00, 0x04]);
    const groups = new net.SocketAddress({ address, family: "ipv6" }).address;
    expandIpv6(groups).copy(packet, 4);
    packet.writeUInt16BE(port, 20);
    return packet;
  }
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  const packet = Buffer.alloc(10);
  packet.set([0x05, code, 0x00, 0x01]);
  const octets = net.isIPv4(v4) ? v4.split(".").map(Number) : [0, 0, 0, 0];
  packet.set(octets, 4);
  packet.writeUInt16BE(port, 8);
  return packet;
}

function expandIpv6(address: string): Buffer {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  const out = Buffer.alloc(16);
  for (const [index, group] of groups.entries()) out.writeUInt16BE(Number.parseInt(group || "0", 16), index * 2);
  return out;
}

function formatIpv6(bytes: Buffer): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(bytes.readUInt16BE(i).toString(16));
  return new net.SocketAddress({ address: groups.join(":"), family: "ipv6" }).address;
}

/**
 * The SOCKS5 listener (RFC 1928) with username/password authentication
 * (RFC 1929), or no authentication for a client whose address is on a
 * member's allowlist. CONNECT to IPv4, IPv6 and domain addresses (domains
 * stay unresolved until the exit). A wrong password fails the RFC 1929
 * exchange; a known account that may not pass (no traffic, disabled, …)
 * passes it and gets reply 0x02 "not allowed by ruleset" on its request, so
 * only its owner learns why.
 */
export function createSocks5Server(core: GatewayCore): net.Server {
  const server = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => {
    socket.on("error", () => socket.destroy());
    if (!core.admit(socket)) {
      socket.destroy();
      return;
    }
    socket.setTimeout(core.config.handshakeTimeoutMs, () => socket.destroy());
    // The idle timeout above restarts on every byte; this one ends a trickled handshake.
    const handshakeRead = armDeadline(socket, core.config.handshakeTimeoutMs, core.timers);
    handshake(socket, handshakeRead).catch(() => socket.destroy());
  });
  server.on("error", (error) => core.log.error({ err: error.message }, "socks5 listener error"));

  function refuse(_socket: net.Socket, refusal: Refusal, username?: string): void {
    core.metrics.authRefusals.inc({ reason: refusal });
    core.countRefusal(username, refusal);
  }

  /** `handshakeRead` disarms the handshake deadline: called once the client has sent its whole request. */
  async function handshake(socket: net.Socket, handshakeRead: () => void): Promise<void> {
    let buffered: Buffer = Buffer.alloc(0);
    let waiter: (() => void) | null = null;
    let ended = false;
    const onData = (chunk: Buffer) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      if (buffered.length > maxHandshakeBytes) socket.destroy();
      waiter?.();
    };
    const onEnd = () => {
      ended = true;
      waiter?.();
    };
    socket.on("data", onData);
    socket.on("end", onEnd);
    socket.on("close", onEnd);

    /** Parses the next message once enough bytes are there; null when the client went away. */
    async function read<T>(parse: (cursor: Cursor) => T): Promise<T | null> {
      for (;;) {
        if (socket.destroyed) return null;
        const cursor = new Cursor(buffered);
        try {
          const value = parse(cursor);
          buffered = buffered.subarray(cursor.offset);
          return value;
        } catch (error) {
          if (!(error instanceof NeedMore)) throw error;
        }
        if (ended) return null;
        await new Promise<void>((resolve) => {
          waiter = resolve;
        });
        waiter = null;
      }
    }

    const greeting = await read((c) => {
      const version = c.byte();
      if (version !== 0x05) return null;
      const count = c.byte();
      return [...c.bytes(count)];
    });
    if (!greeting) return void socket.destroy();

    let verdict: Verdict;
    let admission: { username: string; password: string } | { address: string | undefined } = {
      address: socket.remoteAddress,
    };
    if (greeting.includes(0x02)) {
      socket.write(Buffer.from([0x05, 0x02]));
      const credentials = await read((c) => {
        if (c.byte() !== 0x01) return null;
        const username = c.bytes(c.byte()).toString("latin1");
        const password = c.bytes(c.byte()).toString("latin1");
        return { username, password };
      });
      if (!credentials) return void socket.destroy();
      verdict = await core.withPassword(socket.remoteAddress, credentials.username, credentials.password);
      admission = credentials;
      // Throttled attempts fail RFC 1929 like a wrong password: the password was never checked. Without
      // the shop the credentials cannot be judged: the exchange passes and the request gets reply 0x01
      // (general failure), so a client does not take an outage for a wrong password.
      if (!verdict.ok && failsAuthentication.has(verdict.refusal)) {
        refuse(socket, verdict.refusal, credentials.username);
        socket.end(Buffer.from([0x01, 0x01]));
        return;
      }
      if (socket.destroyed) return;
      socket.write(Buffer.from([0x01, 0x00]));
    } else if (greeting.includes(0x00)) {
      verdict = await core.auth.withAddress(socket.remoteAddress);
      if (!verdict.ok && verdict.refusal === "credentials-missing") {
        refuse(socket, verdict.refusal);
        socket.end(Buffer.from([0x05, 0xff]));
        return;
      }
      if (socket.destroyed) return;
      socket.write(Buffer.from([0x05, 0x00]));
    } else {
      socket.end(Buffer.from([0x05, 0xff]));
      return;
    }

    const request = await read((c) => {
      if (c.byte() !== 0x05) return { error: reply.generalFailure } as const;
      const command = c.byte();
      c.byte();
      const type = c.byte();
      let host: string;
      if (type === 0x01) host = [...c.bytes(4)].join(".");
      else if (type === 0x04) host = formatIpv6(c.bytes(16));
      else if (type === 0x03) host = c.bytes(c.byte()).toString("latin1").toLowerCase();
      else return { error: reply.addressTypeNotSupported } as const;
      const port = c.bytes(2).readUInt16BE(0);
      if (command !== 0x01) return { error: reply.commandNotSupported } as const;
      if (type === 0x03 && !/^[a-z0-9.-]{1,253}$/.test(host)) return { error: reply.generalFailure } as const;
      if (port === 0) return { error: reply.generalFailure } as const;
      return { host, port } as const;
    });
    if (!request) return void socket.destroy();
    handshakeRead();
    if ("error" in request) {
      socket.end(replyPacket(request.error ?? reply.generalFailure));
      return;
    }
    if (!verdict.ok) {
      refuse(socket, verdict.refusal, "username" in admission ? admission.username : undefined);
      socket.end(replyPacket(verdict.refusal === "shop-unavailable" ? reply.generalFailure : reply.notAllowed));
      return;
    }
    const withheld = await core.admitTraffic(verdict, socket);
    if (socket.destroyed) return;
    if (withheld) {
      socket.end(replyPacket(withheld === "shop-unavailable" ? reply.generalFailure : reply.notAllowed));
      return;
    }
    try {
      const connection = await core.connect(verdict, request);
      if (socket.destroyed) {
        connection.socket.destroy();
        return;
      }
      socket.off("data", onData);
      socket.off("end", onEnd);
      socket.off("close", onEnd);
      const bound = connection.socket.address();
      socket.write(replyPacket(reply.succeeded, "address" in bound ? bound : {}));
      const allowances = core.allowancesFor(verdict);
      relay({
        client: socket,
        target: connection,
        head: buffered,
        account: verdict.account,
        domain: domainOf(request.host),
        meter: core.meter,
        idleTimeoutMs: core.config.idleTimeoutMs,
        allowance: allowances.up,
        downAllowance: allowances.down,
        recheck: core.recheckFor(verdict, admission),
      });
    } catch (error) {
      socket.end(replyPacket(core.failureOf(error).socksReply));
    }
  }

  return server;
}
