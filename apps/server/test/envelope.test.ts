import { ResponseCode } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseInput } from "../src/http/validation.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const echoSchema = z.object({ mobile: z.string().min(1), count: z.number().int().min(1).max(10) });

describe.each(testDatabaseKinds())("API envelope over HTTP (%s)", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, (app) => {
      app.post("/app-api/test/echo", async (request) => ({
        code: 0,
        data: parseInput(echoSchema, request.body),
        msg: "",
      }));
      app.get("/app-api/test/boom", async () => {
        throw new Error("connection string postgres://secret@db failed");
      });
    });
  });
  afterAll(() => server?.close());

  const post = (path: string, body: string, language = "zh-CN") =>
    fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": language },
      body,
    });

  it("answers a valid call with code 0 and the data", async () => {
    const response = await post("/app-api/test/echo", JSON.stringify({ mobile: "13800138000", count: 2 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 0, data: { mobile: "13800138000", count: 2 }, msg: "" });
  });

  it("answers malformed JSON with code 400 in the request's language", async () => {
    const zh = await (await post("/app-api/test/echo", "{not json", "zh-CN")).json();
    expect(zh).toEqual({ code: ResponseCode.BadRequest, data: null, msg: "请求体不是有效的 JSON" });
    const en = await (await post("/app-api/test/echo", "{not json", "en")).json();
    expect(en).toEqual({ code: ResponseCode.BadRequest, data: null, msg: "The request body is not valid JSON" });
  });

  it("names the missing field in both languages", async () => {
    const zh = await (await post("/app-api/test/echo", JSON.stringify({ count: 1 }), "zh-CN")).json();
    expect(zh.code).toBe(400);
    expect(zh.msg).toBe("mobile 不能为空");
    const en = await (await post("/app-api/test/echo", JSON.stringify({ count: 1 }), "en")).json();
    expect(en.msg).toBe("mobile is required");
  });

  it("names a field of the wrong type or out of range", async () => {
    const wrongType = await (
      await post("/app-api/test/echo", JSON.stringify({ mobile: "1", count: "many" }), "en")
    ).json();
    expect(wrongType).toMatchObject({ code: 400, msg: "count must be a number" });
    const tooBig = await (await post("/app-api/test/echo", JSON.stringify({ mobile: "1", count: 11 }), "en")).json();
    expect(tooBig).toMatchObject({ code: 400, msg: "count must be at most 10" });
  });

  it("answers an unknown /app-api path with code 404", async () => {
    const response = await fetch(`${server.baseUrl}/app-api/no/such/call`, { headers: { "accept-language": "en" } });
    expect(await response.json()).toEqual({
      code: ResponseCode.NotFound,
      data: null,
      msg: "The requested API or record does not exist",
    });
  });

  it("answers a thrown error with code 500, a generic message and the request id, never the details", async () => {
    const response = await fetch(`${server.baseUrl}/app-api/test/boom`, { headers: { "accept-language": "en" } });
    const requestId = response.headers.get("x-request-id");
    const body = await response.json();
    expect(body.code).toBe(ResponseCode.ServerError);
    expect(body.data).toBeNull();
    expect(body.msg).toBe(`The server is busy. Please try again later (request ID ${requestId}).`);
    expect(JSON.stringify(body)).not.toContain("secret");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    // The log keeps the details, tied to the same request id.
    const logged = server.logs.find((line) => line.includes("secret@db"));
    expect(logged).toBeDefined();
    expect(logged).toContain(String(requestId));
  });

  it("reports ready when the database answers", async () => {
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", database: "ok" });
    const alive = await fetch(`${server.baseUrl}/healthz`);
    expect(await alive.json()).toEqual({ status: "ok" });
  });

  it("serves the substation of the main site for an unknown host", async () => {
    const response = await fetch(`${server.baseUrl}/app-api/ip/website/get`, { headers: { "accept-language": "en" } });
    const body = await response.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ code: "main", name: "CloudStack Proxy" });
  });

  it("sends security headers with a Content-Security-Policy", async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe.each(testDatabaseKinds())("readiness without a database (%s)", (kind) => {
  it("answers /readyz with 503 once the database is gone", async () => {
    const server = await startTestServer(kind);
    await server.database.close();
    const response = await fetch(`${server.baseUrl}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "unreachable" });
    await server.app.close();
  });
});
