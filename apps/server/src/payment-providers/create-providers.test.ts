import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createPaymentProviders } from "./create-providers.ts";
import { paymentSandboxRoutes } from "./sandbox/routes.ts";
import { testSandboxKeys, testSandboxStore } from "./testing/sandbox-server.ts";

describe("createPaymentProviders", () => {
  it("points sandbox channels at the origin known when first used (a server on port 0)", async () => {
    const keys = testSandboxKeys();
    const app = Fastify({ logger: false });
    await app.register(paymentSandboxRoutes, { keys, store: await testSandboxStore() });
    let origin = "http://127.0.0.1:1";
    const providers = createPaymentProviders(
      { alipay: { kind: "sandbox" }, wechat: { kind: "sandbox" } },
      { keys, origin: () => origin },
    );
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      expect(providers.alipay.method).toBe("alipay");
      expect(await providers.alipay.query("LAZY000001")).toEqual({ state: "not-found", outTradeNo: "LAZY000001" });
      const { payUrl } = await providers.wechat.create({
        outTradeNo: "LAZY000002",
        amountFen: 1,
        subject: "x",
        channel: "wx_native",
        expiresAt: new Date(Date.now() + 60_000),
        notifyUrl: `${origin}/notify`,
      });
      expect(payUrl.startsWith(`${origin}/sandbox/wechat/checkout/`)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("needs sandbox keys when a channel is sandbox", () => {
    expect(() => createPaymentProviders({ alipay: { kind: "sandbox" }, wechat: { kind: "sandbox" } }, null)).toThrow(
      /sandbox keys/,
    );
  });

  it("mounts only the channels asked for", async () => {
    const app = Fastify({ logger: false });
    await app.register(paymentSandboxRoutes, {
      keys: testSandboxKeys(),
      store: await testSandboxStore(),
      channels: ["wechat"],
    });
    expect((await app.inject({ method: "GET", url: "/sandbox/alipay/hooks/notifications" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/sandbox/wechat/hooks/notifications" })).statusCode).toBe(200);
    await app.close();
  });
});
