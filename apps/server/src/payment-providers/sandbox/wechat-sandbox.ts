import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { formatBeijingRfc3339, parseRfc3339 } from "../beijing-time.ts";
import {
  clockSkewSeconds,
  createNonce,
  maxClockSkewSeconds,
  parseAuthorization,
  requestMessage,
  responseMessage,
  signWithRsaSha256,
  unixSeconds,
  verifyRsaSha256,
  wechatAuthScheme,
} from "../wechat-crypto.ts";
import {
  buildWechatNotification,
  buildWechatRefundNotification,
  newWechatRefundId,
  newWechatTransactionId,
  type WechatTransaction,
} from "./forge.ts";
import type { SandboxKeys } from "./keys.ts";
import { registerNotificationHooks } from "./notification-hooks.ts";
import { type DeliveryMode, deliverPayment, type NotificationMessage, type Notifier } from "./notifier.ts";
import { type PageLanguage, pickLanguage, renderPage, sendPage, text } from "./page.ts";
import { createRefundMode, dropAnswer, refundModeSchema } from "./refund-mode.ts";
import { isHttpUrl, jsonBody, requestOrigin } from "./request-params.ts";
import type { SandboxRefund, SandboxStore, SandboxTrade } from "./store.ts";
import { prepayIdOf, registerWechatJsapiSandbox } from "./wechat-jsapi-sandbox.ts";

type TradeState = "NOTPAY" | "SUCCESS" | "CLOSED";

/** Native (QR code), H5 (phone browser) or JSAPI (inside WeChat). */
export type WechatScene = "native" | "h5" | "jsapi";

/** The trade_type WeChat Pay reports for a trade, read from the scene kept in its code URL. */
function tradeType(trade: SandboxTrade): "NATIVE" | "MWEB" | "JSAPI" {
  const scene = trade.codeUrl && URL.canParse(trade.codeUrl) ? new URL(trade.codeUrl).searchParams.get("scene") : null;
  return scene === "h5" ? "MWEB" : scene === "jsapi" ? "JSAPI" : "NATIVE";
}

/**
 * One Native order: a row of the sandbox's table (store.ts), so every shop process on the database
 * sees it. `status` holds the trade state, `tradeNo` the transaction id once paid, `subject` the
 * description; chargedFen/chargedCurrency what the buyer was charged when a test asked for another
 * amount or currency than ordered (anomalies).
 */
type WechatTrade = SandboxTrade;

/** One refund, by out_refund_no (unique per merchant): WeChat Pay makes it once however often it is sent. */
type WechatRefundRecord = SandboxRefund;

const refundRequestSchema = z.object({
  transaction_id: z.string().optional(),
  out_trade_no: z.string().optional(),
  out_refund_no: z.string(),
  reason: z.string().optional(),
  notify_url: z.string().optional(),
  amount: z.object({ refund: z.unknown(), total: z.unknown(), currency: z.string() }),
});
const outRefundNoPattern = /^[A-Za-z0-9_\-|*@]{1,64}$/;

const maxAmountFen = 100_000_000;
const outTradeNoPattern = /^[A-Za-z0-9_-]{6,32}$/;
const payerOpenId = "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o";

const nativeOrderSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  description: z.string(),
  out_trade_no: z.string(),
  time_expire: z.string().optional(),
  notify_url: z.string(),
  amount: z.object({ total: z.unknown(), currency: z.string().optional() }),
  attach: z.string().optional(),
  scene_info: z.unknown().optional(),
});

const h5SceneSchema = z.object({
  payer_client_ip: z.string().min(1),
  h5_info: z.object({ type: z.enum(["Wap", "iOS", "Android"]) }),
});
const jsapiPayerSchema = z.object({ openid: z.string().min(1).max(128) });

/** ?lang=en and the H5 redirect_url, carried from the checkout page to its buttons. */
function pageQuery(lang: PageLanguage, redirectUrl?: string): string {
  const query = new URLSearchParams();
  if (lang === "en") query.set("lang", "en");
  if (redirectUrl) query.set("redirect_url", redirectUrl);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The merchant's redirect_url of an H5 payment, when it is an http(s) URL. */
function redirectUrlOf(query: unknown): string | undefined {
  const value = (query as { redirect_url?: unknown } | undefined)?.redirect_url;
  return typeof value === "string" && isHttpUrl(value) ? value : undefined;
}

const payHookSchema = z.object({
  out_trade_no: z.string().min(1),
  deliver: z.enum(["normal", "never", "duplicates", "out-of-order"]).default("normal"),
  copies: z.number().int().min(2).max(50).default(5),
  /** Tests only: report the trade paid with this amount (fen) or currency instead of the ordered ones. */
  total: z.number().int().positive().optional(),
  currency: z.string().min(3).max(3).optional(),
});

/** An error answer of the API: HTTP status and WeChat Pay's code and message. */
interface WechatError {
  status: number;
  code: string;
  message: string;
}
const wechatError = (status: number, code: string, message: string): WechatError => ({ status, code, message });
const isWechatError = (value: WechatTrade | WechatError): value is WechatError => "code" in value;

/**
 * Plays WeChat Pay API v3 for Native orders (create, query, close), the page
 * the QR code opens, and the encrypted, signed notifications, with the
 * sandbox keys: requests are verified with the merchant's public key and
 * serial, answers and notifications signed with the "platform" key.
 */
export function registerWechatSandbox(
  app: FastifyInstance,
  opts: { keys: SandboxKeys; notifier: Notifier; store: SandboxStore },
) {
  const keys = opts.keys.wechat;
  const { notifier, store } = opts;
  const refundMode = createRefundMode();
  const chargedFen = (trade: WechatTrade) => trade.chargedFen ?? trade.amountFen;
  const sumFen = (refunds: readonly WechatRefundRecord[]) => refunds.reduce((sum, r) => sum + r.amountFen, 0);
  // Unpaid orders close by themselves at time_expire: the store settles them as it reads.
  const findTrade = (outTradeNo: string) => store.findTrade("wechat", outTradeNo);

  /** Every answer of the API is signed, as WeChat Pay signs its own. */
  function send(reply: FastifyReply, status: number, payload: object | null) {
    const body = payload === null ? "" : JSON.stringify(payload);
    const timestamp = unixSeconds();
    const nonce = createNonce();
    reply
      .code(status)
      .header("request-id", randomUUID())
      .header("wechatpay-timestamp", timestamp)
      .header("wechatpay-nonce", nonce)
      .header("wechatpay-serial", keys.platformSerial)
      .header("wechatpay-signature-type", wechatAuthScheme)
      .header(
        "wechatpay-signature",
        signWithRsaSha256(responseMessage(timestamp, nonce, body), keys.platformPrivateKey),
      );
    if (payload === null) return reply.send();
    return reply.type("application/json; charset=utf-8").send(body);
  }

  const sendError = (reply: FastifyReply, error: WechatError) =>
    send(reply, error.status, { code: error.code, message: error.message });

  /** The merchant's request signature: WECHATPAY2-SHA256-RSA2048 over method, URL, timestamp, nonce and body. */
  function authenticate(request: FastifyRequest): WechatError | null {
    const auth = parseAuthorization(request.headers.authorization);
    if (!auth) return wechatError(401, "SIGN_ERROR", "Authorization 头缺失或格式错误");
    if (auth.mchid !== keys.mchId) return wechatError(401, "SIGN_ERROR", "商户号与签名不匹配");
    if (auth.serial_no.toUpperCase() !== keys.merchantSerial) {
      return wechatError(401, "SIGN_ERROR", "商户证书序列号有误");
    }
    if (clockSkewSeconds(auth.timestamp) > maxClockSkewSeconds) {
      return wechatError(401, "SIGN_ERROR", "签名时间戳与当前时间相差超过 5 分钟");
    }
    const body = typeof request.body === "string" ? request.body : "";
    const message = requestMessage(request.method, request.url, auth.timestamp, auth.nonce_str, body);
    if (!verifyRsaSha256(message, auth.signature, keys.merchantPublicKey)) {
      return wechatError(401, "SIGN_ERROR", "签名错误，请检查后再试");
    }
    return null;
  }

  function transaction(trade: WechatTrade, state: TradeState = trade.status as TradeState): WechatTransaction {
    const isPaid = state === "SUCCESS";
    const transactionId = trade.tradeNo;
    return {
      appid: keys.appId,
      mchid: keys.mchId,
      out_trade_no: trade.outTradeNo,
      ...(isPaid && transactionId ? { transaction_id: transactionId } : {}),
      trade_type: tradeType(trade),
      trade_state: state,
      trade_state_desc: { NOTPAY: "未支付", SUCCESS: "支付成功", CLOSED: "已关闭" }[state],
      ...(isPaid ? { bank_type: "OTHERS" } : {}),
      attach: "",
      ...(isPaid && trade.paidAt ? { success_time: formatBeijingRfc3339(trade.paidAt) } : {}),
      ...(isPaid ? { payer: { openid: payerOpenId } } : {}),
      amount: isPaid
        ? {
            total: chargedFen(trade),
            payer_total: chargedFen(trade),
            currency: trade.chargedCurrency ?? "CNY",
            payer_currency: trade.chargedCurrency ?? "CNY",
          }
        : { total: trade.amountFen, currency: "CNY" },
    };
  }

  function notification(trade: WechatTrade, state: TradeState = trade.status as TradeState): NotificationMessage {
    const forged = buildWechatNotification(opts.keys, transaction(trade, state));
    return {
      channel: "wechat",
      outTradeNo: trade.outTradeNo,
      kind: "normal",
      tradeState: state,
      url: trade.notifyUrl ?? "",
      headers: forged.headers,
      body: forged.rawBody,
    };
  }

  /** The paid trade, or undefined when it was closed or paid by another call first. */
  function pay(trade: WechatTrade, charged?: { total: number; currency: string }): Promise<WechatTrade | undefined> {
    const paidAt = new Date();
    return store.transition("wechat", trade.outTradeNo, "NOTPAY", "SUCCESS", {
      paidAt,
      tradeNo: newWechatTransactionId(paidAt),
      ...(charged ? { chargedFen: charged.total, chargedCurrency: charged.currency } : {}),
    });
  }

  async function createOrder(
    body: unknown,
    origin: string,
    scene: WechatScene = "native",
  ): Promise<WechatTrade | WechatError> {
    const parsed = nativeOrderSchema.safeParse(body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join(".") ?? "body";
      return wechatError(400, "PARAM_ERROR", `输入源"/body/${field}"映射到字段时出错`);
    }
    const order = parsed.data;
    if (order.mchid !== keys.mchId || order.appid !== keys.appId) {
      return wechatError(400, "APPID_MCHID_NOT_MATCH", "appid 和 mchid 不匹配");
    }
    const description = order.description.trim();
    if (description === "" || [...description].length > 127) {
      return wechatError(400, "PARAM_ERROR", "description 长度须在 1 到 127 个字符之间");
    }
    if (!outTradeNoPattern.test(order.out_trade_no)) {
      return wechatError(400, "PARAM_ERROR", "out_trade_no 须为 6-32 位字母、数字、下划线或连字符");
    }
    const total = order.amount.total;
    if (typeof total !== "number" || !Number.isSafeInteger(total) || total <= 0 || total > maxAmountFen) {
      return wechatError(400, "PARAM_ERROR", "amount.total 须为 1 至 100000000 之间的整数（分）");
    }
    if (order.amount.currency !== undefined && order.amount.currency !== "CNY") {
      return wechatError(400, "PARAM_ERROR", "amount.currency 只支持 CNY");
    }
    if (!isHttpUrl(order.notify_url) || new URL(order.notify_url).search !== "") {
      return wechatError(400, "PARAM_ERROR", "notify_url 须为不带参数的 http(s) 地址");
    }
    let expiresAt = new Date(Date.now() + 2 * 3600_000);
    if (order.time_expire !== undefined) {
      const parsedExpiry = parseRfc3339(order.time_expire);
      if (!parsedExpiry) return wechatError(400, "PARAM_ERROR", "time_expire 须为 RFC 3339 格式");
      if (parsedExpiry.getTime() <= Date.now()) return wechatError(400, "PARAM_ERROR", "time_expire 已过期");
      expiresAt = parsedExpiry;
    }
    const token = randomBytes(16).toString("base64url");
    // Another process may take the same order at the same moment: the first row wins and both see it.
    const existing =
      (await findTrade(order.out_trade_no)) ??
      (await store.insertTrade("wechat", {
        token,
        outTradeNo: order.out_trade_no,
        subject: description,
        amountFen: total,
        notifyUrl: order.notify_url,
        expiresAt,
        status: "NOTPAY",
        createdAt: new Date(),
        // Real code_urls are weixin://wxpay/…; this one is the page a browser opens instead of the WeChat app.
        // H5 and JSAPI trades keep their kind in it (the store has no column for it).
        codeUrl: `${origin}/sandbox/wechat/checkout/${token}${scene === "native" ? "" : `?scene=${scene}`}`,
      }));
    if (existing.status === "SUCCESS") return wechatError(400, "ORDERPAID", "该订单已支付");
    if (existing.status === "CLOSED") return wechatError(400, "ORDER_CLOSED", "订单已关闭");
    if (existing.amountFen !== total || existing.subject !== description) {
      return wechatError(400, "INVALID_REQUEST", "201 商户订单号重复");
    }
    return existing;
  }

  app.post("/sandbox/wechat/v3/pay/transactions/native", async (request, reply) => {
    const authError = authenticate(request);
    if (authError) return sendError(reply, authError);
    const body = jsonBody(request);
    if (!body) return sendError(reply, wechatError(400, "PARAM_ERROR", "请求体不是 JSON 对象"));
    const trade = await createOrder(body, requestOrigin(request));
    if (isWechatError(trade)) return sendError(reply, trade);
    return send(reply, 200, { code_url: trade.codeUrl });
  });

  app.post("/sandbox/wechat/v3/pay/transactions/h5", async (request, reply) => {
    const authError = authenticate(request);
    if (authError) return sendError(reply, authError);
    const body = jsonBody(request);
    if (!body) return sendError(reply, wechatError(400, "PARAM_ERROR", "请求体不是 JSON 对象"));
    const scene = h5SceneSchema.safeParse(body.scene_info);
    if (!scene.success) {
      return sendError(
        reply,
        wechatError(400, "PARAM_ERROR", "H5 下单须提供 scene_info.payer_client_ip 和 h5_info.type"),
      );
    }
    const trade = await createOrder(body, requestOrigin(request), "h5");
    if (isWechatError(trade)) return sendError(reply, trade);
    // Real h5_urls are https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=…&package=…
    return send(reply, 200, { h5_url: trade.codeUrl });
  });

  app.post("/sandbox/wechat/v3/pay/transactions/jsapi", async (request, reply) => {
    const authError = authenticate(request);
    if (authError) return sendError(reply, authError);
    const body = jsonBody(request);
    if (!body) return sendError(reply, wechatError(400, "PARAM_ERROR", "请求体不是 JSON 对象"));
    const payer = jsapiPayerSchema.safeParse(body.payer);
    if (!payer.success) return sendError(reply, wechatError(400, "PARAM_ERROR", "JSAPI 下单须提供 payer.openid"));
    if (!jsapi.knowsOpenId(payer.data.openid)) {
      return sendError(reply, wechatError(400, "PARAM_ERROR", "openid 与 appid 不匹配"));
    }
    const trade = await createOrder(body, requestOrigin(request), "jsapi");
    if (isWechatError(trade)) return sendError(reply, trade);
    return send(reply, 200, { prepay_id: prepayIdOf(trade.token) });
  });

  const jsapi = registerWechatJsapiSandbox(app, {
    keys: opts.keys,
    store,
    pay: async (trade, log) => {
      const paid = trade.status === "NOTPAY" ? await pay(trade) : undefined;
      if (paid) {
        void deliverPayment(notifier, "normal", 1, notification(paid), () => null).catch((error: unknown) =>
          log.warn({ err: error }, "wechat sandbox notification failed"),
        );
      }
    },
  });

  app.get<{ Params: { outTradeNo: string }; Querystring: { mchid?: string } }>(
    "/sandbox/wechat/v3/pay/transactions/out-trade-no/:outTradeNo",
    async (request, reply) => {
      const authError = authenticate(request);
      if (authError) return sendError(reply, authError);
      if (request.query.mchid !== keys.mchId) {
        return sendError(reply, wechatError(400, "PARAM_ERROR", "mchid 与请求商户号不一致"));
      }
      const trade = await findTrade(request.params.outTradeNo);
      if (!trade) return sendError(reply, wechatError(404, "ORDER_NOT_EXIST", "订单不存在"));
      return send(reply, 200, transaction(trade));
    },
  );

  app.post<{ Params: { outTradeNo: string } }>(
    "/sandbox/wechat/v3/pay/transactions/out-trade-no/:outTradeNo/close",
    async (request, reply) => {
      const authError = authenticate(request);
      if (authError) return sendError(reply, authError);
      if (jsonBody(request)?.mchid !== keys.mchId) {
        return sendError(reply, wechatError(400, "PARAM_ERROR", "mchid 与请求商户号不一致"));
      }
      const trade = await findTrade(request.params.outTradeNo);
      if (!trade) return sendError(reply, wechatError(404, "ORDER_NOT_EXIST", "订单不存在"));
      // Closed only if still unpaid: a buyer paying at another process at this moment wins or loses as a whole.
      if (trade.status === "NOTPAY") await store.transition("wechat", trade.outTradeNo, "NOTPAY", "CLOSED");
      const now = (await findTrade(trade.outTradeNo)) ?? trade;
      if (now.status === "SUCCESS") return sendError(reply, wechatError(400, "ORDERPAID", "订单已支付"));
      return send(reply, 204, null);
    },
  );

  function refundView(refund: WechatRefundRecord, trade: WechatTrade) {
    const total = chargedFen(trade);
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      channel: "ORIGINAL",
      user_received_account: "支付用户零钱",
      ...(refund.succeededAt ? { success_time: formatBeijingRfc3339(refund.succeededAt) } : {}),
      create_time: formatBeijingRfc3339(refund.createdAt),
      status: refund.status,
      funds_account: "AVAILABLE",
      amount: {
        total,
        refund: refund.amountFen,
        payer_total: total,
        payer_refund: refund.amountFen,
        settlement_refund: refund.amountFen,
        settlement_total: total,
        discount_refund: 0,
        currency: "CNY",
        refund_fee: 0,
      },
    };
  }

  /** WeChat Pay returns the money a moment after accepting, then notifies (REFUND.SUCCESS). */
  function completeLater(refund: WechatRefundRecord, trade: WechatTrade, log: FastifyRequest["log"]) {
    const complete = async () => {
      const done = await store.completeRefund(refund.id, new Date());
      if (!done?.succeededAt || !done.notifyUrl || !refundMode.notifies) return;
      const forged = buildWechatRefundNotification(opts.keys, {
        mchid: keys.mchId,
        out_trade_no: trade.outTradeNo,
        transaction_id: trade.tradeNo ?? "",
        out_refund_no: done.outRefundNo,
        refund_id: done.refundId ?? "",
        refund_status: "SUCCESS",
        success_time: formatBeijingRfc3339(done.succeededAt),
        user_received_account: "支付用户零钱",
        amount: {
          total: chargedFen(trade),
          refund: done.amountFen,
          payer_total: chargedFen(trade),
          payer_refund: done.amountFen,
        },
      });
      await notifier.deliver({
        channel: "wechat",
        outTradeNo: trade.outTradeNo,
        kind: "normal",
        tradeState: "REFUND.SUCCESS",
        url: done.notifyUrl,
        headers: forged.headers,
        body: forged.rawBody,
      });
    };
    const timer = setTimeout(() => {
      complete().catch((error: unknown) => log.warn({ err: error }, "wechat sandbox refund notification failed"));
    }, 50);
    timer.unref();
  }

  app.post("/sandbox/wechat/v3/refund/domestic/refunds", async (request, reply) => {
    const authError = authenticate(request);
    if (authError) return sendError(reply, authError);
    const parsed = refundRequestSchema.safeParse(jsonBody(request) ?? undefined);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join(".") ?? "body";
      return sendError(reply, wechatError(400, "PARAM_ERROR", `输入源"/body/${field}"映射到字段时出错`));
    }
    const body = parsed.data;
    if (!outRefundNoPattern.test(body.out_refund_no)) {
      return sendError(reply, wechatError(400, "PARAM_ERROR", "out_refund_no 须为 1-64 位字母、数字或 _-|*@"));
    }
    const { refund: amount, total } = body.amount;
    if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0) {
      return sendError(reply, wechatError(400, "PARAM_ERROR", "amount.refund 须为正整数（分）"));
    }
    if (body.amount.currency !== "CNY") return sendError(reply, wechatError(400, "PARAM_ERROR", "币种只支持 CNY"));
    if (body.notify_url !== undefined && !isHttpUrl(body.notify_url)) {
      return sendError(reply, wechatError(400, "PARAM_ERROR", "notify_url 须为 http(s) 地址"));
    }
    const found =
      body.out_trade_no !== undefined
        ? await findTrade(body.out_trade_no)
        : body.transaction_id !== undefined
          ? await store.findByTradeNo("wechat", body.transaction_id)
          : undefined;
    if (!found) return sendError(reply, wechatError(404, "RESOURCE_NOT_EXISTS", "订单不存在"));
    // Decided with the trade locked: two processes refunding one trade at once never exceed what was paid.
    const decision = await store.withTradeLocked("wechat", found.outTradeNo, async (locked, tx) => {
      const trade = locked ?? found;
      const existing = await tx.findRefund("wechat", body.out_refund_no);
      if (existing) {
        if (existing.outTradeNo !== trade.outTradeNo || existing.amountFen !== amount) {
          return { error: wechatError(400, "INVALID_REQUEST", "同一退款单号的订单或金额与原退款不一致") };
        }
        return { trade, refund: existing, isNew: false };
      }
      if (trade.status !== "SUCCESS") {
        return { error: wechatError(400, "INVALID_REQUEST", "订单未支付或已关闭，不能退款") };
      }
      if (total !== chargedFen(trade)) {
        return { error: wechatError(400, "PARAM_ERROR", "amount.total 与订单金额不一致") };
      }
      if (sumFen(await tx.refundsOf("wechat", trade.outTradeNo)) + amount > chargedFen(trade)) {
        return { error: wechatError(400, "INVALID_REQUEST", "申请退款金额超过订单可退金额") };
      }
      const refund = await tx.insertRefund("wechat", trade.outTradeNo, {
        outRefundNo: body.out_refund_no,
        refundId: newWechatRefundId(),
        amountFen: amount,
        reason: body.reason ?? "",
        notifyUrl: body.notify_url ?? null,
        status: "PROCESSING",
        createdAt: new Date(),
      });
      return { trade, refund, isNew: true };
    });
    if (decision.error) return sendError(reply, decision.error);
    if (decision.isNew) completeLater(decision.refund, decision.trade, request.log);
    if (refundMode.takeTimeout()) return dropAnswer(request, reply);
    return send(reply, 200, refundView(decision.refund, decision.trade));
  });

  app.get<{ Params: { outRefundNo: string } }>(
    "/sandbox/wechat/v3/refund/domestic/refunds/:outRefundNo",
    async (request, reply) => {
      const authError = authenticate(request);
      if (authError) return sendError(reply, authError);
      const refund = await store.findRefund("wechat", request.params.outRefundNo);
      const trade = refund && (await findTrade(refund.outTradeNo));
      if (!refund || !trade) return sendError(reply, wechatError(404, "RESOURCE_NOT_EXISTS", "退款单不存在"));
      return send(reply, 200, refundView(refund, trade));
    },
  );

  app.post("/sandbox/wechat/hooks/refund-mode", async (request, reply) => {
    const parsed = refundModeSchema.safeParse(jsonBody(request) ?? undefined);
    if (!parsed.success) {
      return reply.code(400).send({ error: "INVALID_REQUEST", message: parsed.error.issues[0]?.message });
    }
    refundMode.set(parsed.data);
    return { refundMode: parsed.data };
  });

  /** What the buyer got back for one trade: every refund the sandbox made, and their sum. */
  app.get<{ Querystring: { out_trade_no?: string } }>("/sandbox/wechat/hooks/refunds", async (request, reply) => {
    const trade = await findTrade(request.query.out_trade_no ?? "");
    if (!trade) return reply.code(404).send({ error: "ORDER_NOT_EXIST", message: "no such trade" });
    const refunds = await store.refundsOf("wechat", trade.outTradeNo);
    return {
      refundedFen: sumFen(refunds),
      refunds: refunds.map((r) => ({
        outRefundNo: r.outRefundNo,
        amountFen: r.amountFen,
        status: r.status,
        at: r.createdAt,
      })),
    };
  });

  function tradePage(reply: FastifyReply, lang: PageLanguage, trade: WechatTrade, redirectUrl?: string) {
    const suffix = pageQuery(lang, redirectUrl);
    const rows: [string, string][] = [
      [text(lang, "payee"), `${text(lang, "merchant")} (${keys.mchId})`],
      [text(lang, "subject"), trade.subject],
      [text(lang, "orderNo"), trade.outTradeNo],
    ];
    const isOpen = trade.status === "NOTPAY";
    return sendPage(
      reply,
      200,
      renderPage({
        lang,
        provider: "wechat",
        heading: isOpen ? text(lang, "sandbox") : text(lang, trade.status === "SUCCESS" ? "paid" : "closed"),
        amountFen: trade.amountFen,
        rows,
        note: isOpen ? undefined : text(lang, trade.status === "SUCCESS" ? "paidNote" : "closedNote"),
        link: !isOpen && redirectUrl ? [text(lang, "back"), redirectUrl] : undefined,
        actions: isOpen
          ? [
              [text(lang, "pay"), `/sandbox/wechat/checkout/${trade.token}/pay${suffix}`, true],
              [text(lang, "cancel"), `/sandbox/wechat/checkout/${trade.token}/cancel${suffix}`, false],
            ]
          : undefined,
      }),
    );
  }

  function notFoundPage(reply: FastifyReply, lang: PageLanguage) {
    return sendPage(
      reply,
      404,
      renderPage({
        lang,
        provider: "wechat",
        heading: text(lang, "error"),
        rows: [["code", "ORDER_NOT_EXIST"]],
      }),
    );
  }

  app.get<{ Params: { token: string } }>("/sandbox/wechat/checkout/:token", async (request, reply) => {
    const lang = pickLanguage(request.query, request.headers["accept-language"]);
    const trade = await store.findByToken("wechat", request.params.token);
    if (!trade) return notFoundPage(reply, lang);
    return tradePage(reply, lang, trade, redirectUrlOf(request.query));
  });

  app.post<{ Params: { token: string } }>("/sandbox/wechat/checkout/:token/pay", async (request, reply) => {
    const lang = pickLanguage(request.query, request.headers["accept-language"]);
    const trade = await store.findByToken("wechat", request.params.token);
    if (!trade) return notFoundPage(reply, lang);
    const paid = trade.status === "NOTPAY" ? await pay(trade) : undefined;
    if (paid) {
      void deliverPayment(notifier, "normal", 1, notification(paid), () => null).catch((error: unknown) =>
        request.log.warn({ err: error }, "wechat sandbox notification failed"),
      );
    }
    // H5: WeChat Pay sends the buyer back to the merchant's redirect_url, paid or not.
    const redirectUrl = redirectUrlOf(request.query);
    if (redirectUrl) return reply.redirect(redirectUrl, 303);
    return reply.redirect(`/sandbox/wechat/checkout/${trade.token}${pageQuery(lang)}`, 303);
  });

  app.post<{ Params: { token: string } }>("/sandbox/wechat/checkout/:token/cancel", async (request, reply) => {
    const lang = pickLanguage(request.query, request.headers["accept-language"]);
    const trade = await store.findByToken("wechat", request.params.token);
    if (!trade) return notFoundPage(reply, lang);
    if (trade.status === "NOTPAY") await store.transition("wechat", trade.outTradeNo, "NOTPAY", "CLOSED");
    const redirectUrl = redirectUrlOf(request.query);
    if (redirectUrl) return reply.redirect(redirectUrl, 303);
    return reply.redirect(`/sandbox/wechat/checkout/${trade.token}${pageQuery(lang)}`, 303);
  });

  app.post("/sandbox/wechat/hooks/pay", async (request, reply) => {
    const parsed = payHookSchema.safeParse(jsonBody(request) ?? undefined);
    if (!parsed.success) {
      return reply.code(400).send({ error: "INVALID_REQUEST", message: parsed.error.issues[0]?.message });
    }
    const hook = parsed.data;
    const found = await findTrade(hook.out_trade_no);
    if (!found)
      return reply.code(404).send({ error: "ORDER_NOT_EXIST", message: "no Native order with this out_trade_no" });
    const charged =
      hook.total !== undefined || hook.currency !== undefined
        ? { total: hook.total ?? found.amountFen, currency: hook.currency ?? "CNY" }
        : undefined;
    const trade = found.status === "NOTPAY" ? await pay(found, charged) : undefined;
    if (!trade) {
      const now = (await findTrade(found.outTradeNo)) ?? found;
      const error = now.status === "SUCCESS" ? "ORDERPAID" : "ORDER_CLOSED";
      return reply.code(409).send({ error, message: `the trade is ${now.status}`, trade: transaction(now) });
    }
    const notifications = await deliverPayment(
      notifier,
      hook.deliver as DeliveryMode,
      hook.copies,
      notification(trade),
      () => notification(trade, "NOTPAY"),
    );
    return { trade: transaction(trade), notifications };
  });

  registerNotificationHooks(app, "wechat", notifier);
}
