import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { AlipaySdk } from "alipay-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Aes, Formatter, Rsa, Wechatpay } from "wechatpay-axios-plugin";
import { formatBeijingRfc3339, formatBeijingTime } from "./beijing-time.ts";
import { sandboxWechatPayConfig } from "./create-providers.ts";
import { buildWechatNotification } from "./sandbox/forge.ts";
import { type SandboxServer, startSandboxServer } from "./testing/sandbox-server.ts";
import { createWechatPayProvider } from "./wechat.ts";

/**
 * The adapters and the sandbox share signing code, so a mistake could hide by
 * being made on both sides. These tests sign and verify with the providers'
 * maintained SDKs instead: the official alipay-sdk and wechatpay-axios-plugin.
 */

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer();
});
afterAll(async () => {
  await server.close();
});

describe("Alipay compatibility with the official alipay-sdk", () => {
  /** An sdk instance playing Alipay: it signs with "Alipay's" private key. */
  const alipaySide = () =>
    new AlipaySdk({
      appId: server.keys.alipay.appId,
      privateKey: server.keys.alipay.alipayPrivateKey,
      keyType: "PKCS8",
      alipayPublicKey: server.keys.alipay.alipayPublicKey,
    });

  const fields = () => ({
    notify_type: "trade_status_sync",
    notify_id: "ac05099524730693a8b330c5ecf72da9786",
    notify_time: formatBeijingTime(new Date()),
    app_id: server.keys.alipay.appId,
    auth_app_id: server.keys.alipay.appId,
    seller_id: server.keys.alipay.sellerId,
    out_trade_no: "COMPAT0000001",
    trade_no: "2026112222001475021448723155",
    trade_status: "TRADE_SUCCESS",
    total_amount: "66.60",
    gmt_payment: formatBeijingTime(new Date()),
    // Values Alipay really sends: a % that is not an escape, +, &, =, Chinese, JSON.
    subject: "100% 住宅代理 a+b&c=d %E4%BD",
    fund_bill_list: '[{"amount":"66.60","fundChannel":"ALIPAYACCOUNT"}]',
  });

  it("a notification signed by the sdk's own signing code verifies in our adapter, % and all", async () => {
    // sdkExecute signs sorted parameters with the configured private key and
    // returns them form-encoded: exactly the shape of a notification body.
    const rawBody = alipaySide().sdkExecute("alipay.trade.notify", {
      ...fields(),
      timestamp: formatBeijingTime(new Date()),
    });
    expect(rawBody).toContain("subject=100%25%20");
    const verdict = await server.alipay.verifyNotification({ headers: {}, rawBody });
    expect(verdict).toEqual({
      ok: true,
      trade: {
        state: "paid",
        outTradeNo: "COMPAT0000001",
        providerTradeNo: "2026112222001475021448723155",
        amountFen: 6660,
        paidAt: expect.any(Date),
      },
    });
    // One changed character and it no longer verifies.
    const tampered = rawBody.replace("total_amount=66.60", "total_amount=66.61");
    expect(await server.alipay.verifyNotification({ headers: {}, rawBody: tampered })).toEqual({
      ok: false,
      reason: "bad-signature",
    });
  });

  it("the sdk's checkNotifySignV2 accepts the sandbox's notifications; the old checkNotifySign fails on %", async () => {
    const input = {
      outTradeNo: `COMPAT${Date.now()}`,
      amountFen: 6660,
      subject: "100% 住宅代理 a+b&c=d %E4%BD",
      channel: "alipay_pc" as const,
      expiresAt: new Date(Date.now() + 60_000),
      notifyUrl: server.notifyUrl("alipay"),
    };
    const { payUrl } = await server.alipay.create(input);
    await fetch(`${server.origin}/sandbox/alipay/hooks/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pay_url: payUrl }),
    });
    const received = server.received.find((entry) => entry.notification.rawBody.includes(input.outTradeNo));
    const posted = Object.fromEntries(new URLSearchParams(received?.notification.rawBody));
    const merchantSide = new AlipaySdk({
      appId: server.keys.alipay.appId,
      privateKey: server.keys.alipay.merchantPrivateKey,
      keyType: "PKCS8",
      alipayPublicKey: server.keys.alipay.alipayPublicKey,
    });
    expect(merchantSide.checkNotifySignV2(posted)).toBe(true);
    // checkNotifySign percent-decodes values a second time: "100% …" breaks it.
    let isAcceptedByV1 = false;
    try {
      isAcceptedByV1 = merchantSide.checkNotifySign(posted);
    } catch {
      isAcceptedByV1 = false;
    }
    expect(isAcceptedByV1).toBe(false);
  });
});

describe("WeChat Pay compatibility with wechatpay-axios-plugin", () => {
  const keys = () => server.keys.wechat;

  it("a notification encrypted and signed with the plugin's Aes and Rsa verifies in our adapter", async () => {
    const transaction = {
      appid: keys().appId,
      mchid: keys().mchId,
      out_trade_no: "COMPATWX000001",
      transaction_id: "4200002026112212345678901234",
      trade_type: "NATIVE",
      trade_state: "SUCCESS",
      trade_state_desc: "支付成功",
      bank_type: "OTHERS",
      attach: "",
      success_time: formatBeijingRfc3339(new Date()),
      payer: { openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" },
      amount: { total: 3300, payer_total: 3300, currency: "CNY", payer_currency: "CNY" },
    };
    const nonce = "fdasflkja484";
    const ciphertext = Aes.AesGcm.encrypt(JSON.stringify(transaction), keys().apiV3Key, nonce, "transaction");
    const rawBody = JSON.stringify({
      id: "EV-2018022511223320873",
      create_time: formatBeijingRfc3339(new Date()),
      resource_type: "encrypt-resource",
      event_type: "TRANSACTION.SUCCESS",
      summary: "支付成功",
      resource: {
        original_type: "transaction",
        algorithm: "AEAD_AES_256_GCM",
        ciphertext,
        associated_data: "transaction",
        nonce,
      },
    });
    const timestamp = Formatter.timestamp();
    const headerNonce = Formatter.nonce();
    const headers = {
      "wechatpay-timestamp": String(timestamp),
      "wechatpay-nonce": headerNonce,
      "wechatpay-serial": keys().platformSerial,
      "wechatpay-signature": Rsa.sign(Formatter.response(timestamp, headerNonce, rawBody), keys().platformPrivateKey),
    };
    expect(await server.wechat.verifyNotification({ headers, rawBody })).toEqual({
      ok: true,
      trade: {
        state: "paid",
        outTradeNo: "COMPATWX000001",
        providerTradeNo: "4200002026112212345678901234",
        amountFen: 3300,
        paidAt: expect.any(Date),
      },
    });
  });

  it("the plugin verifies and decrypts the sandbox's notifications", () => {
    const forged = buildWechatNotification(server.keys, { out_trade_no: "COMPATWX000002", amount: { total: 88 } });
    const { headers, rawBody } = forged;
    expect(
      Rsa.verify(
        Formatter.response(headers["wechatpay-timestamp"] ?? "", headers["wechatpay-nonce"] ?? "", rawBody),
        headers["wechatpay-signature"] ?? "",
        keys().platformPublicKey,
      ),
    ).toBe(true);
    const { resource } = JSON.parse(rawBody);
    const plaintext = Aes.AesGcm.decrypt(
      resource.ciphertext,
      keys().apiV3Key,
      resource.nonce,
      resource.associated_data,
    );
    expect(JSON.parse(plaintext)).toEqual(forged.transaction);
  });

  it("our requests verify with the plugin; answers signed by the plugin verify in our adapter", async () => {
    const seen: { method: string; url: string; authorization: string; body: string }[] = [];
    const platform = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        seen.push({
          method: request.method ?? "",
          url: request.url ?? "",
          authorization: request.headers.authorization ?? "",
          body: Buffer.concat(chunks).toString("utf8"),
        });
        const body = JSON.stringify({
          appid: keys().appId,
          mchid: keys().mchId,
          out_trade_no: "COMPATWX000003",
          trade_type: "NATIVE",
          trade_state: "NOTPAY",
          trade_state_desc: "订单未支付",
          amount: { total: 100, currency: "CNY" },
        });
        const timestamp = Formatter.timestamp();
        const nonce = Formatter.nonce();
        response.writeHead(200, {
          "content-type": "application/json",
          "wechatpay-timestamp": String(timestamp),
          "wechatpay-nonce": nonce,
          "wechatpay-serial": keys().platformSerial,
          "wechatpay-signature": Rsa.sign(Formatter.response(timestamp, nonce, body), keys().platformPrivateKey),
        });
        response.end(body);
      });
    });
    await new Promise<void>((resolve) => platform.listen(0, "127.0.0.1", resolve));
    try {
      const origin = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
      const adapter = createWechatPayProvider({ ...sandboxWechatPayConfig(server.keys, origin), gateway: origin });
      expect(await adapter.query("COMPATWX000003")).toEqual({ state: "waiting", outTradeNo: "COMPATWX000003" });
      const [request] = seen;
      const auth = Object.fromEntries(
        [...(request?.authorization ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
      );
      expect(request?.authorization.startsWith("WECHATPAY2-SHA256-RSA2048 ")).toBe(true);
      expect(auth.mchid).toBe(keys().mchId);
      expect(auth.serial_no).toBe(keys().merchantSerial);
      expect(
        Rsa.verify(
          Formatter.request(
            request?.method ?? "",
            request?.url ?? "",
            auth.timestamp ?? "",
            auth.nonce_str ?? "",
            request?.body,
          ),
          auth.signature ?? "",
          keys().merchantPublicKey,
        ),
      ).toBe(true);
    } finally {
      platform.closeAllConnections();
      await new Promise<void>((resolve) => platform.close(() => resolve()));
    }
  });

  it("the plugin's own client creates, queries and closes Native orders at the sandbox", async () => {
    // The plugin types its chained endpoints as possibly undefined; these exist at runtime.
    type Endpoint = {
      get(config?: object): Promise<{ status: number; data: Record<string, unknown> }>;
      post(data?: object, config?: object): Promise<{ status: number; data: Record<string, unknown> }>;
    };
    type Client = {
      v3: {
        pay: { transactions: { native: Endpoint; outTradeNo: { _out_trade_no_: Endpoint & { close: Endpoint } } } };
      };
    };
    const wxpay = new Wechatpay({
      mchid: keys().mchId,
      serial: keys().merchantSerial,
      privateKey: keys().merchantPrivateKey,
      certs: { [keys().platformSerial]: keys().platformPublicKey },
      baseURL: `${server.origin}/sandbox/wechat/`,
    }) as unknown as Client;
    const outTradeNo = `COMPATWX${Date.now()}`;
    const created = await wxpay.v3.pay.transactions.native.post({
      appid: keys().appId,
      mchid: keys().mchId,
      description: "Compatibility order",
      out_trade_no: outTradeNo,
      notify_url: server.notifyUrl("wechat"),
      amount: { total: 100 },
    });
    expect(created.data.code_url).toMatch(/\/sandbox\/wechat\/checkout\//);
    const queried = await wxpay.v3.pay.transactions.outTradeNo._out_trade_no_.get({
      params: { mchid: keys().mchId },
      out_trade_no: outTradeNo,
    });
    expect(queried.data).toMatchObject({ out_trade_no: outTradeNo, trade_state: "NOTPAY" });
    const closed = await wxpay.v3.pay.transactions.outTradeNo._out_trade_no_.close.post(
      { mchid: keys().mchId },
      { out_trade_no: outTradeNo },
    );
    expect(closed.status).toBe(204);
    expect((await server.wechat.query(outTradeNo)).state).toBe("closed");
  });
});
