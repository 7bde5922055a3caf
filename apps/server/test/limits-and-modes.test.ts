import { ResponseCode } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionEnv } from "../src/testing/production-env.ts";
import { apiClient, randomIp } from "./auth-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const productionModeEnv = productionEnv({
  DATABASE_URL: "postgres://unused@127.0.0.1:5432/unused",
  APP_SECRET: "x".repeat(40),
  SMTP_URL: "smtps://mailer:secret@127.0.0.1:465",
  USAGE_GATEWAY_SECRETS: "gw-prod:0123456789abcdef0123",
});

describe("demo-only routes", () => {
  it("serves the outbox and the payment sandbox in demo mode and not at all in production", async () => {
    const demo = await startTestServer("pglite");
    expect((await fetch(`${demo.baseUrl}/sandbox/outbox`)).status).toBe(200);
    expect((await fetch(`${demo.baseUrl}/sandbox/alipay/gateway.do`)).status).not.toBe(404);
    await demo.close();
    // The test database stays PGlite; only the mode and providers are production's.
    const production = await startTestServer("pglite", undefined, { env: productionModeEnv });
    const response = await fetch(`${production.baseUrl}/sandbox/outbox`);
    expect(response.status).not.toBe(200);
    for (const path of ["/sandbox/alipay/gateway.do", "/sandbox/wechat/hooks/notifications"]) {
      expect((await fetch(`${production.baseUrl}${path}`)).status, path).not.toBe(200);
    }
    await production.close();
  }, 120_000);
});

describe("captcha puzzles per IP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server?.close());

  it("answers code 429 after 30 puzzles a minute from one address", async () => {
    const api = apiClient(server, randomIp());
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push(await api.post("/app-api/system/captcha/get", { captchaType: "blockPuzzle" }));
    expect(answers.slice(0, 30).every((answer) => answer.code === 0)).toBe(true);
    expect(answers[30]).toMatchObject({
      code: ResponseCode.TooManyRequests,
      msg: "Too many requests. Please try again later.",
    });
    expect((await apiClient(server, randomIp()).post("/app-api/system/captcha/get", {})).code).toBe(0);
  });
});
