import { describe, expect, it } from "vitest";
import { readConnectHead } from "./connect-head.ts";

const head = (text: string) => Buffer.from(text, "latin1");

describe("reading a CONNECT head without the HTTP parser", () => {
  it("takes the target, the proxy credentials and the bytes after the head", () => {
    const read = readConnectHead(
      head(
        "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\nproxy-authorization: Basic dTpw \r\n\r\n\x16\x03\x01",
      ),
    );
    expect(read?.authority).toBe("example.com:443");
    expect(read?.proxyAuthorization).toBe("Basic dTpw");
    expect([...(read?.rest ?? [])]).toEqual([0x16, 0x03, 0x01]);
  });

  it("reads a head without credentials (an allowlisted client) and HTTP/1.0", () => {
    const read = readConnectHead(head("CONNECT [2001:db8::1]:8443 HTTP/1.0\r\n\r\n"));
    expect(read).toEqual({ authority: "[2001:db8::1]:8443", proxyAuthorization: undefined, rest: Buffer.alloc(0) });
  });

  it.each([
    ["another method", "GET http://example.com/ HTTP/1.1\r\nHost: example.com\r\n\r\n"],
    ["a head not yet complete", "CONNECT example.com:443 HTTP/1.1\r\nHost: exa"],
    ["a folded header", "CONNECT a:1 HTTP/1.1\r\nProxy-Authorization: Basic\r\n dTpw\r\n\r\n"],
    ["a bare line feed", "CONNECT a:1 HTTP/1.1\nHost: a\r\n\r\n"],
    ["a bare carriage return", "CONNECT a:1 HTTP/1.1\r\nHost: a\rX: b\r\n\r\n"],
    ["credentials given twice", "CONNECT a:1 HTTP/1.1\r\nProxy-Authorization: A\r\nProxy-Authorization: B\r\n\r\n"],
    ["a header without a name", "CONNECT a:1 HTTP/1.1\r\n: x\r\n\r\n"],
    ["a space in a header name", "CONNECT a:1 HTTP/1.1\r\nProxy-Authorization : x\r\n\r\n"],
    ["a byte outside visible ASCII", "CONNECT a:1 HTTP/1.1\r\nX: caf\u00e9\r\n\r\n"],
    ["a tab", "CONNECT a:1 HTTP/1.1\r\nX:\tb\r\n\r\n"],
    ["an odd request line", "CONNECT a:1  HTTP/1.1\r\n\r\n"],
    ["another version", "CONNECT a:1 HTTP/2.0\r\n\r\n"],
    ["lower-case method", "connect a:1 HTTP/1.1\r\n\r\n"],
  ])("leaves %s to the HTTP server", (_, text) => {
    expect(readConnectHead(head(text))).toBeNull();
  });

  it("leaves a head over the HTTP server's size limit to it (it answers 431)", () => {
    const big = `CONNECT a:1 HTTP/1.1\r\nX: ${"y".repeat(16_400)}\r\n\r\n`;
    expect(readConnectHead(head(big))).toBeNull();
  });
});
