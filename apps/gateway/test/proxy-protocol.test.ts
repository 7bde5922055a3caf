import { once } from "node:events";
import net from "node:net";
import { tables } from "@shop/db";
import { describe, expect, it } from "vitest";
import { newCustomer, rigPerSuite } from "./helpers.ts";

const gb = 1024n ** 3n;

/** A connection to the gateway as a load balancer on `from` makes it: a PROXY v1 line first, then `bytes`. */
async function throughBalancer(port: number, client: string, bytes: Buffer, from = "127.0.0.1"): Promise<string> {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress: from });
  socket.on("error", () => {});
  await once(socket, "connect");
  let text = "";
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("latin1");
  });
  const closed = new Promise((resolve) => socket.on("close", resolve));
  socket.write(`PROXY TCP4 ${client} 127.0.0.1 40000 7777\r\n`);
  socket.write(bytes);
  await closed;
  return text;
}

describe("PROXY protocol from a trusted balancer", () => {
  const rig = rigPerSuite({ GATEWAY_PROXY_PROTOCOL: "1", GATEWAY_TRUSTED_PROXIES: "127.0.0.1/32" });

  it("lets in the allowlisted client the header names (HTTP and SOCKS5), not the balancer's address", async () => {
    const member = await newCustomer(rig.shop, 10n * gb);
    await rig.shop.database.db.insert(tables.ipAllowlist).values({ memberId: member.memberId, cidr: "203.0.113.50" });
    const connect = Buffer.from(`CONNECT 127.0.0.1:${rig.origin.port} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const request = Buffer.from("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");

    expect(await throughBalancer(rig.gateway.httpPort, "203.0.113.50", Buffer.concat([connect, request]))).toMatch(
      /^HTTP\/1\.1 200 Connection established\r\n\r\nHTTP\/1\.1 200[\s\S]*hello from the origin\n$/,
    );
    expect(await throughBalancer(rig.gateway.httpPort, "203.0.113.51", connect)).toMatch(
      /^HTTP\/1\.1 407[\s\S]*credentials-missing/,
    );

    // SOCKS5 without authentication: greeting, then CONNECT to the origin's port on 127.0.0.1.
    const port = Buffer.alloc(2);
    port.writeUInt16BE(rig.origin.port);
    const socks = Buffer.concat([Buffer.from([0x05, 0x01, 0x00, 0x05, 0x01, 0x00, 0x01, 127, 0, 0, 1]), port, request]);
    const answer = await throughBalancer(rig.gateway.socksPort, "203.0.113.50", socks);
    expect(answer.slice(0, 4)).toBe("\x05\x00\x05\x00");
    expect(answer).toMatch(/hello from the origin\n$/);
    expect(await throughBalancer(rig.gateway.socksPort, "203.0.113.51", socks)).toBe("\x05\xff");
  });

  it("refuses a connection from an address that is not a trusted balancer, header or not", async () => {
    const request = Buffer.from(`GET ${rig.origin.url}/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(await throughBalancer(rig.gateway.httpPort, "203.0.113.50", request, "127.0.0.2")).toBe("");
    const direct = net.connect({ port: rig.gateway.httpPort, host: "127.0.0.1", localAddress: "127.0.0.2" });
    direct.on("error", () => {});
    direct.write(request);
    await new Promise((resolve) => direct.on("close", resolve));
    const metrics = await fetch(`http://127.0.0.1:${rig.gateway.metricsPort}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(/gateway_proxy_protocol_refused_total\{reason="untrusted-sender"\} 2/);
  });
});
