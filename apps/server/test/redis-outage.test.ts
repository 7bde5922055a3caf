import { once } from "node:events";
import net, { type AddressInfo, type Socket } from "node:net";
import type { TokenPair } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, solveCaptcha, uniqueMobile } from "./auth-helpers.ts";
import { quickMembers } from "./orders-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/** Settles with `work`, or fails once `ms` have passed: "does not hang", not a latency figure. */
async function withinDeadline<T>(what: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Accepts connections and never answers a byte: a Redis that hangs (stopped, overloaded, a black-holed route). */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nothing listens on (taken, then given back). */
async function closedPortUrl() {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return { url: `redis://127.0.0.1:${port}`, close: async () => {} };
}

const password = "orders test passphrase";

/**
 * The calls a Redis outage used to hang or answer with code 500 (issue 27): a captcha, a code sent
 * after it, a login. With Redis down in each way, every one answers, with its ordinary answer.
 */
describe.each([
  ["accepts connections and never answers", silentServer],
  ["is not listening", closedPortUrl],
])("the shop while Redis %s", (_name, startRedis) => {
  let server: TestServer;
  let redis: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    redis = await startRedis();
    server = await startTestServer("pglite", undefined, {
      env: { REDIS_URL: redis.url, REDIS_TIMEOUT_MS: "200" },
    });
  });
  afterAll(async () => {
    await server?.close();
    await redis?.close();
  });

  it("answers captcha, code and login calls", async () => {
    const api = apiClient(server);
    const captcha = await withinDeadline("captcha", 5000, solveCaptcha(server));
    const sent = await withinDeadline(
      "send code",
      5000,
      api.post("/app-api/member/auth/send-sms-code", {
        mobile: uniqueMobile(),
        scene: 0,
        captchaVerification: captcha,
      }),
    );
    expect(sent).toMatchObject({ code: 0 });

    const [token] = await withinDeadline("login", 5000, quickMembers(server, 1));
    expect(token).toEqual(expect.any(String));
    const wrong = await withinDeadline(
      "failed login",
      5000,
      api.post<TokenPair>("/app-api/member/auth/login", { account: uniqueMobile(), password: `${password}!` }),
    );
    expect(wrong.code).not.toBe(500);
    expect(wrong.code).not.toBe(0);
  });

  it("still counts limits meanwhile, in the database", async () => {
    const api = apiClient(server, "10.9.9.9");
    const account = uniqueMobile();
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        await withinDeadline(
          "failed login",
          5000,
          api.post("/app-api/member/auth/login", { account, password: "not the password 1" }),
        ),
      );
    }
    // Past the third failure an account's login needs a slider, as with Redis up.
    expect(answers.map((answer) => answer.code)).not.toContain(500);
    expect(new Set(answers.map((answer) => answer.code)).size).toBeGreaterThan(1);
  });
});
