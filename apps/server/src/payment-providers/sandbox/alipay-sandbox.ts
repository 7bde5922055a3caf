import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { formatBeijingTime, parseBeijingTime } from "../beijing-time.ts";
import { fenToYuan, yuanToFen } from "../money.ts";
import {
  alipaySignContent,
  requestExcluded,
  signAlipayParams,
  signedAlipayResponse,
  verifyAlipayParams,
} from "./alipay-signing.ts";
import { buildAlipayNotification, newAlipayTradeNo } from "./forge.ts";
import type { SandboxKeys } from "./keys.ts";
import { registerNotificationHooks } from "./notification-hooks.ts";
import { type DeliveryMode, deliverPayment, type NotificationMessage, type Notifier } from "./notifier.ts";
import { type PageLanguage, type PageOptions, pickLanguage, renderPage, sendPage, text } from "./page.ts";
import { createRefundMode, dropAnswer, refundModeSchema } from "./refund-mode.ts";
import { formParams, isHttpUrl, jsonBody, jsonObject } from "./request-params.ts";
import type { SandboxRefund, SandboxStore, SandboxTrade } from "./store.ts";

type TradeStatus = "WAIT_BUYER_PAY" | "TRADE_SUCCESS" | "TRADE_CLOSED";

/**
 * One trade, from the moment a buyer opens the cashier: a row of the sandbox's table (store.ts),
 * so every shop process on the database sees it. Refunds are rows of their own, one per
 * out_request_no: Alipay makes one refund per number however often it is sent.
 */
type AlipayTrade = SandboxTrade;

/** Alipay's answer to a bad call: code, msg and, for most, a sub_code. */
interface GatewayError {
  code: string;
  msg: string;
  sub_code: string;
  sub_msg: string;
}

const pageMethods = {
  "alipay.trade.page.pay": "FAST_INSTANT_TRADE_PAY",
  "alipay.trade.wap.pay": "QUICK_WAP_WAY",
} as const;
const apiMethods = new Set([
  "alipay.trade.query",
  "alipay.trade.close",
  "alipay.trade.refund",
  "alipay.trade.fastpay.refund.query",
]);
const outRequestNoPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Alipay refuses timestamps this far from its own clock (Beijing time). */
const maxTimestampSkewMs = 15 * 60_000;
const maxAmountFen = 100_000_000;
const maxExpiryMs = 15 * 24 * 3600_000;
const outTradeNoPattern = /^[A-Za-z0-9_-]{6,64}$/;
const buyerLogonId = "san***@sandbox.example";
const buyerId = "2088102177846880";

const missing = (what: string): GatewayError => ({
  code: "40001",
  msg: "Missing Required Arguments",
  sub_code: `isv.missing-${what}`,
  sub_msg: `缺少参数 ${what.replaceAll("-", "_")}`,
});
const invalid = (what: string, message: string): GatewayError => ({
  code: "40002",
  msg: "Invalid Arguments",
  sub_code: `isv.invalid-${what}`,
  sub_msg: message,
});
const business = (subCode: string, message: string): GatewayError => ({
  code: "40004",
  msg: "Business Failed",
  sub_code: subCode,
  sub_msg: message,
});

const payHookSchema = z
  .object({
    out_trade_no: z.string().min(1).optional(),
    pay_url: z.string().min(1).optional(),
    deliver: z.enum(["normal", "never", "duplicates", "out-of-order"]).default("normal"),
    copies: z.number().int().min(2).max(50).default(5),
  })
  .refine((hook) => hook.out_trade_no !== undefined || hook.pay_url !== undefined, {
    error: "out_trade_no or pay_url is required",
  });

/**
 * Plays Alipay's open platform gateway (page/wap pay, query, close), its
 * cashier and its asynchronous notifications, with the sandbox keys:
 * requests are verified with the shop's public key, answers and
 * notifications signed with "Alipay's" private key.
 */
export function registerAlipaySandbox(
  app: FastifyInstance,
  opts: { keys: SandboxKeys; notifier: Notifier; store: SandboxStore },
) {
  const keys = opts.keys.alipay;
  const { notifier, store } = opts;
  const refundMode = createRefundMode();
  const sumFen = (refunds: readonly SandboxRefund[]) => refunds.reduce((sum, r) => sum + r.amountFen, 0);

  // Unpaid trades close by themselves at time_expire, as at Alipay: the store settles them as it reads.
  const findTrade = (outTradeNo: string | undefined) => store.findTrade("alipay", outTradeNo);

  /** The checks every gateway call gets, in Alipay's order; null when the call may proceed. */
  function checkCommon(params: Record<string, string>): GatewayError | null {
    if (!params.app_id) return missing("app-id");
    if (params.app_id !== keys.appId) return invalid("app-id", "无效的AppID参数");
    if (!params.method) return missing("method");
    if (!(params.method in pageMethods) && !apiMethods.has(params.method)) {
      return invalid("method", "不存在的方法名");
    }
    if (params.charset !== undefined && params.charset.toLowerCase() !== "utf-8") {
      return invalid("charset", "字符集错误");
    }
    if (params.version !== undefined && params.version !== "1.0") return invalid("version", "无效的版本号");
    if (!params.sign_type) return missing("signature-type");
    if (params.sign_type !== "RSA2") return invalid("signature-type", "无效的签名类型");
    if (!params.sign) return missing("signature");
    if (!params.timestamp) return missing("timestamp");
    const timestamp = parseBeijingTime(params.timestamp);
    if (!timestamp) return invalid("timestamp", "非法的时间戳参数，格式为 yyyy-MM-dd HH:mm:ss");
    if (Math.abs(timestamp.getTime() - Date.now()) > maxTimestampSkewMs) {
      // Alipay reads the timestamp as Beijing time: a server sending its local time is off by hours.
      return invalid(
        "timestamp",
        `时间戳与支付宝服务器时间（北京时间 ${formatBeijingTime(new Date())}）相差超过 15 分钟`,
      );
    }
    if (!verifyAlipayParams(params, keys.merchantPublicKey, requestExcluded)) {
      return invalid(
        "signature",
        `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${alipaySignContent(params, requestExcluded)}`,
      );
    }
    return null;
  }

  function bizContent(params: Record<string, string>): Record<string, unknown> | null {
    return jsonObject(params.biz_content ?? "");
  }

  /**
   * What opening the cashier URL does: checks the call and the order, then
   * creates the trade (or finds the same one again). Alipay knows a page-pay
   * trade only from this moment on.
   */
  async function openCashier(params: Record<string, string>): Promise<AlipayTrade | GatewayError> {
    const common = checkCommon(params);
    if (common) return common;
    const method = params.method as keyof typeof pageMethods;
    if (!(method in pageMethods)) return invalid("method", "该方法不能在收银台打开");
    const biz = bizContent(params);
    if (!biz) return missing("biz-content");
    const outTradeNo = typeof biz.out_trade_no === "string" ? biz.out_trade_no : "";
    if (!outTradeNoPattern.test(outTradeNo)) {
      return business("ACQ.INVALID_PARAMETER", "out_trade_no 须为 6-64 位字母、数字、下划线或连字符");
    }
    const amountFen = typeof biz.total_amount === "string" ? yuanToFen(biz.total_amount) : null;
    if (amountFen === null || amountFen <= 0 || amountFen > maxAmountFen) {
      return business("ACQ.INVALID_PARAMETER", "total_amount 须为 0.01 至 1000000.00 之间、最多两位小数的金额");
    }
    const subject = typeof biz.subject === "string" ? biz.subject.trim() : "";
    if (subject === "" || [...subject].length > 256) {
      return business("ACQ.INVALID_PARAMETER", "subject 不能为空，且不超过 256 个字符");
    }
    if (biz.product_code !== pageMethods[method]) {
      return business("ACQ.INVALID_PARAMETER", `product_code 须为 ${pageMethods[method]}`);
    }
    let expiresAt = new Date(Date.now() + maxExpiryMs);
    if (biz.time_expire !== undefined) {
      const parsed = typeof biz.time_expire === "string" ? parseBeijingTime(biz.time_expire) : null;
      if (!parsed) return business("ACQ.INVALID_PARAMETER", "time_expire 格式须为 yyyy-MM-dd HH:mm:ss（北京时间）");
      if (parsed.getTime() <= Date.now()) return business("ACQ.TRADE_HAS_CLOSE", "交易已超过 time_expire，已关闭");
      if (parsed.getTime() > Date.now() + maxExpiryMs) {
        return business("ACQ.INVALID_PARAMETER", "time_expire 不能晚于 15 天后");
      }
      expiresAt = parsed;
    }
    for (const name of ["notify_url", "return_url"] as const) {
      const url = params[name];
      if (url !== undefined && !isHttpUrl(url)) return invalid("parameter", `${name} 须为 http(s) 地址`);
    }

    const now = new Date();
    // Another process may open the same cashier at the same moment: the first row wins and both see it.
    const existing =
      (await findTrade(outTradeNo)) ??
      (await store.insertTrade("alipay", {
        token: randomBytes(16).toString("base64url"),
        outTradeNo,
        tradeNo: newAlipayTradeNo(now),
        method,
        amountFen,
        subject,
        notifyUrl: params.notify_url ?? null,
        returnUrl: params.return_url ?? null,
        expiresAt,
        status: "WAIT_BUYER_PAY",
        createdAt: now,
      }));
    if (existing.status === "TRADE_SUCCESS") return business("ACQ.TRADE_HAS_SUCCESS", "交易已被支付");
    if (existing.status === "TRADE_CLOSED") return business("ACQ.TRADE_HAS_CLOSE", "交易已经关闭");
    if (existing.amountFen !== amountFen || existing.subject !== subject) {
      return business("ACQ.CONTEXT_INCONSISTENT", "交易信息被篡改：同一 out_trade_no 的金额或标题不同");
    }
    const urls = {
      notifyUrl: params.notify_url ?? existing.notifyUrl,
      returnUrl: params.return_url ?? existing.returnUrl,
    };
    if (urls.notifyUrl !== existing.notifyUrl || urls.returnUrl !== existing.returnUrl) {
      await store.setUrls("alipay", outTradeNo, urls);
    }
    return { ...existing, ...urls };
  }

  /** The notification of the trade's current state (or of `status`), signed like Alipay's. */
  function notification(
    trade: AlipayTrade,
    status: TradeStatus = trade.status as TradeStatus,
  ): NotificationMessage | null {
    if (!trade.notifyUrl) return null;
    const total = fenToYuan(trade.amountFen);
    const isPaid = status === "TRADE_SUCCESS";
    const forged = buildAlipayNotification(opts.keys, {
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo ?? "",
      trade_status: status,
      total_amount: total,
      subject: trade.subject,
      gmt_create: formatBeijingTime(trade.createdAt),
      gmt_payment: isPaid && trade.paidAt ? formatBeijingTime(trade.paidAt) : undefined,
      receipt_amount: isPaid ? total : "0.00",
      buyer_pay_amount: isPaid ? total : "0.00",
      invoice_amount: isPaid ? total : "0.00",
      ...(isPaid ? {} : { fund_bill_list: "[]" }),
    });
    return {
      channel: "alipay",
      outTradeNo: trade.outTradeNo,
      kind: "normal",
      tradeState: status,
      url: trade.notifyUrl,
      headers: forged.headers,
      body: forged.rawBody,
    };
  }

  /** The paid trade, or undefined when it was closed or paid by another call first. */
  function pay(trade: AlipayTrade): Promise<AlipayTrade | undefined> {
    return store.transition("alipay", trade.outTradeNo, "WAIT_BUYER_PAY", "TRADE_SUCCESS", { paidAt: new Date() });
  }

  /** Where the cashier sends the buyer after paying: return_url plus Alipay's signed return parameters. */
  function signedReturnUrl(trade: AlipayTrade): string | null {
    if (!trade.returnUrl) return null;
    const params: Record<string, string> = {
      charset: "utf-8",
      out_trade_no: trade.outTradeNo,
      method: `${trade.method}.return`,
      total_amount: fenToYuan(trade.amountFen),
      trade_no: trade.tradeNo ?? "",
      auth_app_id: keys.appId,
      version: "1.0",
      app_id: keys.appId,
      sign_type: "RSA2",
      seller_id: keys.sellerId,
      timestamp: formatBeijingTime(trade.paidAt ?? new Date()),
    };
    params.sign = signAlipayParams(params, keys.alipayPrivateKey);
    const url = new URL(trade.returnUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  function sendSigned(reply: FastifyReply, responseKey: string, payload: object) {
    return reply
      .code(200)
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(signedAlipayResponse(responseKey, payload, keys.alipayPrivateKey));
  }

  function errorPage(reply: FastifyReply, lang: PageLanguage, error: GatewayError, status = 400) {
    return sendPage(
      reply,
      status,
      renderPage({
        lang,
        provider: "alipay",
        heading: text(lang, "error"),
        rows: [
          ["code", error.code],
          ["sub_code", error.sub_code],
          ["sub_msg", error.sub_msg],
        ],
      }),
    );
  }

  function tradeView(trade: AlipayTrade) {
    return {
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      trade_status: trade.status,
      total_amount: fenToYuan(trade.amountFen),
      subject: trade.subject,
      notify_url: trade.notifyUrl,
      return_url: trade.returnUrl,
      time_expire: formatBeijingTime(trade.expiresAt),
    };
  }

  function queryResponse(trade: AlipayTrade) {
    const total = fenToYuan(trade.amountFen);
    const isPaid = trade.status === "TRADE_SUCCESS";
    return {
      code: "10000",
      msg: "Success",
      buyer_logon_id: buyerLogonId,
      buyer_pay_amount: isPaid ? total : "0.00",
      buyer_user_id: buyerId,
      invoice_amount: isPaid ? total : "0.00",
      out_trade_no: trade.outTradeNo,
      point_amount: "0.00",
      receipt_amount: isPaid ? total : "0.00",
      ...(isPaid && trade.paidAt ? { send_pay_date: formatBeijingTime(trade.paidAt) } : {}),
      total_amount: total,
      trade_no: trade.tradeNo ?? "",
      trade_status: trade.status,
    };
  }

  async function gateway(request: FastifyRequest, reply: FastifyReply) {
    const lang = pickLanguage(request.query, request.headers["accept-language"]);
    const params = formParams(request);
    if (!params) return errorPage(reply, lang, invalid("parameter", "参数重复"));
    const method = params.method ?? "";
    if (method in pageMethods) {
      // The buyer's browser: answers are pages.
      const trade = await openCashier(params);
      if ("code" in trade) return errorPage(reply, lang, trade);
      return reply.redirect(`/sandbox/alipay/checkout/${trade.token}${lang === "en" ? "?lang=en" : ""}`, 302);
    }
    const responseKey = method === "" ? "error_response" : `${method.replaceAll(".", "_")}_response`;
    const common = checkCommon(params);
    if (common) return sendSigned(reply, responseKey, common);
    const biz = bizContent(params);
    if (!biz) return sendSigned(reply, responseKey, missing("biz-content"));
    const outTradeNo = typeof biz.out_trade_no === "string" ? biz.out_trade_no : undefined;
    const tradeNo = typeof biz.trade_no === "string" ? biz.trade_no : undefined;
    if (outTradeNo === undefined && tradeNo === undefined) {
      return sendSigned(reply, responseKey, business("ACQ.INVALID_PARAMETER", "out_trade_no 和 trade_no 不能同时为空"));
    }
    const trade =
      outTradeNo !== undefined
        ? await findTrade(outTradeNo)
        : tradeNo !== undefined
          ? await store.findByTradeNo("alipay", tradeNo)
          : undefined;
    if (!trade || (tradeNo !== undefined && trade.tradeNo !== tradeNo)) {
      return sendSigned(reply, responseKey, {
        ...business("ACQ.TRADE_NOT_EXIST", "交易不存在"),
        ...(outTradeNo !== undefined ? { out_trade_no: outTradeNo } : {}),
      });
    }
    if (method === "alipay.trade.query") return sendSigned(reply, responseKey, queryResponse(trade));
    if (method === "alipay.trade.refund") return refund(request, reply, responseKey, trade, biz);
    if (method === "alipay.trade.fastpay.refund.query") {
      const outRequestNo = typeof biz.out_request_no === "string" ? biz.out_request_no : "";
      const made = (await store.refundsOf("alipay", trade.outTradeNo)).find((r) => r.outRefundNo === outRequestNo);
      // Alipay answers 10000 either way; only a made refund carries its amount and status.
      return sendSigned(reply, responseKey, {
        code: "10000",
        msg: "Success",
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        ...(made
          ? {
              out_request_no: outRequestNo,
              total_amount: fenToYuan(trade.amountFen),
              refund_amount: fenToYuan(made.amountFen),
              refund_status: "REFUND_SUCCESS",
              gmt_refund_pay: formatBeijingTime(made.createdAt),
            }
          : {}),
      });
    }
    // alipay.trade.close: only a waiting trade, and only if the buyer did not pay it meanwhile.
    if (!(await store.transition("alipay", trade.outTradeNo, "WAIT_BUYER_PAY", "TRADE_CLOSED"))) {
      return sendSigned(reply, responseKey, business("ACQ.TRADE_STATUS_ERROR", "交易状态不合法"));
    }
    return sendSigned(reply, responseKey, {
      code: "10000",
      msg: "Success",
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
    });
  }

  /** alipay.trade.refund: synchronous, idempotent per out_request_no, never above what was paid. */
  async function refund(
    request: FastifyRequest,
    reply: FastifyReply,
    responseKey: string,
    found: AlipayTrade,
    biz: Record<string, unknown>,
  ) {
    const outRequestNo = typeof biz.out_request_no === "string" ? biz.out_request_no : "";
    if (!outRequestNoPattern.test(outRequestNo)) {
      return sendSigned(
        reply,
        responseKey,
        business("ACQ.INVALID_PARAMETER", "out_request_no 须为 1-64 位字母、数字、下划线或连字符"),
      );
    }
    const amountFen = typeof biz.refund_amount === "string" ? yuanToFen(biz.refund_amount) : null;
    if (amountFen === null || amountFen <= 0) {
      return sendSigned(
        reply,
        responseKey,
        business("ACQ.INVALID_PARAMETER", "refund_amount 须为大于 0、最多两位小数的金额"),
      );
    }
    // Decided with the trade locked: two processes refunding one trade at once never exceed what was paid.
    const decision = await store.withTradeLocked("alipay", found.outTradeNo, async (locked, tx) => {
      const trade = locked ?? found;
      const made = await tx.refundsOf("alipay", trade.outTradeNo);
      const existing = made.find((r) => r.outRefundNo === outRequestNo);
      if (existing) {
        if (existing.amountFen !== amountFen) {
          return { error: business("ACQ.DISCORDANT_REPEAT_REQUEST", "同一退款请求号的退款金额不一致") };
        }
        return { trade, fundChange: "N" as const, at: existing.createdAt, refundedFen: sumFen(made) };
      }
      if (trade.status !== "TRADE_SUCCESS" && !(trade.status === "TRADE_CLOSED" && made.length > 0)) {
        return { error: business("ACQ.TRADE_STATUS_ERROR", "交易状态不合法") };
      }
      if (sumFen(made) + amountFen > trade.amountFen) {
        return { error: business("ACQ.REFUND_AMT_NOT_EQUAL_TOTAL", "退款金额超限") };
      }
      const at = new Date();
      await tx.insertRefund("alipay", trade.outTradeNo, {
        outRefundNo: outRequestNo,
        amountFen,
        reason: typeof biz.refund_reason === "string" ? biz.refund_reason : "",
        status: "SUCCESS",
        createdAt: at,
        succeededAt: at,
      });
      // A fully refunded trade is closed at Alipay.
      if (sumFen(made) + amountFen === trade.amountFen) {
        await tx.transition("alipay", trade.outTradeNo, "TRADE_SUCCESS", "TRADE_CLOSED");
      }
      return { trade, fundChange: "Y" as const, at, refundedFen: sumFen(made) + amountFen };
    });
    if (decision.error) return sendSigned(reply, responseKey, decision.error);
    if (refundMode.takeTimeout()) return dropAnswer(request, reply);
    const { trade } = decision;
    return sendSigned(reply, responseKey, {
      code: "10000",
      msg: "Success",
      buyer_logon_id: buyerLogonId,
      buyer_user_id: buyerId,
      fund_change: decision.fundChange,
      gmt_refund_pay: formatBeijingTime(decision.at),
      out_trade_no: trade.outTradeNo,
      refund_fee: fenToYuan(decision.refundedFen),
      trade_no: trade.tradeNo ?? "",
    });
  }

  app.post("/sandbox/alipay/hooks/refund-mode", async (request, reply) => {
    const parsed = refundModeSchema.safeParse(jsonBody(request) ?? undefined);
    if (!parsed.success)
      return reply.code(400).send({ error: "INVALID_REQUEST", message: parsed.error.issues[0]?.message });
    refundMode.set(parsed.data);
    return { refundMode: parsed.data };
  });

  /** What the buyer got back for one trade: every refund the sandbox made, and their sum. */
  app.get<{ Querystring: { out_trade_no?: string } }>("/sandbox/alipay/hooks/refunds", async (request, reply) => {
    const trade = await findTrade(request.query.out_trade_no);
    if (!trade) return reply.code(404).send({ error: "ACQ.TRADE_NOT_EXIST", message: "no such trade" });
    const refunds = await store.refundsOf("alipay", trade.outTradeNo);
    return {
      refundedFen: sumFen(refunds),
      refunds: refunds.map((r) => ({ outRequestNo: r.outRefundNo, amountFen: r.amountFen, at: r.createdAt })),
    };
  });

  app.get("/sandbox/alipay/gateway.do", gateway);
  app.post("/sandbox/alipay/gateway.do", gateway);

  app.get<{ Params: { token: string } }>("/sandbox/alipay/checkout/:token", async (request, reply) => {
    const lang = pickLanguage(request.query, request.headers["accept-language"]);
    const trade = await store.findByToken("alipay", request.params.token);
    if (!trade) return errorPage(reply, lang, business("ACQ.TRADE_NOT_EXIST", "交易不存在"), 404);
    const suffix = lang === "en" ? "?lang=en" : "";
    const rows: [string, string][] = [
      [text(lang, "payee"), `${text(lang, "merchant")} (${keys.appId})`],
      [text(lang, "subject"), trade.subject],
      [text(lang, "orderNo"), trade.outTradeNo],
    ];
    // A waiting trade offers pay and cancel; a settled one says how it ended and links back to the shop.
    const state = (): Pick<PageOptions, "heading" | "actions" | "note" | "link"> => {
      if (trade.status === "WAIT_BUYER_PAY") {
        return {
          heading: text(lang, "sandbox"),
          actions: [
            [text(lang, "pay"), `/sandbox/alipay/checkout/${trade.token}/pay${suffix}`, true],
            [text(lang, "cancel"), `/sandbox/alipay/checkout/${trade.token}/cancel${suffix}`, false],
          ],
        };
      }
      const isPaid = trade.status === "TRADE_SUCCESS";
      const back = isPaid ? signedReturnUrl(trade) : trade.returnUrl;
      return {
        heading: text(lang, isPaid ? "paid" : "closed"),
        note: text(lang, isPaid ? "paidNote" : "closedNote"),
        link: back ? [text(lang, "back"), back] : undefined,
      };
    };
    return sendPage(reply, 200, renderPage({ lang, provider: "alipay", amountFen: trade.amountFen, rows, ...state() }));
  });

  app.post<{ Params: { token: string } }>("/sandbox/alipay/checkout/:token/pay", async (request, reply) => {
    const lang = pickLanguage(request.query, request.headers["accept-language"]);
    const found = await store.findByToken("alipay", request.params.token);
    if (!found) return errorPage(reply, lang, business("ACQ.TRADE_NOT_EXIST", "交易不存在"), 404);
    const page = `/sandbox/alipay/checkout/${found.token}${lang === "en" ? "?lang=en" : ""}`;
    const trade = found.status === "WAIT_BUYER_PAY" ? await pay(found) : undefined;
    if (!trade) return reply.redirect(page, 303);
    // Alipay notifies in the background while the buyer is sent back.
    void deliverPayment(notifier, "normal", 1, notification(trade), () => null).catch((error: unknown) =>
      request.log.warn({ err: error }, "alipay sandbox notification failed"),
    );
    return reply.redirect(signedReturnUrl(trade) ?? page, 303);
  });

  app.post<{ Params: { token: string } }>("/sandbox/alipay/checkout/:token/cancel", async (request, reply) => {
    const lang = pickLanguage(request.query, request.headers["accept-language"]);
    const found = await store.findByToken("alipay", request.params.token);
    if (!found) return errorPage(reply, lang, business("ACQ.TRADE_NOT_EXIST", "交易不存在"), 404);
    const trade =
      found.status === "WAIT_BUYER_PAY"
        ? ((await store.transition("alipay", found.outTradeNo, "WAIT_BUYER_PAY", "TRADE_CLOSED")) ??
          (await store.findTrade("alipay", found.outTradeNo)) ??
          found)
        : found;
    // Back to the shop without payment parameters: the buyer sees the order unpaid.
    const back =
      trade.status === "TRADE_CLOSED" ? (trade.returnUrl ?? null) : (signedReturnUrl(trade) ?? trade.returnUrl);
    return reply.redirect(back ?? `/sandbox/alipay/checkout/${trade.token}${lang === "en" ? "?lang=en" : ""}`, 303);
  });

  app.post("/sandbox/alipay/hooks/pay", async (request, reply) => {
    const parsed = payHookSchema.safeParse(jsonBody(request) ?? undefined);
    if (!parsed.success) {
      return reply.code(400).send({ error: "INVALID_REQUEST", message: parsed.error.issues[0]?.message });
    }
    const hook = parsed.data;
    let trade: AlipayTrade | undefined;
    if (hook.pay_url !== undefined) {
      if (!URL.canParse(hook.pay_url)) return reply.code(400).send({ error: "INVALID_REQUEST", message: "pay_url" });
      const opened = await openCashier(Object.fromEntries(new URL(hook.pay_url).searchParams));
      if ("code" in opened) return reply.code(400).send({ error: opened.sub_code, message: opened.sub_msg });
      trade = opened;
    } else {
      trade = await findTrade(hook.out_trade_no);
    }
    if (!trade) {
      return reply.code(404).send({
        error: "ACQ.TRADE_NOT_EXIST",
        message: "Alipay knows a trade once its cashier is opened: GET the payUrl first, or pass pay_url",
      });
    }
    const paid = trade.status === "WAIT_BUYER_PAY" ? await pay(trade) : undefined;
    if (!paid) {
      const now = (await findTrade(trade.outTradeNo)) ?? trade;
      const error = now.status === "TRADE_SUCCESS" ? "ACQ.TRADE_HAS_SUCCESS" : "ACQ.TRADE_HAS_CLOSE";
      return reply.code(409).send({ error, message: `the trade is ${now.status}`, trade: tradeView(now) });
    }
    const notifications = await deliverPayment(
      notifier,
      hook.deliver as DeliveryMode,
      hook.copies,
      notification(paid),
      () => notification(paid, "WAIT_BUYER_PAY"),
    );
    return { trade: tradeView(paid), notifications };
  });

  registerNotificationHooks(app, "alipay", notifier);
}
