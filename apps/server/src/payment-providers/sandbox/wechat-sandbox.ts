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
import { forgetOldest, isHttpUrl, jsonBody, requestOrigin } from "./request-params.ts";

type TradeState = "NOTPAY" | "SUCCESS" | "CLOSED";

/** One Native order. Kept in process memory: the sandbox is a test double. */
interface WechatTrade {
  token: string;
  outTradeNo: string;
  description: string;
  amountFen: number;
  notifyUrl: string;
  expiresAt: Date;
  state: TradeState;
  transactionId: string | null;
  paidAt: Date | null;
  codeUrl: string;
  /** What the buyer was charged when a test asked for another amount or currency than ordered (anomalies). */
  charged?: { total: number; currency: string };
}

/** One refund, by out_refund_no (unique per merchant): WeChat Pay makes it once however often it is sent. */
interface WechatRefundRecord {
  trade: WechatTrade;
  outRefundNo: string;
  refundId: string;
  amountFen: number;
  reason: string;
  notifyUrl: string | null;
  status: "PROCESSING" | "SUCCESS";
  createdAt: Date;
  succeededAt: Date | null;
}

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
export function registerWechatSandbox(app: FastifyInstance, opts: { keys: SandboxKeys; notifier: Notifier }) {
  const keys = opts.keys.wechat;
  const { notifier } = opts;
  const trades = new Map<string, WechatTrade>();
  const byToken = new Map<string, WechatTrade>();
  const refunds = new Map<string, WechatRefundRecord>();
  const refundMode = createRefundMode();
  const chargedFen = (trade: WechatTrade) => trade.charged?.total ?? trade.amountFen;
  const refundedFen = (trade: WechatTrade) =>
    [...refunds.values()].filter((r) => r.trade === trade).reduce((sum, r) => sum + r.amountFen, 0);

  function settle(trade: WechatTrade): WechatTrade {
    if (trade.state === "NOTPAY" && Date.now() >= trade.expiresAt.getTime()) trade.state = "CLOSED";
    return trade;
  }

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

  function transaction(trade: WechatTrade, state: TradeState = trade.state): WechatTransaction {
    const isPaid = state === "SUCCESS";
    return {
      appid: keys.appId,
      mchid: keys.mchId,
      out_trade_no: trade.outTradeNo,
      ...(isPaid && trade.transactionId ? { transaction_id: trade.transactionId } : {}),
      trade_type: "NATIVE",
      trade_state: state,
      trade_state_desc: { NOTPAY: "未支付", SUCCESS: "支付成功", CLOSED: "已关闭" }[state],
      ...(isPaid ? { bank_type: "OTHERS" } : {}),
      attach: "",
      ...(isPaid && trade.paidAt ? { success_time: formatBeijingRfc3339(trade.paidAt) } : {}),
      ...(isPaid ? { payer: { openid: payerOpenId } } : {}),
      amount: isPaid
        ? {
            total: trade.charged?.total ?? trade.amountFen,
            payer_total: trade.charged?.total ?? trade.amountFen,
            currency: trade.charged?.currency ?? "CNY",
            payer_currency: trade.charged?.currency ?? "CNY",
          }
        : { total: trade.amountFen, currency: "CNY" },
    };
  }

  function notification(trade: WechatTrade, state: TradeState = trade.state): NotificationMessage {
    const forged = buildWechatNotification(opts.keys, transaction(trade, state));
    return {
      channel: "wechat",
      outTradeNo: trade.outTradeNo,
      kind: "normal",
      tradeState: state,
      url: trade.notifyUrl,
      headers: forged.headers,
      body: forged.rawBody,
    };
  }

  function pay(trade: WechatTrade) {
    trade.state = "SUCCESS";
    trade.paidAt = new Date();
    trade.transactionId = newWechatTransactionId(trade.paidAt);
  }

  function createOrder(body: unknown, origin: string): WechatTrade | WechatError {
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
    const existing = trades.get(order.out_trade_no);
    if (existing) {
      settle(existing);
      if (existing.state === "SUCCESS") return wechatError(400, "ORDERPAID", "该订单已支付");
      if (existing.state === "CLOSED") return wechatError(400, "ORDER_CLOSED", "订单已关闭");
      if (existing.amountFen !== total || existing.description !== description) {
        return wechatError(400, "INVALID_REQUEST", "201 商户订单号重复");
      }
      return existing;
    }
    const token = randomBytes(16).toString("base64url");
    const trade: WechatTrade = {
      token,
      outTradeNo: order.out_trade_no,
      description,
      amountFen: total,
      notifyUrl: order.notify_url,
      expiresAt,
      state: "NOTPAY",
      transactionId: null,
      paidAt: null,
      // Real code_urls are weixin://wxpay/…; this one is the page a browser opens instead of the WeChat app.
      codeUrl: `${origin}/sandbox/wechat/checkout/${token}`,
    };
    trades.set(trade.outTradeNo, trade);
    byToken.set(token, trade);
    forgetOldest(trades, byToken);
    return trade;
  }

  app.post("/sandbox/wechat/v3/pay/transactions/native", async (request, reply) => {
    const authError = authenticate(request);
    if (authError) return sendError(reply, authError);
    const body = jsonBody(request);
    if (!body) return sendError(reply, wechatError(400, "PARAM_ERROR", "请求体不是 JSON 对象"));
    const trade = createOrder(body, requestOrigin(request));
    if (isWechatError(trade)) return sendError(reply, trade);
    return send(reply, 200, { code_url: trade.codeUrl });
  });

  app.get<{ Params: { outTradeNo: string }; Querystring: { mchid?: string } }>(
    "/sandbox/wechat/v3/pay/transactions/out-trade-no/:outTradeNo",
    async (request, reply) => {
      const authError = authenticate(request);
      if (authError) return sendError(reply, authError);
      if (request.query.mchid !== keys.mchId) {
        return sendError(reply, wechatError(400, "PARAM_ERROR", "mchid 与请求商户号不一致"));
      }
      const trade = trades.get(request.params.outTradeNo);
      if (!trade) return sendError(reply, wechatError(404, "ORDER_NOT_EXIST", "订单不存在"));
      return send(reply, 200, transaction(settle(trade)));
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
      const trade = trades.get(request.params.outTradeNo);
      if (!trade) return sendError(reply, wechatError(404, "ORDER_NOT_EXIST", "订单不存在"));
      settle(trade);
      if (trade.state === "SUCCESS") return sendError(reply, wechatError(400, "ORDERPAID", "订单已支付"));
      trade.state = "CLOSED";
      return send(reply, 204, null);
    },
  );

  function refundView(refund: WechatRefundRecord) {
    const total = chargedFen(refund.trade);
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: refund.trade.transactionId,
      out_trade_no: refund.trade.outTradeNo,
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
  function completeLater(refund: WechatRefundRecord, log: FastifyRequest["log"]) {
    const timer = setTimeout(() => {
      refund.status = "SUCCESS";
      refund.succeededAt = new Date();
      if (!refund.notifyUrl || !refundMode.notifies) return;
      const forged = buildWechatRefundNotification(opts.keys, {
        mchid: keys.mchId,
        out_trade_no: refund.trade.outTradeNo,
        transaction_id: refund.trade.transactionId ?? "",
        out_refund_no: refund.outRefundNo,
        refund_id: refund.refundId,
        refund_status: "SUCCESS",
        success_time: formatBeijingRfc3339(refund.succeededAt),
        user_received_account: "支付用户零钱",
        amount: {
          total: chargedFen(refund.trade),
          refund: refund.amountFen,
          payer_total: chargedFen(refund.trade),
          payer_refund: refund.amountFen,
        },
      });
      void notifier
        .deliver({
          channel: "wechat",
          outTradeNo: refund.trade.outTradeNo,
          kind: "normal",
          tradeState: "REFUND.SUCCESS",
          url: refund.notifyUrl,
          headers: forged.headers,
          body: forged.rawBody,
        })
        .catch((error: unknown) => log.warn({ err: error }, "wechat sandbox refund notification failed"));
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
        ? trades.get(body.out_trade_no)
        : [...trades.values()].find((t) => t.transactionId !== null && t.transactionId === body.transaction_id);
    if (!found) return sendError(reply, wechatError(404, "RESOURCE_NOT_EXISTS", "订单不存在"));
    const trade = settle(found);
    const existing = refunds.get(body.out_refund_no);
    if (existing) {
      if (existing.trade !== trade || existing.amountFen !== amount) {
        return sendError(reply, wechatError(400, "INVALID_REQUEST", "同一退款单号的订单或金额与原退款不一致"));
      }
      if (refundMode.takeTimeout()) return dropAnswer(request, reply);
      return send(reply, 200, refundView(existing));
    }
    if (trade.state !== "SUCCESS") {
      return sendError(reply, wechatError(400, "INVALID_REQUEST", "订单未支付或已关闭，不能退款"));
    }
    if (total !== chargedFen(trade)) {
      return sendError(reply, wechatError(400, "PARAM_ERROR", "amount.total 与订单金额不一致"));
    }
    if (refundedFen(trade) + amount > chargedFen(trade)) {
      return sendError(reply, wechatError(400, "INVALID_REQUEST", "申请退款金额超过订单可退金额"));
    }
    const refund: WechatRefundRecord = {
      trade,
      outRefundNo: body.out_refund_no,
      refundId: newWechatRefundId(),
      amountFen: amount,
      reason: body.reason ?? "",
      notifyUrl: body.notify_url ?? null,
      status: "PROCESSING",
      createdAt: new Date(),
      succeededAt: null,
    };
    refunds.set(refund.outRefundNo, refund);
    completeLater(refund, request.log);
    if (refundMode.takeTimeout()) return dropAnswer(request, reply);
    return send(reply, 200, refundView(refund));
  });

  app.get<{ Params: { outRefundNo: string } }>(
    "/sandbox/wechat/v3/refund/domestic/refunds/:outRefundNo",
    async (request, reply) => {
      const authError = authenticate(request);
      if (authError) return sendError(reply, authError);
      const refund = refunds.get(request.params.outRefundNo);
      if (!refund) return sendError(reply, wechatError(404, "RESOURCE_NOT_EXISTS", "退款单不存在"));
      return send(reply, 200, refundView(refund));
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
    const trade = trades.get(request.query.out_trade_no ?? "");
    if (!trade) return reply.code(404).send({ error: "ORDER_NOT_EXIST", message: "no such trade" });
    return {
      refundedFen: refundedFen(trade),
      refunds: [...refunds.values()]
        .filter((r) => r.trade === trade)
        .map((r) => ({ outRefundNo: r.outRefundNo, amountFen: r.amountFen, status: r.status, at: r.createdAt })),
    };
  });

  function tradePage(reply: FastifyReply, lang: PageLanguage, trade: WechatTrade) {
    const suffix = lang === "en" ? "?lang=en" : "";
    const rows: [string, string][] = [
      [text(lang, "payee"), `${text(lang, "merchant")} (${keys.mchId})`],
      [text(lang, "subject"), trade.description],
      [text(lang, "orderNo"), trade.outTradeNo],
    ];
    const isOpen = trade.state === "NOTPAY";
    return sendPage(
      reply,
      200,
      renderPage({
        lang,
        provider: "wechat",
        heading: isOpen ? text(lang, "sandbox") : text(lang, trade.state === "SUCCESS" ? "paid" : "closed"),
        amountFen: trade.amountFen,
        rows,
        note: isOpen ? undefined : text(lang, trade.state === "SUCCESS" ? "paidNote" : "closedNote"),
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
    const trade = byToken.get(request.params.token);
    if (!trade) return notFoundPage(reply, lang);
    return tradePage(reply, lang, settle(trade));
  });

  app.post<{ Params: { token: string } }>("/sandbox/wechat/checkout/:token/pay", async (request, reply) => {
    const lang = pickLanguage(request.query, request.headers["accept-language"]);
    const found = byToken.get(request.params.token);
    if (!found) return notFoundPage(reply, lang);
    const trade = settle(found);
    if (trade.state === "NOTPAY") {
      pay(trade);
      void deliverPayment(notifier, "normal", 1, notification(trade), () => null).catch((error: unknown) =>
        request.log.warn({ err: error }, "wechat sandbox notification failed"),
      );
    }
    return reply.redirect(`/sandbox/wechat/checkout/${trade.token}${lang === "en" ? "?lang=en" : ""}`, 303);
  });

  app.post<{ Params: { token: string } }>("/sandbox/wechat/checkout/:token/cancel", async (request, reply) => {
    const lang = pickLanguage(request.query, request.headers["accept-language"]);
    const found = byToken.get(request.params.token);
    if (!found) return notFoundPage(reply, lang);
    const trade = settle(found);
    if (trade.state === "NOTPAY") trade.state = "CLOSED";
    return reply.redirect(`/sandbox/wechat/checkout/${trade.token}${lang === "en" ? "?lang=en" : ""}`, 303);
  });

  app.post("/sandbox/wechat/hooks/pay", async (request, reply) => {
    const parsed = payHookSchema.safeParse(jsonBody(request) ?? undefined);
    if (!parsed.success) {
      return reply.code(400).send({ error: "INVALID_REQUEST", message: parsed.error.issues[0]?.message });
    }
    const hook = parsed.data;
    const found = trades.get(hook.out_trade_no);
    if (!found)
      return reply.code(404).send({ error: "ORDER_NOT_EXIST", message: "no Native order with this out_trade_no" });
    const trade = settle(found);
    if (trade.state !== "NOTPAY") {
      const error = trade.state === "SUCCESS" ? "ORDERPAID" : "ORDER_CLOSED";
      return reply.code(409).send({ error, message: `the trade is ${trade.state}`, trade: transaction(trade) });
    }
    pay(trade);
    if (hook.total !== undefined || hook.currency !== undefined) {
      trade.charged = { total: hook.total ?? trade.amountFen, currency: hook.currency ?? "CNY" };
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
