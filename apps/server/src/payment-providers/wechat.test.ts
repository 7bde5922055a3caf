import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatBeijingRfc3339 } from "./beijing-time.ts";
import { sandboxWechatPayConfig } from "./create-providers.ts";
import { type CreatePaymentInput, PaymentProviderError } from "./provider.ts";
import { buildWechatNotification } from "./sandbox/forge.ts";
import { type SandboxServer, startSandboxServer } from "./testing/sandbox-server.ts";
import { waitFor } from "./testing/wait-for.ts";
import { createWechatPayProvider } from "./wechat.ts";
import {
  formatAuthorization,
  requestMessage,
  responseMessage,
  signWithRsaSha256,
  unixSeconds,
} from "./wechat-crypto.ts";

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer();
});
afterAll(async () => {
  await server.close();
});

let sequence = 0;
const newOutTradeNo = () => `WX${Date.now()}${String(++sequence).padStart(4, "0")}`;
const strangerKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const strangerPrivate = strangerKeys.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const strangerPublic = strangerKeys.publicKey.export({ type: "spki", format: "pem" }).toString();

function payment(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    outTradeNo: newOutTradeNo(),
    amountFen: 200,
    subject: "Static ISP IP × 2, 30 days",
    channel: "wx_native",
    expiresAt: new Date(Date.now() + 30 * 60_000),
    notifyUrl: server.notifyUrl("wechat"),
    clientIp: "203.0.113.7",
    ...overrides,
  };
}

const postHook = (path: string, body: object) => server.postHook("wechat", path, body);

const wechatNotifications = (outTradeNo: string) =>
  server.received.filter(
    (entry) =>
      entry.method === "wechat" &&
      (entry.verdict.ok
        ? entry.verdict.trade.outTradeNo === outTradeNo
        : entry.notification.rawBody.includes(outTradeNo)),
  );

describe("WeChat Pay adapter against the sandbox", () => {
  it("creates a Native order whose code_url opens the sandbox checkout; pays; query and notification agree", async () => {
    const input = payment();
    const { payUrl } = await server.wechat.create(input);
    expect(payUrl).toMatch(new RegExp(`^${server.origin}/sandbox/wechat/checkout/[\\w-]+$`));
    expect(await server.wechat.query(input.outTradeNo)).toEqual({ state: "waiting", outTradeNo: input.outTradeNo });

    const page = await fetch(payUrl, { headers: { "accept-language": "zh-CN,zh;q=0.9" } });
    const html = await page.text();
    expect(html).toContain("支付沙箱");
    expect(html).toContain("微信支付");
    expect(html).toContain("¥2.00");
    expect(html).toContain("Static ISP IP × 2, 30 days");
    expect(await (await fetch(`${payUrl}?lang=en`)).text()).toContain("Payment sandbox");

    const paid = await fetch(`${payUrl}/pay?lang=en`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(await (await fetch(`${server.origin}${paid.headers.get("location")}`)).text()).toContain(
      "Payment successful",
    );

    const received = await waitFor(() => wechatNotifications(input.outTradeNo)[0]);
    const state = await server.wechat.query(input.outTradeNo);
    expect(state).toMatchObject({ state: "paid", outTradeNo: input.outTradeNo, amountFen: 200 });
    expect(received.verdict).toEqual({ ok: true, trade: state });
    expect(received.reply).toEqual({ status: 204, contentType: "application/json; charset=utf-8", body: "" });
    // The resource is really encrypted: nothing of the transaction is readable in the body.
    expect(received.notification.rawBody).not.toContain(input.outTradeNo);
    expect(JSON.parse(received.notification.rawBody).resource.algorithm).toBe("AEAD_AES_256_GCM");

    await expect(server.wechat.close(input.outTradeNo)).rejects.toMatchObject({ providerCode: "ORDERPAID" });
  });

  it("query of an unknown order is not-found; close of an unknown or closed order is fine", async () => {
    const outTradeNo = newOutTradeNo();
    expect(await server.wechat.query(outTradeNo)).toEqual({ state: "not-found", outTradeNo });
    await server.wechat.close(outTradeNo);
    const input = payment();
    await server.wechat.create(input);
    await server.wechat.close(input.outTradeNo);
    expect(await server.wechat.query(input.outTradeNo)).toEqual({ state: "closed", outTradeNo: input.outTradeNo });
    await server.wechat.close(input.outTradeNo);
  });

  it("the same order twice gets the same code_url; a changed amount is refused", async () => {
    const input = payment();
    const first = await server.wechat.create(input);
    expect(await server.wechat.create(input)).toEqual(first);
    await expect(server.wechat.create({ ...input, amountFen: 201 })).rejects.toMatchObject({
      providerCode: "INVALID_REQUEST",
    });
  });

  it("cancel on the checkout page closes the order", async () => {
    const input = payment();
    const { payUrl } = await server.wechat.create(input);
    await fetch(`${payUrl}/cancel`, { method: "POST", redirect: "manual" });
    expect((await server.wechat.query(input.outTradeNo)).state).toBe("closed");
    expect(await (await fetch(`${payUrl}?lang=en`)).text()).toContain("Trade closed");
  });

  it("the sandbox validates amount, out_trade_no, expiry, currency and notify_url", async () => {
    await expect(server.wechat.create(payment({ amountFen: 100_000_001 }))).rejects.toMatchObject({
      providerCode: "PARAM_ERROR",
    });
    await expect(server.wechat.create(payment({ outTradeNo: "X".repeat(33) }))).rejects.toMatchObject({
      providerCode: "PARAM_ERROR",
    });
    await expect(server.wechat.create(payment({ outTradeNo: "abc" }))).rejects.toMatchObject({
      providerCode: "PARAM_ERROR",
    });
    await expect(server.wechat.create(payment({ expiresAt: new Date(Date.now() - 1000) }))).rejects.toMatchObject({
      providerCode: "PARAM_ERROR",
    });
    await expect(
      server.wechat.create(payment({ notifyUrl: `${server.notifyUrl("wechat")}?order=1` })),
    ).rejects.toMatchObject({ providerCode: "PARAM_ERROR" });
    await expect(server.wechat.create(payment({ amountFen: 0 }))).rejects.toThrow(/positive number of fen/);
    await expect(server.wechat.create(payment({ channel: "alipay_pc" }))).rejects.toThrow(PaymentProviderError);
  });

  it("the sandbox refuses a request signed with another key, serial or merchant id (401 SIGN_ERROR)", async () => {
    const config = sandboxWechatPayConfig(server.keys, server.origin);
    for (const changed of [
      { privateKey: strangerPrivate },
      { serialNo: "0123456789ABCDEF" },
      { mchId: "1900000001" },
    ]) {
      const stranger = createWechatPayProvider({ ...config, ...changed });
      await expect(stranger.query(newOutTradeNo()), JSON.stringify(Object.keys(changed))).rejects.toMatchObject({
        providerCode: "SIGN_ERROR",
      });
    }
  });

  it("the sandbox refuses a request timestamp more than 5 minutes off", async () => {
    const path = `/sandbox/wechat/v3/pay/transactions/out-trade-no/${newOutTradeNo()}?mchid=${server.keys.wechat.mchId}`;
    const call = async (timestamp: string) => {
      const nonce = "NONCE1234567890";
      const signature = signWithRsaSha256(
        requestMessage("GET", path, timestamp, nonce, ""),
        server.keys.wechat.merchantPrivateKey,
      );
      const response = await fetch(`${server.origin}${path}`, {
        headers: {
          authorization: formatAuthorization({
            mchid: server.keys.wechat.mchId,
            nonce_str: nonce,
            signature,
            timestamp,
            serial_no: server.keys.wechat.merchantSerial,
          }),
        },
      });
      return { status: response.status, body: await response.json() };
    };
    expect((await call(unixSeconds())).status).toBe(404);
    const stale = await call(unixSeconds(new Date(Date.now() - 6 * 60_000)));
    expect(stale).toEqual({ status: 401, body: { code: "SIGN_ERROR", message: expect.any(String) } });
    expect((await call(unixSeconds(new Date(Date.now() + 6 * 60_000)))).status).toBe(401);
  });

  it("the adapter refuses answers not signed by the platform key or under another serial", async () => {
    const config = sandboxWechatPayConfig(server.keys, server.origin);
    const wrongKey = createWechatPayProvider({ ...config, platformPublicKey: strangerPublic });
    await expect(wrongKey.create(payment())).rejects.toMatchObject({ providerCode: "INVALID_RESPONSE_SIGNATURE" });
    const wrongSerial = createWechatPayProvider({ ...config, platformSerial: "PUB_KEY_ID_OTHER" });
    await expect(wrongSerial.query(newOutTradeNo())).rejects.toMatchObject({
      providerCode: "INVALID_RESPONSE_SIGNATURE",
    });
  });

  it("an unreachable gateway is a PaymentProviderError without a provider code", async () => {
    const offline = createWechatPayProvider({
      ...sandboxWechatPayConfig(server.keys, "http://127.0.0.1:9"),
      timeoutMs: 2000,
    });
    const error = await offline.query(newOutTradeNo()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).providerCode).toBeUndefined();
  });
});

describe("WeChat Pay sandbox test hooks", () => {
  it("never, duplicates, out-of-order, replay and the notification log", async () => {
    const never = payment();
    await server.wechat.create(never);
    expect((await postHook("pay", { out_trade_no: never.outTradeNo, deliver: "never" })).body.notifications).toEqual(
      [],
    );
    expect((await server.wechat.query(never.outTradeNo)).state).toBe("paid");
    expect((await postHook("pay", { out_trade_no: never.outTradeNo })).status).toBe(409);

    const duplicated = payment();
    await server.wechat.create(duplicated);
    await postHook("pay", { out_trade_no: duplicated.outTradeNo, deliver: "duplicates", copies: 3 });
    const copies = wechatNotifications(duplicated.outTradeNo);
    expect(copies).toHaveLength(3);
    expect(copies.every((entry) => entry.verdict.ok && entry.verdict.trade.state === "paid")).toBe(true);

    const disordered = payment();
    await server.wechat.create(disordered);
    await postHook("pay", { out_trade_no: disordered.outTradeNo, deliver: "out-of-order" });
    expect(
      wechatNotifications(disordered.outTradeNo).map((entry) => entry.verdict.ok && entry.verdict.trade.state),
    ).toEqual(["paid", "waiting"]);

    const replayed = payment();
    await server.wechat.create(replayed);
    await postHook("pay", { out_trade_no: replayed.outTradeNo });
    const replay = await postHook("replay", { out_trade_no: replayed.outTradeNo });
    expect(replay.status).toBe(200);
    const seen = wechatNotifications(replayed.outTradeNo);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.notification.rawBody).toBe(seen[0]?.notification.rawBody);
    expect(seen[1]?.notification.headers["wechatpay-signature"]).toBe(
      seen[0]?.notification.headers["wechatpay-signature"],
    );
    const log = await (
      await fetch(`${server.origin}/sandbox/wechat/hooks/notifications?out_trade_no=${replayed.outTradeNo}`)
    ).json();
    expect(
      log.notifications.map((record: { kind: string; attempts: { status: number }[] }) => [
        record.kind,
        record.attempts[0]?.status,
      ]),
    ).toEqual([
      ["normal", 204],
      ["replay", 204],
    ]);
    expect((await postHook("pay", { out_trade_no: newOutTradeNo() })).status).toBe(404);
  });

  it("retries until it gets 200 or 204", async () => {
    const flaky = await startSandboxServer({
      retryDelaysMs: [20, 20, 20],
      answer: (_received, count) =>
        count < 3
          ? { status: 500, contentType: "application/json", body: '{"code":"FAIL","message":"busy"}' }
          : undefined,
    });
    try {
      const input = { ...payment(), notifyUrl: flaky.notifyUrl("wechat") };
      await flaky.wechat.create(input);
      await fetch(`${flaky.origin}/sandbox/wechat/hooks/pay`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ out_trade_no: input.outTradeNo }),
      });
      await flaky.waitForNotifications("wechat", 3);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(flaky.received).toHaveLength(3);
      const log = await (await fetch(`${flaky.origin}/sandbox/wechat/hooks/notifications`)).json();
      expect(log.notifications[0].attempts.map((attempt: { status: number }) => attempt.status)).toEqual([
        500, 500, 204,
      ]);
      expect(log.notifications[0]).toMatchObject({ isAcknowledged: true, isPending: false });
    } finally {
      await flaky.close();
    }
  });
});

describe("WeChat Pay notification verification", () => {
  const outTradeNo = "WX0000000001";
  const forge = (
    transaction: Parameters<typeof buildWechatNotification>[1] | object = {},
    options: Parameters<typeof buildWechatNotification>[2] = {},
  ) =>
    buildWechatNotification(server.keys, { out_trade_no: outTradeNo, amount: { total: 990 }, ...transaction }, options);

  it("accepts a genuine notification and reads the decrypted transaction", async () => {
    const notification = forge();
    expect(await server.wechat.verifyNotification(notification)).toEqual({
      ok: true,
      trade: {
        state: "paid",
        outTradeNo,
        providerTradeNo: notification.transaction.transaction_id,
        amountFen: 990,
        paidAt: expect.any(Date),
      },
    });
  });

  it("reports unpaid and closed states without calling them paid", async () => {
    expect(await server.wechat.verifyNotification(forge({ trade_state: "NOTPAY" }))).toEqual({
      ok: true,
      trade: { state: "waiting", outTradeNo },
    });
    expect(await server.wechat.verifyNotification(forge({ trade_state: "CLOSED" }))).toEqual({
      ok: true,
      trade: { state: "closed", outTradeNo },
    });
    expect(await server.wechat.verifyNotification(forge({ trade_state: "PAYERROR" }))).toMatchObject({
      trade: { state: "closed" },
    });
  });

  const rejections: [
    string,
    () => ReturnType<typeof forge> | { headers: Record<string, string>; rawBody: string },
    string,
  ][] = [
    ["signed with another key", () => forge({}, { privateKey: strangerPrivate }), "bad-signature"],
    [
      "a WECHATPAY/SIGNTEST/ signature",
      () => forge({}, { signature: "WECHATPAY/SIGNTEST/ABCDEF==" }),
      "signtest-signature",
    ],
    ["a timestamp 6 minutes old", () => forge({}, { now: new Date(Date.now() - 6 * 60_000) }), "stale-timestamp"],
    [
      "a timestamp 6 minutes ahead",
      () => forge({}, { timestamp: unixSeconds(new Date(Date.now() + 360_000)) }),
      "stale-timestamp",
    ],
    ["a non-numeric timestamp", () => forge({}, { timestamp: "soon" }), "stale-timestamp"],
    ["an unknown serial", () => forge({}, { serial: "PUB_KEY_ID_0000000000" }), "unknown-serial"],
    ["a corrupted GCM tag", () => forge({}, { corruptTag: true }), "decrypt-failed"],
    ["another APIv3 key", () => forge({}, { apiV3Key: "ZYXWVUTSRQPONMLKJIHGFEDCBA987654" }), "decrypt-failed"],
    ["another merchant id", () => forge({ mchid: "1900000001" }), "wrong-mchid"],
    ["another app id", () => forge({ appid: "wx0000000000000000" }), "wrong-appid"],
    ["an amount that is not integer fen", () => forge({ amount: { total: 9.9 } }), "malformed-amount"],
    ["an amount given as a string", () => forge({ amount: { total: "990" } }), "malformed-amount"],
    ["a zero amount", () => forge({ amount: { total: 0 } }), "malformed-amount"],
    ["an unknown trade state", () => forge({ trade_state: "MAYBE" }), "unknown-trade-state"],
    ["a paid state without transaction id", () => forge({ transaction_id: "" }), "missing-transaction-id"],
  ];
  for (const [name, build, reason] of rejections) {
    it(`rejects ${name}`, async () => {
      expect(await server.wechat.verifyNotification(build())).toEqual({ ok: false, reason });
    });
  }

  it("passes on a paid trade in another currency with that currency (the payments service keeps it as an anomaly)", async () => {
    expect(await server.wechat.verifyNotification(forge({ amount: { total: 990, currency: "USD" } }))).toMatchObject({
      ok: true,
      trade: { state: "paid", amountFen: 990, currency: "USD" },
    });
  });

  it("rejects a body changed after signing, missing headers and malformed bodies", async () => {
    const genuine = forge();
    const body = JSON.parse(genuine.rawBody);
    body.summary = "支付成功!";
    expect(await server.wechat.verifyNotification({ ...genuine, rawBody: JSON.stringify(body) })).toEqual({
      ok: false,
      reason: "bad-signature",
    });
    const { "wechatpay-signature": _, ...unsigned } = genuine.headers;
    expect(await server.wechat.verifyNotification({ headers: unsigned, rawBody: genuine.rawBody })).toEqual({
      ok: false,
      reason: "missing-signature",
    });
    // Genuinely signed, but not a readable notification.
    const signed = (rawBody: string) => {
      const timestamp = unixSeconds();
      const nonce = "N0NCE";
      return {
        headers: {
          "wechatpay-timestamp": timestamp,
          "wechatpay-nonce": nonce,
          "wechatpay-serial": server.keys.wechat.platformSerial,
          "wechatpay-signature": signWithRsaSha256(
            responseMessage(timestamp, nonce, rawBody),
            server.keys.wechat.platformPrivateKey,
          ),
        },
        rawBody,
      };
    };
    expect(await server.wechat.verifyNotification(signed("not json"))).toEqual({ ok: false, reason: "malformed-body" });
    expect(await server.wechat.verifyNotification(signed('{"resource":{}}'))).toEqual({
      ok: false,
      reason: "malformed-body",
    });
    const other = { ...body, resource: { ...body.resource, algorithm: "AEAD_SM4_GCM" } };
    expect(await server.wechat.verifyNotification(signed(JSON.stringify(other)))).toEqual({
      ok: false,
      reason: "unsupported-algorithm",
    });
    const refund = { ...body, resource: { ...body.resource, original_type: "refund" } };
    expect(await server.wechat.verifyNotification(signed(JSON.stringify(refund)))).toEqual({
      ok: false,
      reason: "unsupported-event",
    });
  });

  it("headers are found whatever their case", async () => {
    const genuine = forge();
    const shouting = Object.fromEntries(
      Object.entries(genuine.headers).map(([name, value]) => [name.toUpperCase(), value]),
    );
    expect((await server.wechat.verifyNotification({ headers: shouting, rawBody: genuine.rawBody })).ok).toBe(true);
  });

  it("replies 204 empty, or 4xx with a FAIL body", () => {
    expect(server.wechat.acceptedReply()).toMatchObject({ status: 204, body: "" });
    expect(server.wechat.rejectedReply("bad-signature")).toEqual({
      status: 401,
      contentType: "application/json; charset=utf-8",
      body: '{"code":"FAIL","message":"bad-signature"}',
    });
    expect(server.wechat.rejectedReply("amount-mismatch").status).toBe(400);
  });

  it("success_time is read as the instant it names", async () => {
    const paidAt = new Date("2026-11-21T17:30:05Z");
    const verdict = await server.wechat.verifyNotification(forge({ success_time: formatBeijingRfc3339(paidAt) }));
    expect(verdict.ok && verdict.trade.state === "paid" && verdict.trade.paidAt.toISOString()).toBe(
      "2026-11-21T17:30:05.000Z",
    );
  });
});
