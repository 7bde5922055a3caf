import type { MemberUser, PayAnswer, RechargeOrder, WechatAuthorize } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { paymentCalls, quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

const GB = 1024 ** 3;

describe.each(testDatabaseKinds())("WeChat Pay on phones: H5 and JSAPI (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  const balance = async (token: string) =>
    (await api.get<MemberUser>("/app-api/ip/member-user/get", { token })).data.limitBalance;
  const buyTraffic = async (token: string, trafficGb: number) =>
    (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb }, { token })).data;
  const creditRows = (orderId: number) =>
    server.database.db
      .select()
      .from(tables.trafficLedger)
      .where(eq(tables.trafficLedger.cause, `recharge-order:${orderId}`));
  const waitForBalance = async (token: string, expected: number) => {
    for (let i = 0; i < 100; i++) {
      if ((await balance(token)) === expected) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`balance never reached ${expected}`);
  };
  /** The URL of the first form button of a sandbox page whose action contains `part`. */
  const formAction = async (pageUrl: string, part: string) => {
    const html = await (await fetch(pageUrl)).text();
    const action = new RegExp(`action="([^"]*${part}[^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");
    if (!action) throw new Error(`no ${part} button on ${pageUrl}`);
    return new URL(action, pageUrl).toString();
  };

  it("H5: pays at WeChat Pay's page, comes back to the result page, and is credited exactly once", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = await buyTraffic(token, 3);
    const answer = await api.post<PayAnswer>(
      "/app-api/order/pay",
      { id: order.id, method: "wechat", channel: "wx_h5", returnPath: "/en/h5/result" },
      { token, ip: "198.51.100.23" },
    );
    expect(answer.code).toBe(0);
    expect(answer.data.channel).toBe("wx_h5");
    const payUrl = new URL(answer.data.payUrl);
    expect(payUrl.pathname).toMatch(/^\/sandbox\/wechat\/checkout\//);
    const back = new URL(payUrl.searchParams.get("redirect_url") ?? "");
    expect(back.pathname).toBe("/en/h5/result");
    expect(back.searchParams.get("orderType")).toBe("recharge");
    expect(back.searchParams.get("id")).toBe(String(order.id));

    const paid = await fetch(await formAction(payUrl.toString(), "/pay"), { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(back.toString());
    await waitForBalance(token, 3 * GB);
    const status = await api.get<{ status: string }>(`/app-api/ip/recharge-order/getStatus/${order.id}`, { token });
    expect(status.data.status).toBe("paid");

    // The same notification again (WeChat Pay retries) changes nothing.
    const replay = await paymentCalls(server).sandbox("/sandbox/wechat/hooks/replay", {
      out_trade_no: answer.data.outTradeNo,
    });
    expect(replay.status).toBe(200);
    expect(await balance(token)).toBe(3 * GB);
    expect(await creditRows(order.id)).toHaveLength(1);
    const [attempt] = await server.database.db
      .select()
      .from(tables.paymentAttempts)
      .where(eq(tables.paymentAttempts.outTradeNo, answer.data.outTradeNo));
    expect(attempt).toMatchObject({ channel: "wx_h5", status: "paid" });
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });

  it("JSAPI: OAuth gives a code, the pay call turns it into the OpenID, the bridge sheet pays; credited once", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = await buyTraffic(token, 2);
    const pay = (body: object) =>
      api.post<PayAnswer>("/app-api/order/pay", { id: order.id, method: "wechat", ...body }, { token });

    const withoutCode = await pay({ channel: "wx_jsapi" });
    expect(withoutCode.code).not.toBe(0);
    expect(withoutCode.msg).toBe("Authorise in WeChat first, then tap Pay");

    const returnPath = `/h5/pay?orderType=recharge&id=${order.id}`;
    const authorize = await api.get<WechatAuthorize>(
      `/app-api/order/wechatAuthorize?returnPath=${encodeURIComponent(returnPath)}`,
      { token },
    );
    expect(authorize.code).toBe(0);
    const oauthUrl = new URL(authorize.data.url);
    expect(oauthUrl.pathname).toBe("/sandbox/wechat/open/connect/oauth2/authorize");
    expect(oauthUrl.searchParams.get("scope")).toBe("snsapi_base");
    const redirected = await fetch(oauthUrl, { redirect: "manual" });
    const landing = new URL(redirected.headers.get("location") ?? "");
    expect(`${landing.pathname}?orderType=${landing.searchParams.get("orderType")}`).toBe(`/h5/pay?orderType=recharge`);
    const code = landing.searchParams.get("code") ?? "";

    const answer = await pay({ channel: "wx_jsapi", oauthCode: code });
    expect(answer.code).toBe(0);
    expect(answer.data.jsapi).toMatchObject({ signType: "RSA", package: `prepay_id=${answer.data.payUrl}` });
    expect(answer.data.bridgeScript).toMatch(/\/sandbox\/wechat\/jsbridge\.js$/);

    // A code works once: a second pay with it is refused, and makes no attempt.
    const again = await pay({ channel: "wx_jsapi", oauthCode: code });
    expect(again.msg).toBe("The WeChat authorisation has expired; tap Pay again");

    const jsapi = answer.data.jsapi as NonNullable<PayAnswer["jsapi"]>;
    const sheet = `${server.baseUrl}/sandbox/wechat/jsapi/pay?${new URLSearchParams({
      ...jsapi,
      back: `${server.baseUrl}${returnPath}`,
    })}`;
    const paid = await fetch(await formAction(sheet, "/jsapi/confirm"), { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    await waitForBalance(token, 2 * GB);
    expect(await creditRows(order.id)).toHaveLength(1);
    const attempts = await server.database.db
      .select()
      .from(tables.paymentAttempts)
      .where(eq(tables.paymentAttempts.orderId, order.id));
    expect(attempts.map((row) => row.channel)).toEqual(["wx_jsapi"]);
  });

  it("refuses a forged OAuth code and a return path off the site, with a message and nothing created", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = await buyTraffic(token, 1);
    const forged = await api.post<PayAnswer>(
      "/app-api/order/pay",
      { id: order.id, method: "wechat", channel: "wx_jsapi", oauthCode: "forged.code" },
      { token, language: "zh-CN" },
    );
    expect(forged.msg).toBe("微信授权已失效，请重新点击支付");
    const offSite = await api.get(`/app-api/order/wechatAuthorize?returnPath=${encodeURIComponent("//evil.test/x")}`, {
      token,
    });
    expect(offSite.code).not.toBe(0);
    expect(offSite.msg).toBe("The return address is not valid");
    const attempts = await server.database.db
      .select()
      .from(tables.paymentAttempts)
      .where(eq(tables.paymentAttempts.orderId, order.id));
    expect(attempts).toEqual([]);
  });
});
