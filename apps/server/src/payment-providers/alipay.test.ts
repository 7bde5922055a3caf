import { generateKeyPairSync } from "node:crypto";
import { AlipaySdk } from "alipay-sdk";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAlipayProvider } from "./alipay.ts";
import { formatBeijingTime } from "./beijing-time.ts";
import { sandboxAlipayConfig } from "./create-providers.ts";
import { type CreatePaymentInput, PaymentProviderError } from "./provider.ts";
import { buildAlipayNotification } from "./sandbox/forge.ts";
import { type SandboxServer, startSandboxServer } from "./testing/sandbox-server.ts";
import { waitFor } from "./testing/wait-for.ts";

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer();
});
afterAll(async () => {
  await server.close();
});

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

let sequence = 0;
const newOutTradeNo = () => `AP${Date.now()}${String(++sequence).padStart(4, "0")}`;

function payment(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    outTradeNo: newOutTradeNo(),
    amountFen: 12345,
    subject: "Dynamic residential traffic 10 GB",
    channel: "alipay_pc",
    expiresAt: new Date(Date.now() + 30 * 60_000),
    notifyUrl: server.notifyUrl("alipay"),
    returnUrl: "http://shop.test/order/result?id=42",
    ...overrides,
  };
}

/** Opens the cashier URL the way a browser does; returns the checkout page's path. */
async function openCashier(payUrl: string, headers: Record<string, string> = {}) {
  const response = await fetch(payUrl, { redirect: "manual", headers });
  expect(response.status).toBe(302);
  return response.headers.get("location") ?? "";
}

const postHook = (path: string, body: object) => server.postHook("alipay", path, body);

const alipayNotifications = (outTradeNo: string) =>
  server.received.filter(
    (entry) =>
      entry.method === "alipay" && new URLSearchParams(entry.notification.rawBody).get("out_trade_no") === outTradeNo,
  );

describe("Alipay adapter against the sandbox", () => {
  it("creates a signed page-pay URL with exact yuan and Beijing times, whatever the server's zone", async () => {
    process.env.TZ = "America/Los_Angeles";
    const expiresAt = new Date(Date.now() + 24 * 3600_000);
    const input = payment({ amountFen: 1999, expiresAt });
    const { payUrl } = await server.alipay.create(input);
    const url = new URL(payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.origin}/sandbox/alipay/gateway.do`);
    expect(url.searchParams.get("method")).toBe("alipay.trade.page.pay");
    expect(url.searchParams.get("sign_type")).toBe("RSA2");
    expect(url.searchParams.get("notify_url")).toBe(input.notifyUrl);
    expect(url.searchParams.get("return_url")).toBe(input.returnUrl);
    const stamp = url.searchParams.get("timestamp") ?? "";
    expect(Math.abs(Date.parse(`${stamp.replace(" ", "T")}+08:00`) - Date.now())).toBeLessThan(5000);
    expect(JSON.parse(url.searchParams.get("biz_content") ?? "")).toEqual({
      out_trade_no: input.outTradeNo,
      total_amount: "19.99",
      subject: input.subject,
      product_code: "FAST_INSTANT_TRADE_PAY",
      time_expire: formatBeijingTime(expiresAt),
    });
    // Beijing wall-clock time of the same instant, not Los Angeles time.
    const expiry = JSON.parse(url.searchParams.get("biz_content") ?? "").time_expire as string;
    expect(Math.abs(Date.parse(`${expiry.replace(" ", "T")}+08:00`) - expiresAt.getTime())).toBeLessThan(1000);
    // The sandbox (like Alipay) reads the timestamp as Beijing time and accepts it.
    await openCashier(payUrl);
  });

  it("uses wap pay with QUICK_WAP_WAY for alipay_wap", async () => {
    const { payUrl } = await server.alipay.create(payment({ channel: "alipay_wap" }));
    const url = new URL(payUrl);
    expect(url.searchParams.get("method")).toBe("alipay.trade.wap.pay");
    expect(JSON.parse(url.searchParams.get("biz_content") ?? "").product_code).toBe("QUICK_WAP_WAY");
    await openCashier(payUrl);
  });

  it("refuses a non-Alipay channel or a non-positive amount before calling anyone", async () => {
    await expect(server.alipay.create(payment({ channel: "wx_native" }))).rejects.toThrow(PaymentProviderError);
    await expect(server.alipay.create(payment({ amountFen: 0 }))).rejects.toThrow(/positive number of fen/);
    await expect(server.alipay.create(payment({ amountFen: 1.5 }))).rejects.toThrow(/positive number of fen/);
  });

  it("pays through the cashier: not found, waiting, paid; signed return and a verified notification", async () => {
    const input = payment({ subject: "100% 住宅 & more+plus" });
    const { payUrl } = await server.alipay.create(input);
    expect(await server.alipay.query(input.outTradeNo)).toEqual({ state: "not-found", outTradeNo: input.outTradeNo });

    const checkout = await openCashier(payUrl, { "accept-language": "en-US,en;q=0.9" });
    expect(await server.alipay.query(input.outTradeNo)).toEqual({ state: "waiting", outTradeNo: input.outTradeNo });
    const page = await fetch(`${server.origin}${checkout}`);
    const html = await page.text();
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(html).toContain("Payment sandbox");
    expect(html).toContain("¥123.45");
    expect(html).toContain("100% 住宅 &amp; more+plus");
    expect(html).not.toContain("<script");
    const zh = await (await fetch(`${server.origin}${checkout.split("?")[0]}?lang=zh`)).text();
    expect(zh).toContain("支付沙箱");
    expect(zh).toContain("确认付款");

    const paid = await fetch(`${server.origin}${checkout.split("?")[0]}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe("http://shop.test/order/result");
    expect(back.searchParams.get("id")).toBe("42");
    expect(back.searchParams.get("out_trade_no")).toBe(input.outTradeNo);
    expect(back.searchParams.get("total_amount")).toBe("123.45");
    // The return parameters are signed by "Alipay" the same way as notifications.
    const verifier = new AlipaySdk({
      appId: server.keys.alipay.appId,
      privateKey: server.keys.alipay.merchantPrivateKey,
      keyType: "PKCS8",
      alipayPublicKey: server.keys.alipay.alipayPublicKey,
    });
    // The shop's own parameters in return_url (id) are not Alipay's and not signed.
    const returned = Object.fromEntries(back.searchParams);
    delete returned.id;
    expect(verifier.checkNotifySignV2(returned)).toBe(true);

    const [received] = await waitFor(() => {
      const seen = alipayNotifications(input.outTradeNo);
      return seen.length > 0 ? seen : undefined;
    });
    const state = await server.alipay.query(input.outTradeNo);
    expect(received?.verdict).toEqual({ ok: true, trade: state });
    expect(state).toMatchObject({ state: "paid", outTradeNo: input.outTradeNo, amountFen: 12345 });
    expect(received?.reply.body).toBe("success");
    const fields = new URLSearchParams(received?.notification.rawBody);
    expect(fields.get("subject")).toBe("100% 住宅 & more+plus");
    expect(fields.get("trade_status")).toBe("TRADE_SUCCESS");

    // The page now says paid; paying again changes nothing.
    expect(await (await fetch(`${server.origin}${checkout}`)).text()).toContain("Payment successful");
    const again = await fetch(`${server.origin}${checkout.split("?")[0]}/pay`, { method: "POST", redirect: "manual" });
    expect(again.status).toBe(303);
    expect(alipayNotifications(input.outTradeNo)).toHaveLength(1);

    // A paid trade cannot be closed: the caller learns it was paid.
    await expect(server.alipay.close(input.outTradeNo)).rejects.toMatchObject({
      providerCode: "ACQ.TRADE_STATUS_ERROR",
    });
  });

  it("closes: a missing trade and an already closed one are fine, an open one becomes closed", async () => {
    await server.alipay.close(newOutTradeNo());
    const input = payment();
    await openCashier((await server.alipay.create(input)).payUrl);
    await server.alipay.close(input.outTradeNo);
    expect(await server.alipay.query(input.outTradeNo)).toEqual({ state: "closed", outTradeNo: input.outTradeNo });
    await server.alipay.close(input.outTradeNo);
  });

  it("cancel at the cashier closes the trade and sends the buyer back unpaid", async () => {
    const input = payment();
    const checkout = await openCashier((await server.alipay.create(input)).payUrl);
    const cancelled = await fetch(`${server.origin}${checkout}/cancel`, { method: "POST", redirect: "manual" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(input.returnUrl);
    expect(await server.alipay.query(input.outTradeNo)).toEqual({ state: "closed", outTradeNo: input.outTradeNo });
    // Reopening the cashier of a closed trade is refused like Alipay does.
    const reopened = await fetch((await server.alipay.create(input)).payUrl, { redirect: "manual" });
    expect(reopened.status).toBe(400);
    expect(await reopened.text()).toContain("ACQ.TRADE_HAS_CLOSE");
  });

  it("closes an unpaid trade by itself at time_expire", async () => {
    const input = payment({ expiresAt: new Date(Date.now() + 1500) });
    await openCashier((await server.alipay.create(input)).payUrl);
    expect((await server.alipay.query(input.outTradeNo)).state).toBe("waiting");
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await server.alipay.query(input.outTradeNo)).state).toBe("closed");
  });
});

describe("Alipay sandbox behaves like Alipay", () => {
  it("refuses requests signed with another key (isv.invalid-signature)", async () => {
    const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const forged = createAlipayProvider({
      ...sandboxAlipayConfig(server.keys, server.origin),
      privateKey: stranger.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    });
    await expect(forged.query(newOutTradeNo())).rejects.toMatchObject({ providerCode: "isv.invalid-signature" });
    const { payUrl } = await forged.create(payment());
    const page = await fetch(payUrl, { redirect: "manual" });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("isv.invalid-signature");
  });

  it("refuses a timestamp in the server's local time instead of Beijing time (isv.invalid-timestamp)", async () => {
    process.env.TZ = "America/New_York";
    // The sdk on its own stamps local time; the adapter always passes Beijing time.
    const sdk = new AlipaySdk({
      appId: server.keys.alipay.appId,
      privateKey: server.keys.alipay.merchantPrivateKey,
      keyType: "PKCS8",
      alipayPublicKey: server.keys.alipay.alipayPublicKey,
      gateway: `${server.origin}/sandbox/alipay/gateway.do`,
      camelcase: false,
    });
    const result = await sdk.exec(
      "alipay.trade.query",
      { bizContent: { out_trade_no: newOutTradeNo() } },
      { validateSign: true },
    );
    expect(result.sub_code).toBe("isv.invalid-timestamp");
    expect((await server.alipay.query(newOutTradeNo())).state).toBe("not-found");
  });

  it("refuses another app's id", async () => {
    const other = createAlipayProvider({
      ...sandboxAlipayConfig(server.keys, server.origin),
      appId: "2021000000000000",
    });
    await expect(other.query(newOutTradeNo())).rejects.toMatchObject({ providerCode: "isv.invalid-app-id" });
  });

  it("rejects a response not signed by Alipay's key", async () => {
    const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const trusting = createAlipayProvider({
      ...sandboxAlipayConfig(server.keys, server.origin),
      alipayPublicKey: stranger.publicKey.export({ type: "spki", format: "pem" }).toString(),
    });
    await expect(trusting.query(newOutTradeNo())).rejects.toThrow(PaymentProviderError);
  });

  it("validates the order at the cashier: amount, product code, expiry, out_trade_no, a changed amount", async () => {
    const sdk = new AlipaySdk({
      appId: server.keys.alipay.appId,
      privateKey: server.keys.alipay.merchantPrivateKey,
      keyType: "PKCS8",
      gateway: `${server.origin}/sandbox/alipay/gateway.do`,
    });
    const open = async (biz: Record<string, string>) => {
      const url = sdk.pageExecute("alipay.trade.page.pay", "GET", {
        bizContent: {
          out_trade_no: newOutTradeNo(),
          total_amount: "1.00",
          subject: "x",
          product_code: "FAST_INSTANT_TRADE_PAY",
          ...biz,
        },
        timestamp: formatBeijingTime(new Date()),
      });
      const response = await fetch(url, { redirect: "manual" });
      return { status: response.status, text: response.status === 302 ? "" : await response.text() };
    };
    expect((await open({})).status).toBe(302);
    for (const bad of [
      { total_amount: "0.00" },
      { total_amount: "-1.00" },
      { total_amount: "1000000.01" },
      { total_amount: "1.001" },
      { product_code: "QUICK_WAP_WAY" },
      { out_trade_no: "abc" },
      { out_trade_no: "has space 123" },
      { subject: "" },
      { time_expire: "2020-01-01 00:00:00" },
      { time_expire: "tomorrow" },
    ] as Record<string, string>[]) {
      const answer = await open(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.text).toMatch(/ACQ\.INVALID_PARAMETER|ACQ\.TRADE_HAS_CLOSE/);
    }
    const outTradeNo = newOutTradeNo();
    expect((await open({ out_trade_no: outTradeNo })).status).toBe(302);
    expect((await open({ out_trade_no: outTradeNo })).status).toBe(302);
    const changed = await open({ out_trade_no: outTradeNo, total_amount: "2.00" });
    expect(changed.status).toBe(400);
    expect(changed.text).toContain("ACQ.CONTEXT_INCONSISTENT");
  });
});

describe("Alipay sandbox test hooks", () => {
  async function openTrade() {
    const input = payment();
    const { payUrl } = await server.alipay.create(input);
    return { input, payUrl };
  }

  it("pay needs an opened cashier, or the pay_url to open it", async () => {
    const { input, payUrl } = await openTrade();
    const missing = await postHook("pay", { out_trade_no: input.outTradeNo });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("ACQ.TRADE_NOT_EXIST");
    const paid = await postHook("pay", { pay_url: payUrl });
    expect(paid.status).toBe(200);
    expect(paid.body.trade).toMatchObject({ out_trade_no: input.outTradeNo, trade_status: "TRADE_SUCCESS" });
    const notifications = paid.body.notifications as { isAcknowledged: boolean }[];
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.isAcknowledged).toBe(true);
    const twice = await postHook("pay", { out_trade_no: input.outTradeNo });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("ACQ.TRADE_HAS_SUCCESS");
  });

  it("never: paid at Alipay without any notification, found by query", async () => {
    const { input, payUrl } = await openTrade();
    await openCashier(payUrl);
    const paid = await postHook("pay", { out_trade_no: input.outTradeNo, deliver: "never" });
    expect(paid.body.notifications).toEqual([]);
    expect((await server.alipay.query(input.outTradeNo)).state).toBe("paid");
    expect(alipayNotifications(input.outTradeNo)).toHaveLength(0);
  });

  it("duplicates: n identical notifications at once", async () => {
    const { input, payUrl } = await openTrade();
    const paid = await postHook("pay", { pay_url: payUrl, deliver: "duplicates", copies: 4 });
    expect(paid.body.notifications).toHaveLength(4);
    const seen = alipayNotifications(input.outTradeNo);
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((entry) => entry.notification.rawBody)).size).toBe(1);
    expect(seen.every((entry) => entry.verdict.ok && entry.verdict.trade.state === "paid")).toBe(true);
  });

  it("out-of-order: a WAIT_BUYER_PAY notification after the success one", async () => {
    const { input, payUrl } = await openTrade();
    await postHook("pay", { pay_url: payUrl, deliver: "out-of-order" });
    const seen = alipayNotifications(input.outTradeNo);
    expect(seen.map((entry) => entry.verdict.ok && entry.verdict.trade.state)).toEqual(["paid", "waiting"]);
  });

  it("replay resends the last notification byte for byte; notifications lists what was sent and answered", async () => {
    const { input, payUrl } = await openTrade();
    await postHook("pay", { pay_url: payUrl });
    const replay = await postHook("replay", { out_trade_no: input.outTradeNo });
    expect(replay.status).toBe(200);
    const seen = alipayNotifications(input.outTradeNo);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.notification.rawBody).toBe(seen[0]?.notification.rawBody);
    const listed = await (
      await fetch(`${server.origin}/sandbox/alipay/hooks/notifications?out_trade_no=${input.outTradeNo}`)
    ).json();
    expect(listed.notifications.map((record: { kind: string }) => record.kind)).toEqual(["normal", "replay"]);
    expect(listed.notifications[0].attempts[0]).toMatchObject({ status: 200, reply: "success" });
    expect((await postHook("replay", { out_trade_no: newOutTradeNo() })).status).toBe(404);
  });

  it("retries until the reply is exactly success", async () => {
    const flaky = await startSandboxServer({
      retryDelaysMs: [20, 20, 20, 20],
      answer: (_received, count) =>
        count === 1
          ? { status: 200, contentType: "text/plain", body: "fail" }
          : count === 2
            ? { status: 200, contentType: "text/plain", body: "success\n" }
            : undefined,
    });
    try {
      const input = { ...payment(), notifyUrl: flaky.notifyUrl("alipay") };
      const { payUrl } = await flaky.alipay.create(input);
      await fetch(`${flaky.origin}/sandbox/alipay/hooks/pay`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ pay_url: payUrl }),
      });
      await flaky.waitForNotifications("alipay", 3);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(flaky.received).toHaveLength(3);
      const listed = await (await fetch(`${flaky.origin}/sandbox/alipay/hooks/notifications`)).json();
      expect(listed.notifications[0]).toMatchObject({ isAcknowledged: true, isPending: false });
      expect(listed.notifications[0].attempts.map((attempt: { reply: string }) => attempt.reply)).toEqual([
        "fail",
        "success\n",
        "success",
      ]);
    } finally {
      await flaky.close();
    }
  });
});

describe("Alipay notification verification", () => {
  const verify = (rawBody: string) =>
    server.alipay.verifyNotification({
      headers: { "content-type": "application/x-www-form-urlencoded" },
      rawBody,
    });
  const forge = (fields: Record<string, string | undefined> = {}, options = {}) =>
    buildAlipayNotification(server.keys, { out_trade_no: "AP0000000001", total_amount: "88.88", ...fields }, options);

  it("accepts a genuine paid notification, including values containing %, + and &", async () => {
    const notification = forge({ subject: "100%off %E4 a+b&c=d", body: "50% 折扣" });
    expect(await verify(notification.rawBody)).toEqual({
      ok: true,
      trade: {
        state: "paid",
        outTradeNo: "AP0000000001",
        providerTradeNo: notification.fields.trade_no,
        amountFen: 8888,
        paidAt: expect.any(Date),
      },
    });
    expect((await verify(forge({ trade_status: "TRADE_FINISHED" }).rawBody)).ok).toBe(true);
  });

  it("reports waiting and closed states without calling them paid", async () => {
    expect(await verify(forge({ trade_status: "WAIT_BUYER_PAY", gmt_payment: undefined }).rawBody)).toEqual({
      ok: true,
      trade: { state: "waiting", outTradeNo: "AP0000000001" },
    });
    expect(await verify(forge({ trade_status: "TRADE_CLOSED" }).rawBody)).toEqual({
      ok: true,
      trade: { state: "closed", outTradeNo: "AP0000000001" },
    });
  });

  it("rejects a bad signature, a tampered amount, another key, a missing signature, RSA1", async () => {
    const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const signedByStranger = forge({}, { privateKey: stranger.privateKey.export({ type: "pkcs8", format: "pem" }) });
    expect(await verify(signedByStranger.rawBody)).toEqual({ ok: false, reason: "bad-signature" });
    const tampered = forge().rawBody.replace("total_amount=88.88", "total_amount=0.01");
    expect(await verify(tampered)).toEqual({ ok: false, reason: "bad-signature" });
    const params = new URLSearchParams(forge().rawBody);
    params.set("sign", `${params.get("sign")?.slice(0, -4)}AAA=`);
    expect(await verify(params.toString())).toEqual({ ok: false, reason: "bad-signature" });
    params.delete("sign");
    expect(await verify(params.toString())).toEqual({ ok: false, reason: "missing-signature" });
    expect(await verify(forge({ sign_type: "RSA" }).rawBody)).toEqual({ ok: false, reason: "unsupported-sign-type" });
  });

  it("rejects another app id or seller id, even when genuinely signed", async () => {
    expect(await verify(forge({ app_id: "2021000000000001" }).rawBody)).toEqual({ ok: false, reason: "wrong-app-id" });
    expect(await verify(forge({ seller_id: "2088000000000001" }).rawBody)).toEqual({
      ok: false,
      reason: "wrong-seller-id",
    });
    const noSellerCheck = createAlipayProvider({ ...sandboxAlipayConfig(server.keys, server.origin), sellerId: null });
    const verdict = await noSellerCheck.verifyNotification({
      headers: {},
      rawBody: forge({ seller_id: "2088000000000001" }).rawBody,
    });
    expect(verdict.ok).toBe(true);
  });

  it("rejects malformed amounts, unknown states, missing fields, repeated fields", async () => {
    for (const amount of ["1e2", "-1.00", "12.345", "0.00", "1,00", " 1.00", undefined]) {
      expect(await verify(forge({ total_amount: amount }).rawBody), amount).toEqual({
        ok: false,
        reason: "malformed-amount",
      });
    }
    // A foreign currency is still a paid trade: passed on with its currency, for the payments service to record as an anomaly.
    expect(await verify(forge({ trans_currency: "USD" }).rawBody)).toMatchObject({
      ok: true,
      trade: { state: "paid", currency: "USD" },
    });
    expect(await verify(forge({ trade_status: "TRADE_PENDING" }).rawBody)).toEqual({
      ok: false,
      reason: "unknown-trade-status",
    });
    expect(await verify(forge({ trade_no: undefined }).rawBody)).toEqual({ ok: false, reason: "missing-trade-no" });
    expect(await verify(`${forge().rawBody}&app_id=${server.keys.alipay.appId}`)).toEqual({
      ok: false,
      reason: "malformed-body",
    });
    expect(await verify("")).toEqual({ ok: false, reason: "missing-signature" });
  });

  it("replies exactly success, or fail", () => {
    expect(server.alipay.acceptedReply()).toEqual({
      status: 200,
      contentType: "text/plain; charset=utf-8",
      body: "success",
    });
    expect(server.alipay.rejectedReply("bad-signature").body).toBe("fail");
  });
});
