import { request as httpRequest } from "node:http";
import { ResponseCode } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalisedPathOf } from "../src/http/request-path.ts";
import { consoleClient, createTestOperator, nextTotpCode } from "./console-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/**
 * Ways to spell a guarded prefix that a router (Fastify's, then React Router's) may still
 * resolve to it. `{}` stands for the rest of the path.
 */
const encodings: readonly [string, (prefix: string) => string][] = [
  ["first letter %-encoded, lower-case hex", (p) => `/%${hex(p[1])}${p.slice(2)}`],
  ["first letter %-encoded, upper-case hex", (p) => `/%${hex(p[1]).toUpperCase()}${p.slice(2)}`],
  ["last letter %-encoded", (p) => `${p.slice(0, -1)}%${hex(p.at(-1))}`],
  ["first letter in upper case, %-encoded", (p) => `/%${hex(p[1]?.toUpperCase())}${p.slice(2)}`],
  ["the prefix in upper case", (p) => p.toUpperCase()],
  ["double %-encoding (%25)", (p) => `/%25${hex(p[1])}${p.slice(2)}`],
  ["triple %-encoding", (p) => `/%2525${hex(p[1])}${p.slice(2)}`],
  ["slash after the prefix as %2F", (p) => `${p}%2F`],
  ["slash after the prefix as %2f", (p) => `${p}%2f`],
  ["a leading double slash", (p) => `/${p}`],
  ["a leading /./", (p) => `/.${p}`],
  ["a leading /%2e/", (p) => `/%2e${p}`],
  ["a detour through ../", (p) => `/x/..${p}`],
  ["a detour through %2e%2e/", (p) => `/x/%2e%2e${p}`],
  ["a detour through %2E%2E%2F", (p) => `/x/%2E%2E%2F${p.slice(1)}`],
  ["a detour out of /assets/", (p) => `/assets/%2e%2e${p}`],
  ["a detour out of /app-api/", (p) => `/app-api/..${p}`],
  ["a ;parameter on the prefix", (p) => `${p};x=1`],
  ["a ;parameter before the prefix", (p) => `/;x${p}`],
  ["a trailing dot on the prefix", (p) => `${p}.`],
  ["a leading backslash", (p) => `/\\${p.slice(1)}`],
  ["a leading %5C", (p) => `/%5C${p.slice(1)}`],
  ["a NUL before the prefix", (p) => `/%00${p}`],
  ["a NUL in the prefix", (p) => `${p}%00`],
];

function hex(char: string | undefined): string {
  return (char ?? "").charCodeAt(0).toString(16);
}

/** A request target for a prefix spelled one of the ways above, followed by the rest. */
function spelled(encode: (prefix: string) => string, prefix: string, rest: string): string {
  return `${encode(prefix)}${rest}`;
}

describe("the normalised path every guard decides by", () => {
  it.each([
    ["/%6Fps-api/auth/login", "/ops-api/auth/login"],
    ["/%256Fps-api/x", "/ops-api/x"],
    ["//ops-api/./x;y/../z", "/ops-api/z"],
    ["/OPS/Members/1?q=%00", "/ops/members/1"],
    ["/\\ops.", "/ops"],
    ["/assets/%2e%2e/ops", "/ops"],
  ])("%s is judged as %s", (url, path) => {
    expect(normalisedPathOf(url)).toBe(path);
  });

  it.each(["/%00", "/x%0a", "/%zz", "/%2525252525"])("%s cannot be judged safely", (url) => {
    expect(normalisedPathOf(url)).toBeNull();
  });
});

describe.each(testDatabaseKinds())("percent-encoded and other spellings of guarded paths (%s)", (kind) => {
  let server: TestServer;
  let ownerCookie: string;
  const allowedIp = "10.255.255.1";
  const port = () => Number(new URL(server.baseUrl).port);

  beforeAll(async () => {
    server = await startTestServer(kind, undefined, { env: { OPS_IP_ALLOWLIST: "10.255.255.0/24" } });
    const owner = await createTestOperator(server, "owner");
    const client = consoleClient(server, { ip: allowedIp });
    const login = await client.post("/ops-api/auth/login", {
      email: owner.email,
      password: owner.password,
      code: nextTotpCode(owner),
    });
    expect(login.code).toBe(0);
    ownerCookie = client.cookie as string;
  });
  afterAll(() => server?.close());

  /** A raw request: node:http sends the target exactly as written. */
  function send(
    method: string,
    path: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; text: string; code: number | null }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port: port(), method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let code: number | null = null;
          try {
            code = (JSON.parse(text) as { code: number }).code;
          } catch {
            // A page or a plain-text refusal.
          }
          resolve({ status: res.statusCode ?? 0, text, code });
        });
      });
      req.on("error", reject);
      if (method === "POST") req.write("{}");
      req.end();
    });
  }

  const contexts = [
    // The shop's host: the console must not exist here.
    { name: "the shop host", host: "localhost", ip: allowedIp, origin: true },
    // The console host from outside OPS_IP_ALLOWLIST.
    { name: "the console host from a refused address", host: "ops.localhost", ip: "203.0.113.9", origin: true },
    // The console host without the console's Origin (a cross-site form).
    { name: "the console host without Origin", host: "ops.localhost", ip: allowedIp, origin: false },
  ];

  const guarded: [string, string, string, string][] = [
    // [prefix, rest, method, what it would do]
    ["/ops-api", "/auth/session", "GET", "read the console session"],
    ["/ops-api", "/auth/logout", "POST", "end the console session"],
    ["/ops", "/members/1", "GET", "render a console page"],
    ["/en/ops", "/operators", "GET", "render a console page in English"],
    ["/internal", "/proxy/accounts/a", "GET", "reach a gateway call"],
    ["/sandbox", "/outbox", "GET", "read the demo outbox"],
    ["/app-api", "/member/user/get", "GET", "reach a member call"],
    ["/extract", "/abc", "GET", "reach an extraction link"],
  ];

  it.each(contexts)("refuses every spelling of every guarded prefix on $name (400, nothing reached)", async (ctx) => {
    const failures: string[] = [];
    for (const [prefix, rest, method, what] of guarded) {
      for (const [name, encode] of encodings) {
        // A detour out of /app-api/ back into /app-api/ stays where it says it is.
        if (prefix === "/app-api" && name.includes("/app-api/")) continue;
        const target = spelled(encode, prefix, rest);
        const host = `${ctx.host}:${port()}`;
        const headers: Record<string, string> = {
          host,
          cookie: ownerCookie,
          "x-forwarded-for": ctx.ip,
          "accept-language": "en",
          "content-type": "application/json",
        };
        if (ctx.origin && method === "POST") headers.origin = `http://${host}`;
        const answer = await send(method, target, headers);
        // The envelope answers HTTP 200 with code 400 under /app-api and /ops-api; elsewhere plain HTTP 400.
        const refused = answer.status === 400 || (answer.status === 200 && answer.code === ResponseCode.BadRequest);
        if (!refused) {
          failures.push(`${method} ${target} (${name}; would ${what}): ${answer.status} ${answer.text.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("still serves the plain spelling where it belongs, and the fence still holds for it", async () => {
    const onConsole = { host: `ops.localhost:${port()}`, cookie: ownerCookie, "x-forwarded-for": allowedIp };
    expect((await send("GET", "/ops-api/auth/session", onConsole)).code).toBe(0);
    // Encoded characters that stay inside one area are not ambiguous.
    expect((await send("GET", "/ops-api/auth/sessio%6E", onConsole)).code).toBe(0);
    const onShop = { ...onConsole, host: `localhost:${port()}` };
    expect((await send("GET", "/ops-api/auth/session", onShop)).code).toBe(ResponseCode.NotFound);
    const refusedAddress = { ...onConsole, "x-forwarded-for": "203.0.113.9" };
    expect((await send("GET", "/ops-api/auth/session", refusedAddress)).code).toBe(ResponseCode.NotFound);
    // An encoded API path answers like the API it spells: the envelope, code 400.
    const english = await send("GET", "/%6Fps-api/auth/session", { ...onShop, "accept-language": "en" });
    expect(english.code).toBe(ResponseCode.BadRequest);
    expect(english.text).toContain("encoded ambiguously");
    const chinese = await send("GET", "/%6Fps/members/1", { ...onShop, "accept-language": "zh-CN" });
    expect(chinese.text).toContain("编码有歧义");
  });

  it("answers a NUL in an extraction token or a gateway path with 400, not a 500 and an error log", async () => {
    const before = server.logs.length;
    for (const target of ["/extract/ab%00cd", "/internal/proxy/accounts/a%00b"]) {
      expect((await send("GET", target, { host: `localhost:${port()}` })).status, target).toBe(400);
    }
    expect((await send("GET", "/app-api/x%00", { host: `localhost:${port()}` })).code).toBe(ResponseCode.BadRequest);
    const errors = server.logs.slice(before).filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });

  it("answers impossible input with a 4xx, never a 500", async () => {
    const onConsole = { host: `ops.localhost:${port()}`, cookie: ownerCookie, "x-forwarded-for": allowedIp };
    const day = await send("GET", "/ops-api/audit?from=2026-13-45", { ...onConsole, "accept-language": "en" });
    expect(day.code).toBe(ResponseCode.BadRequest);
    const twice = await send("GET", "/sandbox/outbox?recipient=1&recipient=2", { host: `localhost:${port()}` });
    expect(twice.status).toBe(200);
  });

  it.each([
    // [raw target, the format its refusal comes in, HTTP status, code in the envelope]
    ["/app-api/%zz", "envelope", 200, 400],
    ["/%61pp-api/%zz", "envelope", 200, 400],
    ["/APP-API/member/user/get", "envelope", 200, 400],
    ["/app-api/x%00", "envelope", 200, 400],
    ["/%6Fps-api/auth/session", "envelope", 200, 400],
    ["/%6Fps-api/%zz", "envelope", 200, 400],
    ["/op%73-api/x%00", "envelope", 200, 400],
    ["/%2561pp-api/nothing", "envelope", 200, 400],
    ["/app-api/no-such-call", "envelope", 200, 404],
    ["/ops-api/auth/session", "envelope", 200, 404],
    ["/buy/%zz", "page", 400, null],
    ["/buy/a%00b", "page", 400, null],
    ["/%62uy/%zz", "page", 400, null],
    ["/%6Fps/members/1", "page", 400, null],
    ["/ops/members/1", "page", 404, null],
    ["/no-such-page", "page", 404, null],
    ["/extract/ab%00cd", "text", 400, null],
    ["/%65xtract/ab%zz", "text", 400, null],
    ["/internal/proxy/accounts/a%00b", "text", 400, null],
  ] as const)("answers %s before routing as %s (HTTP %i)", async (target, format, status, code) => {
    const answer = await new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port: port(), method: "GET", path: target, headers: { host: `localhost:${port()}` } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers["content-type"] ?? ""),
              text: Buffer.concat(chunks).toString("utf8"),
            }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(status);
    const expectedType = { envelope: "application/json", page: "text/html", text: "text/plain" }[format];
    expect(answer.type).toContain(expectedType);
    if (code !== null) expect((JSON.parse(answer.text) as { code: number }).code).toBe(code);
    if (format === "page") expect(answer.text).toMatch(/^<!doctype html>/);
  });

  it("allows no analytics hosts in the console's Content-Security-Policy", async () => {
    const csp = async (host: string, path: string) =>
      new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port: port(),
            path,
            headers: { host: `${host}:${port()}`, "x-forwarded-for": allowedIp },
          },
          (res) => {
            res.resume();
            resolve(String(res.headers["content-security-policy"] ?? ""));
          },
        );
        req.on("error", reject);
        req.end();
      });
    expect(await csp("ops.localhost", "/ops-api/auth/session")).not.toMatch(/googletagmanager|hm\.baidu/);
    expect(await csp("ops.localhost", "/ops")).not.toMatch(/googletagmanager|hm\.baidu/);
    // Nor does a shop answer whose site configures no analytics (the demo's main site).
    expect(await csp("localhost", "/healthz")).not.toMatch(/googletagmanager|hm\.baidu/);
  });
});
