import type { RechargeOrder } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { productionEnv } from "../src/testing/production-env.ts";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

/**
 * TEST_CLOCK: a demo server whose clock the browser tests move forward (`POST /sandbox/clock`), so the
 * payment time-out is tested without waiting it out. The clock reaches order deadlines and the close job.
 */
describe("the movable server clock of browser-test servers", () => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi("pglite", undefined, { env: { TEST_CLOCK: "true" } }));
  });
  afterAll(() => server?.close());

  const move = (body: unknown) =>
    server.app.inject({ method: "POST", url: "/sandbox/clock", payload: body as Record<string, unknown> });

  it("closes an unpaid order once the clock passes its deadline, not before", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 2 }, { token }))
      .data;
    const status = async () =>
      (await api.get<{ status: string }>(`/app-api/ip/recharge-order/getStatus/${order.id}`, { token })).data.status;

    await move({ advanceSeconds: 29 * 60 });
    await server.services.payments.closeOverdueOrders();
    expect(await status()).toBe("waiting");

    const moved = await move({ advanceSeconds: 61 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ offsetSeconds: 29 * 60 + 61 });
    await server.services.payments.closeOverdueOrders();
    expect(await status()).toBe("closed");
  });

  it("moves only forward, by whole seconds, and answers loopback clients only", async () => {
    const before = (await move({ advanceSeconds: 1 })).json() as { offsetSeconds: number };
    for (const body of [{ advanceSeconds: -60 }, { advanceSeconds: 0.5 }, { advanceSeconds: "60" }, {}]) {
      const refused = await move(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const remote = await server.app.inject({
      method: "POST",
      url: "/sandbox/clock",
      payload: { advanceSeconds: 60 },
      remoteAddress: "203.0.113.9",
    });
    expect(remote.statusCode).toBe(403);
    expect(((await move({ advanceSeconds: 1 })).json() as { offsetSeconds: number }).offsetSeconds).toBe(
      before.offsetSeconds + 1,
    );
  });

  it("is not there without TEST_CLOCK, and production refuses TEST_CLOCK", async () => {
    const { server: plain } = await startWithApi("pglite");
    try {
      const answer = await plain.app.inject({ method: "POST", url: "/sandbox/clock", payload: { advanceSeconds: 60 } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect(() => loadConfig({ ...productionEnv(), TEST_CLOCK: "true" })).toThrow(/TEST_CLOCK must not be true/);
  });
});
