import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { jsapiSignMessage } from "../wechat.ts";
import { maxClockSkewSeconds, verifyRsaSha256 } from "../wechat-crypto.ts";
import { type SandboxKeys, sandboxWechatAppSecret } from "./keys.ts";
import { type PageLanguage, pickLanguage, renderPage, text } from "./page.ts";
import { isHttpUrl } from "./request-params.ts";
import type { SandboxStore, SandboxTrade } from "./store.ts";

const prepayPrefix = "wx_sandbox_";
/** The prepay_id of a JSAPI trade: its page token, so every process finds it in the shared store. */
export const prepayIdOf = (token: string) => `${prepayPrefix}${token}`;
const tokenOfPrepayId = (prepayId: string) =>
  prepayId.startsWith(prepayPrefix) ? prepayId.slice(prepayPrefix.length) : null;

/** OAuth codes live 5 minutes and work once, as WeChat's do. */
const codeLifetimeMs = 5 * 60_000;

const base64url = (text: string) => Buffer.from(text).toString("base64url");

const doneScript = `parent.postMessage({ source: "wechat-sandbox", err_msg: document.body.dataset.result }, "*");`;
const doneScriptHash = `sha256-${createHash("sha256").update(doneScript).digest("base64")}`;

/** The sheet may sit in the bridge's overlay on the shop's page (same origin as the sandbox). */
const sheetPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'self'; base-uri 'none'";

/**
 * The WeChat side of a JSAPI payment, for the sandbox: the official-account OAuth
 * (`/sandbox/wechat/open/connect/oauth2/authorize` → code → `/sandbox/wechat/api/sns/oauth2/access_token`),
 * a stand-in for WeChat's built-in JS bridge (`/sandbox/wechat/jsbridge.js`, for pages that
 * are not really inside WeChat), and the payment sheet that bridge opens: it checks the
 * paySign (RSA-SHA256 over appId, timeStamp, nonceStr and package, with the merchant's
 * public key) before it lets the buyer pay.
 */
export function registerWechatJsapiSandbox(
  app: FastifyInstance,
  opts: {
    keys: SandboxKeys;
    store: SandboxStore;
    pay(trade: SandboxTrade, log: FastifyRequest["log"]): Promise<void>;
  },
) {
  const keys = opts.keys.wechat;
  const appSecret = sandboxWechatAppSecret(opts.keys);
  /** The one buyer of the sandbox, as an OpenID under the merchant's app id. */
  const openId = `o${createHmac("sha256", appSecret).update("buyer").digest("base64url").slice(0, 27)}`;
  const usedCodes = new Set<string>();
  const mac = (payload: string) => createHmac("sha256", appSecret).update(payload).digest("base64url").slice(0, 22);

  function issueCode(): string {
    const payload = base64url(JSON.stringify({ e: Date.now() + codeLifetimeMs, n: randomBytes(6).toString("hex") }));
    return `${payload}.${mac(payload)}`;
  }

  /** null when the code is good (and is now used); otherwise WeChat's errcode and errmsg. */
  function redeemCode(code: string): { errcode: number; errmsg: string } | null {
    const [payload = "", signature = ""] = code.split(".");
    const expected = mac(payload);
    if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
      return { errcode: 40029, errmsg: "invalid code" };
    }
    const { e } = JSON.parse(Buffer.from(payload, "base64url").toString()) as { e: number };
    if (e < Date.now()) return { errcode: 40029, errmsg: "invalid code, code expired" };
    if (usedCodes.has(code)) return { errcode: 40163, errmsg: "code been used" };
    usedCodes.add(code);
    return null;
  }

  const sendSheet = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .code(status)
      .header("cache-control", "no-store")
      .header("content-security-policy", sheetPolicy)
      .type("text/html; charset=utf-8")
      .send(html);

  function errorPage(reply: FastifyReply, lang: PageLanguage, status: number, code: string) {
    return sendSheet(
      reply,
      renderPage({ lang, provider: "wechat", heading: text(lang, "error"), rows: [["code", code]] }),
      status,
    );
  }

  // snsapi_base asks the buyer nothing: WeChat sends the browser straight back with a code.
  app.get<{ Querystring: Record<string, string | undefined> }>(
    "/sandbox/wechat/open/connect/oauth2/authorize",
    async (request, reply) => {
      const lang = pickLanguage(request.query, request.headers["accept-language"]);
      const { appid, redirect_uri: redirectUri, response_type: responseType, scope, state } = request.query;
      if (appid !== keys.appId) return errorPage(reply, lang, 400, "10003 redirect_uri / appid");
      if (responseType !== "code" || (scope !== "snsapi_base" && scope !== "snsapi_userinfo")) {
        return errorPage(reply, lang, 400, "10005 scope");
      }
      if (!redirectUri || !isHttpUrl(redirectUri)) return errorPage(reply, lang, 400, "10003 redirect_uri");
      const back = new URL(redirectUri);
      back.searchParams.set("code", issueCode());
      if (state !== undefined) back.searchParams.set("state", state);
      return reply.redirect(back.toString(), 302);
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    "/sandbox/wechat/api/sns/oauth2/access_token",
    async (request) => {
      const { appid, secret, code, grant_type: grantType } = request.query;
      if (appid !== keys.appId) return { errcode: 40013, errmsg: "invalid appid" };
      if (secret !== appSecret) return { errcode: 40125, errmsg: "invalid appsecret" };
      if (grantType !== "authorization_code") return { errcode: 40002, errmsg: "invalid grant_type" };
      const refused = redeemCode(code ?? "");
      if (refused) return refused;
      return {
        access_token: randomBytes(24).toString("base64url"),
        expires_in: 7200,
        refresh_token: randomBytes(24).toString("base64url"),
        openid: openId,
        scope: "snsapi_base",
      };
    },
  );

  /**
   * WeixinJSBridge for a browser that is not WeChat: invoke("getBrandWCPayRequest", params, callback)
   * lays the sandbox's payment sheet over the page, as WeChat does, and calls back with its
   * err_msg (get_brand_wcpay_request:ok or :cancel) when the buyer pays or closes it.
   */
  app.get("/sandbox/wechat/jsbridge.js", async (_request, reply) => {
    const script = `(() => {
  if (window.WeixinJSBridge) return;
  const sheet = new URL("/sandbox/wechat/jsapi/pay", document.currentScript.src);
  window.WeixinJSBridge = {
    invoke(name, params, callback) {
      const done = (res) => { if (typeof callback === "function") callback(res); };
      if (name !== "getBrandWCPayRequest") { done({ err_msg: name + ":fail" }); return; }
      const url = new URL(sheet);
      for (const [key, value] of Object.entries(params || {})) url.searchParams.set(key, String(value));
      url.searchParams.set("embed", "1");
      if (document.documentElement.lang === "en") url.searchParams.set("lang", "en");
      const frame = document.createElement("iframe");
      frame.src = url.toString();
      frame.title = "WeChat Pay";
      frame.setAttribute("data-testid", "wechat-sandbox-sheet");
      frame.style.cssText = "position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:#f2f4f7";
      const onMessage = (event) => {
        if (event.source !== frame.contentWindow || !event.data || event.data.source !== "wechat-sandbox") return;
        window.removeEventListener("message", onMessage);
        frame.remove();
        done({ err_msg: String(event.data.err_msg) });
      };
      window.addEventListener("message", onMessage);
      document.body.appendChild(frame);
    },
  };
  document.dispatchEvent(new Event("WeixinJSBridgeReady"));
})();
`;
    return reply.header("cache-control", "no-store").type("text/javascript; charset=utf-8").send(script);
  });

  /** The sheet's end inside the bridge's overlay: tells the page how it went. */
  app.get<{ Querystring: { result?: string } }>("/sandbox/wechat/jsapi/done", async (request, reply) => {
    const result = request.query.result === "ok" ? "ok" : "cancel";
    const html = `<!doctype html><html><head><meta charset="utf-8"></head><body data-result="get_brand_wcpay_request:${result}"><script>${doneScript}</script></body></html>`;
    return reply
      .header("cache-control", "no-store")
      .header(
        "content-security-policy",
        `default-src 'none'; script-src '${doneScriptHash}'; frame-ancestors 'self'; base-uri 'none'`,
      )
      .type("text/html; charset=utf-8")
      .send(html);
  });

  /** Why the bridge's parameters would be refused by WeChat; null when they are good. */
  function checkPayParams(query: Record<string, string | undefined>): string | null {
    const { appId, timeStamp, nonceStr, package: pkg, signType, paySign } = query;
    if (!appId || !timeStamp || !nonceStr || !pkg || !paySign) return "missing parameters";
    if (appId !== keys.appId) return "appId";
    if (signType !== "RSA") return "signType";
    if (!/^\d{1,12}$/.test(timeStamp) || Math.abs(Date.now() / 1000 - Number(timeStamp)) > maxClockSkewSeconds * 6) {
      return "timeStamp";
    }
    if (
      !verifyRsaSha256(jsapiSignMessage({ appId, timeStamp, nonceStr, package: pkg }), paySign, keys.merchantPublicKey)
    ) {
      return "paySign";
    }
    return null;
  }

  async function tradeOf(query: Record<string, string | undefined>) {
    const token = tokenOfPrepayId((query.package ?? "").replace(/^prepay_id=/, ""));
    return token ? opts.store.findByToken("wechat", token) : undefined;
  }

  const backOf = (query: Record<string, string | undefined>) =>
    query.back && isHttpUrl(query.back) ? query.back : undefined;

  app.get<{ Querystring: Record<string, string | undefined> }>("/sandbox/wechat/jsapi/pay", async (request, reply) => {
    const lang = pickLanguage(request.query, request.headers["accept-language"]);
    const problem = checkPayParams(request.query);
    if (problem) return errorPage(reply, lang, 400, `get_brand_wcpay_request:fail (${problem})`);
    const trade = await tradeOf(request.query);
    if (!trade) return errorPage(reply, lang, 404, "ORDER_NOT_EXIST");
    const isOpen = trade.status === "NOTPAY";
    const action = (what: "confirm" | "cancel") =>
      `/sandbox/wechat/jsapi/${what}?${new URLSearchParams(
        Object.entries(request.query).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ).toString()}`;
    const back = backOf(request.query);
    return sendSheet(
      reply,
      renderPage({
        lang,
        provider: "wechat",
        heading: isOpen ? text(lang, "sandbox") : text(lang, trade.status === "SUCCESS" ? "paid" : "closed"),
        amountFen: trade.amountFen,
        rows: [
          [text(lang, "payee"), `${text(lang, "merchant")} (${keys.mchId})`],
          [text(lang, "subject"), trade.subject],
          [text(lang, "orderNo"), trade.outTradeNo],
        ],
        note: isOpen ? undefined : text(lang, trade.status === "SUCCESS" ? "paidNote" : "closedNote"),
        actions: isOpen
          ? [
              [text(lang, "pay"), action("confirm"), true],
              [text(lang, "cancel"), action("cancel"), false],
            ]
          : undefined,
        link: !isOpen && back ? [text(lang, "back"), back] : undefined,
      }),
    );
  });

  for (const what of ["confirm", "cancel"] as const) {
    app.post<{ Querystring: Record<string, string | undefined> }>(
      `/sandbox/wechat/jsapi/${what}`,
      async (request, reply) => {
        const lang = pickLanguage(request.query, request.headers["accept-language"]);
        const problem = checkPayParams(request.query);
        if (problem) return errorPage(reply, lang, 400, `get_brand_wcpay_request:fail (${problem})`);
        const trade = await tradeOf(request.query);
        if (!trade) return errorPage(reply, lang, 404, "ORDER_NOT_EXIST");
        // Cancelling the sheet leaves the trade open, as in WeChat: the buyer may pay it again.
        if (what === "confirm") await opts.pay(trade, request.log);
        if (request.query.embed === "1") {
          return reply.redirect(`/sandbox/wechat/jsapi/done?result=${what === "confirm" ? "ok" : "cancel"}`, 303);
        }
        const back = backOf(request.query);
        if (back) return reply.redirect(back, 303);
        return reply.redirect(
          `/sandbox/wechat/jsapi/pay?${new URLSearchParams(request.query as Record<string, string>)}`,
          303,
        );
      },
    );
  }

  return { knowsOpenId: (candidate: string) => candidate === openId, openId };
}
