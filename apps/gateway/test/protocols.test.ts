import net from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { type Customer, curl, eventually, newCustomer, rigPerSuite } from "./helpers.ts";

const gb = 1024n ** 3n;

describe("the gateway speaks HTTP, CONNECT and SOCKS5 to real clients", () => {
  const rig = rigPerSuite();
  let alice: Customer;

  beforeAll(async () => {
    alice = await newCustomer(rig.shop, 10n * gb);
  });

  const httpProxy = (user: string, pass: string) =>
    `http://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${rig.gateway.httpPort}`;

  it("forwards plain HTTP with Basic proxy authentication", async () => {
    const result = await curl([
      "-x",
      httpProxy(alice.account.username, alice.account.password),
      `${rig.origin.url}/hi`,
    ]);
    expect(result).toMatchObject({ code: 0, stdout: "hello from the origin\n" });
  });

  it("answers a plain HTTP request whose client half-closes right after sending it (a fresh account, grant not yet held)", async () => {
    const fresh = await newCustomer(rig.shop, 10n * gb);
    const auth = Buffer.from(`${fresh.account.username}:${fresh.account.password}`).toString("base64");
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(rig.gateway.httpPort, "127.0.0.1", () => {
        socket.end(
          `GET ${rig.origin.url}/hi HTTP/1.1\r\nHost: x\r\nProxy-Authorization: Basic ${auth}\r\nConnection: close\r\n\r\n`,
        );
      });
      let text = "";
      socket.on("data", (data: Buffer) => {
        text += data.toString("latin1");
      });
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200[\s\S]*hello from the origin\n$/);
  });

  it("tunnels with CONNECT", async () => {
    const user = `${alice.account.username}-session-abc123`;
    const result = await curl(["-p", "-x", httpProxy(user, alice.account.password), `${rig.origin.url}/bytes/1000`]);
    expect(result.code).toBe(0);
    expect(result.stdout).toHaveLength(1000);
  });

  it("answers many plain HTTP requests on one kept-alive connection without piling up listeners", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    const auth = Buffer.from(`${alice.account.username}:${alice.account.password}`).toString("base64");
    const socket = net.connect(rig.gateway.httpPort, "127.0.0.1");
    let text = "";
    socket.on("data", (data: Buffer) => {
      text += data.toString("latin1");
    });
    const answers = () => text.split("hello from the origin\n").length - 1;
    for (let i = 0; i < 15; i += 1) {
      socket.write(`GET ${rig.origin.url}/hi HTTP/1.1\r\nHost: x\r\nProxy-Authorization: Basic ${auth}\r\n\r\n`);
      await eventually(() => answers() === i + 1);
    }
    socket.destroy();
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    process.off("warning", onWarning);
    expect(warnings.filter((warning) => warning.includes("MaxListeners"))).toEqual([]);
  });

  /** What a raw client gets back after writing `pieces` one by one (a pause between them) and half-closing. */
  async function rawExchange(pieces: string[]): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(rig.gateway.httpPort, "127.0.0.1", async () => {
        for (const piece of pieces) {
          socket.write(piece);
          await new Promise((wait) => setTimeout(wait, 50));
        }
      });
      let text = "";
      socket.on("data", (data: Buffer) => {
        text += data.toString("latin1");
        if (text.includes("hello from the origin\n") || /^HTTP\/1\.1 [45]/.test(text)) socket.end();
      });
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
  }

  it("tunnels a CONNECT whose client speaks in the same packet, and one whose head comes in pieces", async () => {
    const auth = Buffer.from(`${alice.account.username}:${alice.account.password}`).toString("base64");
    const connect = `CONNECT 127.0.0.1:${rig.origin.port} HTTP/1.1\r\nHost: x\r\nProxy-Authorization: Basic ${auth}\r\n\r\n`;
    const request = "GET /hi HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    const eager = await rawExchange([connect + request]);
    expect(eager).toMatch(
      /^HTTP\/1\.1 200 Connection established\r\n\r\nHTTP\/1\.1 200 OK[\s\S]*hello from the origin\n$/,
    );
    const split = await rawExchange([connect.slice(0, 20), connect.slice(20), request]);
    expect(split).toMatch(
      /^HTTP\/1\.1 200 Connection established\r\n\r\nHTTP\/1\.1 200 OK[\s\S]*hello from the origin\n$/,
    );
    const wrong = Buffer.from(`${alice.account.username}:wrong-password`).toString("base64");
    const refused = await rawExchange([connect.replace(auth, wrong)]);
    expect(refused).toMatch(/^HTTP\/1\.1 407 [\s\S]*X-Proxy-Refusal: credentials-invalid/);
  });

  it("carries SOCKS5 with RFC 1929 authentication, by address and by host name", async () => {
    const proxy = `${encodeURIComponent(alice.account.username)}:${alice.account.password}@127.0.0.1:${rig.gateway.socksPort}`;
    const byAddress = await curl(["-x", `socks5://${proxy}`, `${rig.origin.url}/bytes/2000`]);
    expect(byAddress.code).toBe(0);
    expect(byAddress.stdout).toHaveLength(2000);
    const byName = await curl(["-x", `socks5h://${proxy}`, `http://localhost:${rig.origin.port}/`]);
    expect(byName).toMatchObject({ code: 0, stdout: "hello from the origin\n" });
  });

  it("answers 407 with Proxy-Authenticate without or with wrong credentials, and never looks a bad username up", async () => {
    const none = await curl(["-i", "-x", `http://127.0.0.1:${rig.gateway.httpPort}`, `${rig.origin.url}/`]);
    expect(none.stdout).toMatch(/^HTTP\/1\.1 407/);
    expect(none.stdout).toMatch(/Proxy-Authenticate: Basic realm="proxy"/i);
    expect(none.stdout).toMatch(/X-Proxy-Refusal: credentials-missing/i);
    const wrong = await curl(["-i", "-x", httpProxy(alice.account.username, "WrongPass123"), `${rig.origin.url}/`]);
    expect(wrong.stdout).toMatch(/^HTTP\/1\.1 407/);
    const malformed = await curl(["-i", "-x", httpProxy("Alice-zone-us", "x"), `${rig.origin.url}/`]);
    expect(malformed.stdout).toMatch(/X-Proxy-Refusal: credentials-invalid/i);
    // The same answer for an account that does not exist: nothing tells a stranger which names exist.
    const unknown = await curl(["-i", "-x", httpProxy("nobody_at_all", "whatever123"), `${rig.origin.url}/`]);
    expect(unknown.stdout.split("\r\n")[0]).toBe(wrong.stdout.split("\r\n")[0]);
    const socks = await curl([
      "-x",
      `socks5h://nobody_at_all:pw@127.0.0.1:${rig.gateway.socksPort}`,
      `${rig.origin.url}/`,
    ]);
    expect(socks.code).not.toBe(0);
  });
});
