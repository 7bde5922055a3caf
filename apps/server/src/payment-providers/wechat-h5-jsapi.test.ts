import { createSign, createVerify } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sandboxWechatPayConfig } from "./create-providers.ts";
import { type CreatePaymentInput, PaymentProviderError } from "./provider.ts";
import { sandboxWechatAppSecret } from "./sandbox/keys.ts";
import { type SandboxServer, startSandboxServer } from "./testing/sandbox-server.ts";
import { waitFor } from "./testing/wait-for.ts";
import { jsapiPayParams, jsapiSignMessage, withRedirectUrl } from "./wechat.ts";
import { createWechatOAuth, WechatOAuthError } from "./wechat-oauth.ts";

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

let sequence = 0;
const newOutTradeNo = () => `WXM${Date.now()}${String(++sequence).padStart(4, "0")}`;
const returnUrl = "http://shop.test/h5/result?orderType=recharge&id=42";

function payment(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    outTradeNo: newOutTradeNo(),
    amountFen: 1280,
    subject: "动态住宅流量 10 GB",
    channel: "wx_h5",
    expiresAt: new Date(Date.now() + 30 * 60_000),
    notifyUrl: server.notifyUrl("wechat"),
    returnUrl,
    clientIp: "203.0.113.9",
    ...overrides,
  };
}

/** The JSON bodies the adapter sent to the sandbox, by path. */
function recordRequests() {
  const sent: { path: string; body: Record<string, unknown>; authorization: string }[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (init?.body && typeof init.body === "string") {
      const headers = new Headers(init.headers);
      sent.push({ path: url.pathname, body: JSON.parse(init.body), authorization: headers.get("authorization") ?? "" });
    }
    return original(input, init);
  });
  return sent;
}

const notificationsOf = (outTradeNo: string) =>
  server.received.filter((entry) => entry.verdict.ok && entry.verdict.trade.outTradeNo === outTradeNo);

const sandboxOAuth = () =>
  createWechatOAuth({
    appId: server.keys.wechat.appId,
    appSecret: sandboxWechatAppSecret(server.keys),
    authorizeBase: `${server.origin}/sandbox/wechat/open`,
    apiBase: `${server.origin}/sandbox/wechat/api`,
  });

/** WeChat's silent snsapi_base round trip: the code it appends to the redirect URI. */
async function oauthCode(redirectUri = "http://shop.test/h5/pay?orderType=recharge&id=42"): Promise<string> {
  const answer = await fetch(sandboxOAuth().authorizeUrl(redirectUri, "wxpay"), { redirect: "manual" });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get("location") ?? "");
  expect(`${back.origin}${back.pathname}`).toBe("http://shop.test/h5/pay");
  expect(back.searchParams.get("orderType")).toBe("recharge");
  expect(back.searchParams.get("state")).toBe("wxpay");
  return back.searchParams.get("code") ?? "";
}

describe("WeChat Pay H5 (phone browsers outside WeChat)", () => {
  it("POSTs /v3/pay/transactions/h5 with the buyer's IP and h5_info, signed; the h5_url carries redirect_url", async () => {
    const sent = recordRequests();
    const input = payment();
    const { payUrl } = await server.wechat.create(input);
    const request = sent.find((entry) => entry.path === "/sandbox/wechat/v3/pay/transactions/h5");
    expect(request?.body).toMatchObject({
      appid: server.keys.wechat.appId,
      mchid: server.keys.wechat.mchId,
      out_trade_no: input.outTradeNo,
      notify_url: input.notifyUrl,
      amount: { total: 1280, currency: "CNY" },
      scene_info: { payer_client_ip: "203.0.113.9", h5_info: { type: "Wap" } },
    });
    expect(request?.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="\d+",/);
    expect(payUrl.startsWith(`${server.origin}/sandbox/wechat/checkout/`)).toBe(true);
    expect(new URL(payUrl).searchParams.get("redirect_url")).toBe(returnUrl);
    expect(payUrl).toContain(`redirect_url=${encodeURIComponent(returnUrl)}`);
  });

  it("the sandbox page pays, sends the buyer back to redirect_url, and notifies once", async () => {
    const input = payment();
    const { payUrl } = await server.wechat.create(input);
    const page = await (await fetch(`${payUrl}&lang=en`)).text();
    expect(page).toContain("WeChat Pay");
    expect(page).toContain("¥12.80");
    const action = /action="([^"]+\/pay[^"]*)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
    expect(action).toBeDefined();
    const paid = await fetch(`${server.origin}${action}`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(returnUrl);
    const received = await waitFor(() => notificationsOf(input.outTradeNo)[0]);
    const state = await server.wechat.query(input.outTradeNo);
    expect(state).toMatchObject({ state: "paid", amountFen: 1280 });
    expect(received.verdict).toEqual({ ok: true, trade: state });
    // Paying again changes nothing and notifies no more.
    await fetch(`${server.origin}${action}`, { method: "POST", redirect: "manual" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notificationsOf(input.outTradeNo)).toHaveLength(1);
  });

  it("refuses an H5 order without the buyer's IP (WeChat Pay requires it)", async () => {
    await expect(server.wechat.create(payment({ clientIp: undefined }))).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("redirect_url is appended whatever the h5_url's query", () => {
    expect(withRedirectUrl("https://wx.tenpay.com/x?prepay_id=1&package=2", "https://s.cn/r?a=1&b=2")).toBe(
      "https://wx.tenpay.com/x?prepay_id=1&package=2&redirect_url=https%3A%2F%2Fs.cn%2Fr%3Fa%3D1%26b%3D2",
    );
    expect(withRedirectUrl("https://wx.tenpay.com/x", undefined)).toBe("https://wx.tenpay.com/x");
  });
});

describe("WeChat Pay JSAPI (inside WeChat)", () => {
  it("paySign is RSA-SHA256 over appId, timeStamp, nonceStr and package, each ending in a newline", () => {
    const config = sandboxWechatPayConfig(server.keys, server.origin);
    const params = jsapiPayParams(config, "wx201410272009395522657a690389285100", {
      now: new Date("2026-11-28T04:00:00Z"),
      nonce: "5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
    });
    const message = `${config.appId}\n1795838400\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n`;
    expect(jsapiSignMessage(params)).toBe(message);
    expect(params).toMatchObject({
      appId: config.appId,
      timeStamp: "1795838400",
      nonceStr: "5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
      package: "prepay_id=wx201410272009395522657a690389285100",
      signType: "RSA",
    });
    // PKCS#1 v1.5 signatures are deterministic: the same key over the same message gives the same bytes.
    expect(params.paySign).toBe(createSign("RSA-SHA256").update(message).sign(config.privateKey, "base64"));
    expect(
      createVerify("RSA-SHA256").update(message).verify(server.keys.wechat.merchantPublicKey, params.paySign, "base64"),
    ).toBe(true);
  });

  it("OAuth: the code comes back on the redirect URI, gives the OpenID once, and wants the right secret", async () => {
    const oauth = sandboxOAuth();
    const authorize = new URL(oauth.authorizeUrl("http://shop.test/h5/pay", "wxpay"));
    expect(authorize.searchParams.get("scope")).toBe("snsapi_base");
    expect(authorize.hash).toBe("#wechat_redirect");
    const code = await oauthCode();
    const openId = await oauth.openIdFromCode(code);
    expect(openId).toMatch(/^o[\w-]{27}$/);
    await expect(oauth.openIdFromCode(code)).rejects.toMatchObject({ errcode: 40163 });
    await expect(oauth.openIdFromCode("forged.code")).rejects.toMatchObject({ errcode: 40029 });
    const wrongSecret = createWechatOAuth({
      appId: server.keys.wechat.appId,
      appSecret: "0".repeat(32),
      authorizeBase: `${server.origin}/sandbox/wechat/open`,
      apiBase: `${server.origin}/sandbox/wechat/api`,
    });
    const error = await wrongSecret.openIdFromCode(await oauthCode()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WechatOAuthError);
    expect(error).toMatchObject({ errcode: 40125 });
  });

  it("POSTs /v3/pay/transactions/jsapi with payer.openid; the bridge's sheet checks paySign, pays and goes back", async () => {
    const sent = recordRequests();
    const openId = await sandboxOAuth().openIdFromCode(await oauthCode());
    const input = payment({ channel: "wx_jsapi", payerOpenId: openId });
    const created = await server.wechat.create(input);
    const request = sent.find((entry) => entry.path === "/sandbox/wechat/v3/pay/transactions/jsapi");
    expect(request?.body).toMatchObject({ payer: { openid: openId }, out_trade_no: input.outTradeNo });
    expect(created.payUrl).toMatch(/^wx_sandbox_/);
    expect(created.jsapi).toMatchObject({ appId: server.keys.wechat.appId, package: `prepay_id=${created.payUrl}` });
    const jsapi = created.jsapi;
    if (!jsapi) throw new Error("no JSAPI parameters");

    const back = "http://shop.test/h5/pay?orderType=recharge&id=42";
    const sheet = (params: Record<string, string>) =>
      `${server.origin}/sandbox/wechat/jsapi/pay?${new URLSearchParams({ ...params, back, lang: "en" })}`;
    const tampered = await fetch(sheet({ ...jsapi, nonceStr: "OTHERNONCE" }));
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("paySign");

    const page = await fetch(sheet({ ...jsapi }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("¥12.80");
    const confirm = /action="([^"]*\/jsapi\/confirm[^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    const paid = await fetch(`${server.origin}${confirm}`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(back);
    const received = await waitFor(() => notificationsOf(input.outTradeNo)[0]);
    expect(received.verdict).toMatchObject({ ok: true, trade: { state: "paid", amountFen: 1280 } });
    expect(await server.wechat.query(input.outTradeNo)).toMatchObject({ state: "paid" });
  });

  it("the bridge stub script is served; a JSAPI order for an OpenID WeChat never gave is refused", async () => {
    const script = await fetch(`${server.origin}/sandbox/wechat/jsbridge.js`);
    expect(await script.text()).toContain("getBrandWCPayRequest");
    await expect(
      server.wechat.create(payment({ channel: "wx_jsapi", payerOpenId: "oStrangerStrangerStranger123" })),
    ).rejects.toMatchObject({ providerCode: "PARAM_ERROR" });
    await expect(server.wechat.create(payment({ channel: "wx_jsapi" }))).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
