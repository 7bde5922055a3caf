import http from "node:http";
import { ResponseCode } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp } from "./auth-helpers.ts";
import { registerMember } from "./certification-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/** A raw HTTP request: fetch refuses TRACE, duplicated headers and bytes a hostile client sends anyway. */
function rawRequest(
  baseUrl: string,
  request: { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: { "accept-language": "en", "x-forwarded-for": randomIp(), ...request.headers },
        insecureHTTPParser: true,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.on("error", reject);
    if (request.body !== undefined) outgoing.write(request.body);
    outgoing.end();
  });
}

interface Case {
  name: string;
  method?: string;
  path: string;
  /** JSON bodies are stringified; strings and buffers go as they are. */
  json?: unknown;
  body?: Buffer | string;
  headers?: Record<string, string>;
  loggedIn?: boolean;
  /** The envelope's code (HTTP 200), or a plain HTTP status for routes outside /app-api. */
  expect: { envelope: number; msg?: RegExp } | { status: number };
}

const outOfRangeInt4 = "2147483648";
const truncatedMultipart = [
  "--XyZ",
  'Content-Disposition: form-data; name="file"; filename="licence.png"',
  "Content-Type: image/png",
  "",
  "\x89PNG half a file",
].join("\r\n");

const cases: Case[] = [
  // NUL bytes: PostgreSQL refuses them in text, so they must never reach a query.
  {
    name: "NUL in a query text field",
    path: "/app-api/system/blog/get?slug=a%00b",
    expect: { envelope: ResponseCode.BadRequest, msg: /slug/ },
  },
  {
    name: "NUL in a JSON text field",
    method: "POST",
    path: "/app-api/ip/proxy-account/create",
    json: { username: "nulcheck", password: "Passw0rd!Passw0rd", remark: "left\u0000right" },
    loggedIn: true,
    expect: { envelope: ResponseCode.BadRequest, msg: /remark/ },
  },
  {
    name: "NUL in a JSON key-less value of a search filter",
    path: "/app-api/ip/recharge-order/page?orderNo=R%00",
    loggedIn: true,
    expect: { envelope: ResponseCode.BadRequest, msg: /orderNo/ },
  },
  {
    name: "NUL in a login mobile",
    method: "POST",
    path: "/app-api/member/auth/login",
    json: { mobile: "13800138000\u0000", password: "proxy-demo-2026" },
    expect: { envelope: ResponseCode.BadRequest },
  },
  // Numbers beyond their column.
  {
    name: "an int4 id one past the column's range",
    path: `/app-api/system/helpCenter/page?categoryId=${outOfRangeInt4}`,
    expect: { envelope: ResponseCode.BadRequest, msg: /categoryId/ },
  },
  {
    name: "a serial catalogue id past int4",
    path: `/app-api/ip/flow-package/get?id=${outOfRangeInt4}`,
    expect: { envelope: ResponseCode.BadRequest },
  },
  {
    name: "a bigint order id past the safe integers",
    path: "/app-api/order/getRechargeOrderInfo?id=9223372036854775808",
    loggedIn: true,
    expect: { envelope: ResponseCode.BadRequest },
  },
  {
    name: "a node id past int4",
    method: "POST",
    path: "/app-api/ip/static-order/create",
    json: { nodeId: Number(outOfRangeInt4), days: 30, count: 1 },
    loggedIn: true,
    expect: { envelope: ResponseCode.BadRequest },
  },
  {
    name: "a duration past int4",
    method: "POST",
    path: "/app-api/ip/static-order/create",
    json: { nodeId: 1, days: Number(outOfRangeInt4), count: 1 },
    loggedIn: true,
    expect: { envelope: ResponseCode.BadRequest },
  },
  {
    name: "a duration at int4's maximum (no such offer)",
    method: "POST",
    path: "/app-api/ip/static-order/create",
    json: { nodeId: 1, days: 2147483647, count: 1 },
    loggedIn: true,
    expect: { envelope: ResponseCode.BadRequest },
  },
  {
    name: "a renewal of IP ids past int4 for a huge duration",
    method: "POST",
    path: "/app-api/ip/static-order-renewal/create",
    json: { ipIds: [Number(outOfRangeInt4), 9007199254740991], days: 2147483647 },
    loggedIn: true,
    expect: { envelope: ResponseCode.BadRequest },
  },
  {
    name: "the most traffic one order may buy",
    method: "POST",
    path: "/app-api/ip/recharge-order/create",
    json: { trafficGb: 1_000_000 },
    loggedIn: true,
    expect: { envelope: ResponseCode.BadRequest },
  },
  {
    name: "a page number whose offset passes bigint",
    path: "/app-api/ip/recharge-order/page?pageNo=9007199254740991&pageSize=100",
    loggedIn: true,
    expect: { envelope: ResponseCode.BadRequest },
  },
  {
    name: "a help-centre page number past int4",
    path: `/app-api/system/helpCenter/page?pageNo=${outOfRangeInt4}`,
    expect: { envelope: ResponseCode.BadRequest },
  },
  // Multipart.
  {
    name: "multipart without a boundary",
    method: "POST",
    path: "/app-api/ip/member-user-enterprise-info/upload-licence",
    body: '--XyZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--XyZ--\r\n',
    headers: { "content-type": "multipart/form-data" },
    loggedIn: true,
    expect: { envelope: ResponseCode.BadRequest },
  },
  {
    name: "truncated multipart",
    method: "POST",
    path: "/app-api/ip/member-user-enterprise-info/upload-licence",
    body: truncatedMultipart,
    headers: { "content-type": "multipart/form-data; boundary=XyZ" },
    loggedIn: true,
    expect: { envelope: ResponseCode.BadRequest },
  },
  // The language switch.
  {
    name: "a duplicated redirect",
    path: "/locale/switch?to=en&redirect=/buy&redirect=/help",
    expect: { status: 400 },
  },
  { name: "a duplicated language", path: "/locale/switch?to=en&to=zh-CN&redirect=/buy", expect: { status: 400 } },
  {
    name: "CR/LF in the redirect",
    path: "/locale/switch?to=en&redirect=/buy%0d%0aSet-Cookie:%20x=1",
    expect: { status: 400 },
  },
  { name: "non-ASCII in the redirect", path: "/locale/switch?to=en&redirect=/%E5%8D%9A", expect: { status: 400 } },
  // Methods.
  { name: "TRACE", method: "TRACE", path: "/", expect: { status: 405 } },
  { name: "TRACE under /app-api", method: "TRACE", path: "/app-api/ip/website/get", expect: { status: 405 } },
  { name: "PROPFIND", method: "PROPFIND", path: "/buy", expect: { status: 405 } },
  // Payment notifications.
  {
    name: "an oversized payment notification",
    method: "POST",
    path: "/pay/notify/alipay",
    body: `notify_id=${"x".repeat(70 * 1024)}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    expect: { status: 413 },
  },
  {
    name: "an oversized WeChat Pay notification",
    method: "POST",
    path: "/pay/notify/wechat",
    body: JSON.stringify({ id: "x".repeat(70 * 1024) }),
    headers: { "content-type": "application/json" },
    expect: { status: 413 },
  },
  // Percent-encoding.
  {
    name: "malformed percent-encoding under /app-api",
    path: "/app-api/system/blog/%E0%A4%A",
    expect: { envelope: ResponseCode.BadRequest },
  },
  { name: "malformed percent-encoding in a page path", path: "/blog/%E0%A4%A", expect: { status: 400 } },
];

describe.each(testDatabaseKinds())("malformed input is refused, never a 500 (%s)", (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await registerMember(server);
  });
  afterAll(() => server?.close());

  it.each(cases)("$name", async (testCase) => {
    const before = server.logs.length;
    const headers: Record<string, string> = { ...testCase.headers };
    if (testCase.loggedIn) headers.authorization = `Bearer ${token}`;
    let body = testCase.body;
    if (testCase.json !== undefined) {
      body = JSON.stringify(testCase.json);
      headers["content-type"] = "application/json";
    }
    const response = await rawRequest(server.baseUrl, {
      method: testCase.method ?? "GET",
      path: testCase.path,
      headers,
      body,
    });
    if ("envelope" in testCase.expect) {
      expect(response.status).toBe(200);
      const envelope = JSON.parse(response.body) as { code: number; msg: string; data: unknown };
      expect(envelope.code).toBe(testCase.expect.envelope);
      expect(envelope.data).toBeNull();
      if (testCase.expect.msg) expect(envelope.msg).toMatch(testCase.expect.msg);
    } else {
      expect(response.status).toBe(testCase.expect.status);
      expect(response.body).not.toMatch(/at .*\.ts:\d+|stack/i);
    }
    const errorLines = server.logs.slice(before).filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errorLines).toEqual([]);
  });
});
