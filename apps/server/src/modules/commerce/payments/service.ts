import { randomInt } from "node:crypto";
import {
  type Currency,
  type Locale,
  type OrderPaymentStatus,
  type PayAnswer,
  type PayInfo,
  type PaymentChannelName,
  type PaymentMethodName,
  type PayRequest,
  ResponseCode,
} from "@shop/contract";
import type { Database } from "@shop/db";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import type {
  IncomingNotification,
  NotificationReply,
  PaymentProvider,
  ProviderTradeState,
} from "../../../payment-providers/provider.ts";
import { type WechatOAuth, WechatOAuthError } from "../../../payment-providers/wechat-oauth.ts";
import { createEventPublisher } from "../../platform/webhooks/publisher.ts";
import { type PayableKind as OrderKind, type PayableOrders, payableOrders, type Topups } from "../balance/topups.ts";
import { type OrdersService, utcStamp } from "../orders/service.ts";
import type { BankTransfers } from "./bank-transfer.ts";
import { notificationRecorder } from "./notification-log.ts";
import type { AttemptRow, PaymentsRepo } from "./repo.ts";

export interface PaymentsDeps {
  db: Database;
  repo: PaymentsRepo;
  orders: OrdersService;
  /** Top-ups of the CNY balance: paid through the same attempts, notifications and jobs as orders. */
  topups: Topups;
  providers: Record<PaymentMethodName, PaymentProvider>;
  /** Handling fee per method, in per mille of the order amount. */
  handlingFeePermille: Record<PaymentMethodName, number>;
  /**
   * Card payments (Stripe): on for USD orders whenever Stripe is configured (or its sandbox), and
   * for CNY orders too when the seller enables it (PAYMENT_CARD_FOR_CNY). Absent: no cards.
   */
  cards?: { enabled: boolean; forCny: boolean };
  /** Origin the providers post notifications to (PAYMENT_NOTIFY_BASE_URL, PUBLIC_URL or the server itself), never a request's Host. */
  notifyBaseUrl: () => string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /**
   * WeChat's official-account OAuth for JSAPI payments, for a buyer on `buyerOrigin` (the
   * sandbox's stand-in opens there); null, or absent, when no AppSecret is configured.
   */
  wechatOAuth?: ((buyerOrigin: string) => WechatOAuth) | null;
  /** Sandbox only: the script standing in for WeChat's JS bridge, on the buyer's origin. */
  wechatBridgeScript?: ((buyerOrigin: string) => string) | null;
  /** Bank transfer (对公转账): shown on the pay page when the shop takes it. */
  bankTransfers?: BankTransfers;
}

/** What became of a paid trade the provider told us about. */
export type SettleOutcome = "credited" | "duplicate" | "anomaly" | "unknown-trade" | "method-mismatch";

type PaidTrade = Extract<ProviderTradeState, { state: "paid" }>;

const defaultChannel: Record<PaymentMethodName, PaymentChannelName> = {
  alipay: "alipay_pc",
  wechat: "wx_native",
  card: "card_checkout",
};
const channelMethod: Record<PaymentChannelName, PaymentMethodName> = {
  alipay_pc: "alipay",
  alipay_wap: "alipay",
  wx_native: "wechat",
  wx_h5: "wechat",
  wx_jsapi: "wechat",
  card_checkout: "card",
};

function handlingFeeFen(amountFen: number, permille: number): number {
  return Math.round((amountFen * permille) / 1000);
}

/**
 * Payments: attempts at the providers, their notifications and queries, and
 * the one place where an order becomes paid. Crediting happens in one
 * transaction guarded by conditional updates (attempt waiting -> paid, order
 * waiting -> paid) and unique constraints, never by an in-memory flag, so
 * duplicates, retries and concurrent deliveries across processes credit once.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, repo, providers, log } = deps;
  const orders: PayableOrders = payableOrders(db, deps.orders, deps.topups);
  const now = deps.now ?? (() => new Date());

  /**
   * Settles one provider-verified paid trade. Whatever cannot pay its order
   * (wrong amount or currency, an order closed or paid by another attempt, a
   * failure while delivering) is recorded at once as an anomaly to refund and
   * the attempt leaves "waiting": the provider gets its "accepted", the query
   * job stops asking, and the order closes on its own schedule.
   */
  async function settle(method: PaymentMethodName, trade: PaidTrade): Promise<SettleOutcome> {
    const attempt = await repo.findByOutTradeNo(trade.outTradeNo);
    if (!attempt) return "unknown-trade";
    // A trade number of ours reported by the other provider is not a payment of this attempt.
    if (attempt.method !== method) return "method-mismatch";
    const problem =
      trade.amountFen !== attempt.amountFen
        ? "amount-mismatch"
        : trade.currency !== undefined && trade.currency !== attempt.currency
          ? "currency-mismatch"
          : null;
    try {
      return await inTransaction(db, (tx) => settleInTransaction(tx, method, attempt, trade, problem));
    } catch (error) {
      // Delivering failed for good (the transaction rolled back): keep the money as an anomaly instead.
      log.error({ err: error, outTradeNo: trade.outTradeNo }, "settling a paid trade failed");
      return inTransaction(db, (tx) => settleInTransaction(tx, method, attempt, trade, "settle-failed"));
    }
  }

  async function settleInTransaction(
    tx: Executor,
    method: PaymentMethodName,
    attempt: AttemptRow,
    trade: PaidTrade,
    problem: string | null,
  ): Promise<SettleOutcome> {
    const bound = repo.bind(tx);
    const anomaly = async (reason: string) => {
      await bound.recordAnomaly({
        attemptId: attempt.id,
        method,
        providerTradeNo: trade.providerTradeNo,
        amountFen: trade.amountFen,
        currency: trade.currency === "USD" || trade.currency === "CNY" ? trade.currency : attempt.currency,
        reason,
      });
      log.error({ method, outTradeNo: trade.outTradeNo, reason }, "paid trade kept as an anomaly: needs a refund");
      return "anomaly" as const;
    };
    const paidAttempt = await bound.markPaid(trade.outTradeNo, trade.providerTradeNo, trade.paidAt);
    if (!paidAttempt) {
      const current = await bound.findByOutTradeNo(trade.outTradeNo);
      if (current?.status === "paid" && current.providerTradeNo === trade.providerTradeNo) return "duplicate";
      return anomaly(current?.status === "paid" ? "attempt-paid-twice" : "attempt-closed");
    }
    if (problem) return anomaly(problem);
    const fulfilled = await orders.fulfilInTransaction(tx, attempt.orderKind as OrderKind, attempt.orderId, {
      method,
      handlingFeeFen: attempt.handlingFeeFen,
      payAmountFen: attempt.amountFen,
      paidAt: trade.paidAt,
    });
    if (!fulfilled) return anomaly("order-not-waiting");
    // order.paid, in the transaction that paid the order (the webhooks outbox).
    if (attempt.memberId !== null) {
      await createEventPublisher(tx).publish(attempt.memberId, "order.paid", {
        order_kind: attempt.orderKind,
        order_id: attempt.orderId,
        out_trade_no: trade.outTradeNo,
        amount_fen: attempt.amountFen,
        ...(attempt.currency === "USD" ? { currency: "USD" } : {}),
        method,
        paid_at: trade.paidAt.toISOString(),
      });
    }
    return "credited";
  }

  /**
   * Asks the provider about one attempt and settles it when paid; a trade the
   * provider has closed (cancelled at the cashier, expired) is closed here
   * too, so it is not asked about again. Safe to call any number of times.
   * undefined means "unknown": the provider could not be asked, or a paid
   * trade could not be settled (not even as an anomaly).
   */
  async function syncAttempt(attempt: AttemptRow): Promise<ProviderTradeState | undefined> {
    const provider = providers[attempt.method as PaymentMethodName];
    try {
      const state = await provider.query(attempt.outTradeNo, attempt.providerRef);
      await repo.touchQueried(attempt.id, now());
      if (state.state === "paid") {
        const outcome = await settle(provider.method, state);
        log.info({ outTradeNo: attempt.outTradeNo, outcome }, "payment settled by query");
      } else if (state.state === "closed") {
        await repo.markClosed(attempt.id, now());
      }
      return state;
    } catch (error) {
      log.warn({ err: error, outTradeNo: attempt.outTradeNo }, "payment query failed");
      return undefined;
    }
  }

  /**
   * Closes one waiting order the way the close job does: each open attempt is
   * asked about first (the money may have arrived: then it is settled, and a
   * paid trade that cannot pay the order is an anomaly, not a blocker), the
   * others are closed at the provider, and only then is the order closed and
   * its reserved stock released. A trade the provider cannot close keeps the
   * order open ("blocked") until the next try.
   */
  async function closeOrder(
    kind: OrderKind,
    id: number,
    /** Runs in the closing transaction when the order closes (the console's audit row). */
    alongside?: (tx: Executor) => Promise<unknown>,
  ): Promise<"closed" | "not-waiting" | "blocked"> {
    const attempts = await repo.waitingForOrder(kind, id);
    for (const attempt of attempts) {
      const state = await syncAttempt(attempt);
      // Unknown is never "unpaid": the money may be there. The order stays open until a query answers.
      if (state === undefined) {
        log.warn({ outTradeNo: attempt.outTradeNo, kind, orderId: id }, "order kept open: its payment is unknown");
        return "blocked";
      }
      if (state.state === "paid" || state.state === "closed") continue;
      try {
        await providers[attempt.method as PaymentMethodName].close(attempt.outTradeNo, attempt.providerRef);
      } catch (error) {
        // Paid (or closed) between our question and the close: settle it and go on rather than block.
        const again = await syncAttempt(attempt);
        if (again?.state === "paid" || again?.state === "closed") continue;
        log.warn({ err: error, outTradeNo: attempt.outTradeNo }, "closing the trade at the provider failed");
        return "blocked";
      }
    }
    const done = await inTransaction(db, async (tx) => {
      const bound = repo.bind(tx);
      for (const attempt of attempts) await bound.markClosed(attempt.id, now());
      const closed = await orders.closeInTransaction(tx, kind, id);
      if (closed && alongside) await alongside(tx);
      return closed;
    });
    return done ? "closed" : "not-waiting";
  }

  /** The order's status with its newest attempt. */
  async function paymentStatus(memberId: number, kind: OrderKind, orderId: number): Promise<OrderPaymentStatus> {
    const status = await orders.status(memberId, kind, orderId);
    const latest = await repo.latestForOrder(kind, orderId);
    return {
      ...status,
      latestTrade: latest
        ? {
            outTradeNo: latest.outTradeNo,
            method: latest.method as PaymentMethodName,
            status: latest.status === "paid" ? "paid" : latest.status === "closed" ? "closed" : "waiting",
          }
        : null,
    };
  }

  /** The methods an order of `currency` may be paid with: USD by card only, CNY by card when enabled. */
  function methodsFor(currency: Currency): PaymentMethodName[] {
    const cards = deps.cards?.enabled ?? false;
    if (currency === "USD") return cards ? ["card"] : [];
    return cards && deps.cards?.forCny ? ["alipay", "wechat", "card"] : ["alipay", "wechat"];
  }

  async function openIdFor(origin: string, code: string | undefined): Promise<string> {
    const oauth = deps.wechatOAuth?.(origin);
    if (!oauth) throw new AppError(ResponseCode.BadRequest, "payments.wechatJsapiUnavailable");
    if (!code) throw new AppError(ResponseCode.BadRequest, "payments.wechatSignInNeeded");
    try {
      return await oauth.openIdFromCode(code);
    } catch (error) {
      if (error instanceof WechatOAuthError && typeof error.errcode === "number") {
        throw new AppError(ResponseCode.BadRequest, "payments.wechatSignInFailed");
      }
      log.warn({ err: error }, "WeChat OAuth failed");
      throw new AppError(ResponseCode.ServerError, "payments.providerUnavailable");
    }
  }

  return {
    settle,
    syncAttempt,

    async payInfo(memberId: number, kind: OrderKind, id: number, locale: Locale): Promise<PayInfo> {
      const order = await orders.payable(memberId, kind, id, locale);
      return {
        orderType: kind,
        id: order.id,
        orderNo: order.orderNo,
        status: order.status,
        subject: order.subject,
        amount: order.amountFen,
        currency: order.currency ?? "CNY",
        balanceUsed: order.balanceUsedFen ?? 0,
        options: methodsFor(order.currency ?? "CNY").map((method) => {
          const fee = handlingFeeFen(order.amountFen, deps.handlingFeePermille[method]);
          return {
            method,
            handlingFee: fee,
            handlingFeePermille: deps.handlingFeePermille[method],
            total: order.amountFen + fee,
          };
        }),
        payDeadline: order.payDeadline.toISOString(),
        serverTime: now().toISOString(),
        ...(deps.bankTransfers
          ? {
              bankTransferAvailable:
                kind !== "topup" && (order.balanceUsedFen ?? 0) === 0 && (await deps.bankTransfers.available()),
              bankTransfer: await deps.bankTransfers.infoFor(kind, order, locale),
            }
          : {}),
      };
    },

    /** Inside WeChat: the OAuth page that comes back to `returnPath` (a page of this site) with a code. */
    wechatAuthorize(origin: string, returnPath: string): { url: string } {
      const oauth = deps.wechatOAuth?.(origin);
      if (!oauth) throw new AppError(ResponseCode.BadRequest, "payments.wechatJsapiUnavailable");
      return { url: oauth.authorizeUrl(new URL(returnPath, origin).toString(), "wxpay") };
    },

    /** One press of "pay now": a new attempt with its own out_trade_no at the chosen provider. */
    async pay(
      memberId: number,
      kind: OrderKind,
      input: PayRequest,
      context: { origin: string; clientIp: string; locale: Locale },
    ): Promise<PayAnswer> {
      const order = await orders.payable(memberId, kind, Number(input.id), context.locale);
      if (order.status === "paid") throw new AppError(ResponseCode.BadRequest, "payments.alreadyPaid");
      if (order.status === "closed" || order.payDeadline.getTime() <= now().getTime() + 30_000) {
        throw new AppError(ResponseCode.BadRequest, "payments.orderClosed");
      }
      const method = input.method;
      const currency = order.currency ?? "CNY";
      if (!methodsFor(currency).includes(method)) {
        throw new AppError(
          ResponseCode.BadRequest,
          currency === "USD" ? "payments.usdCardOnly" : "payments.methodUnavailable",
        );
      }
      const channel = input.channel ?? defaultChannel[method];
      if (channelMethod[channel] !== method) throw new AppError(ResponseCode.BadRequest, "payments.channelMismatch");
      // JSAPI pays as the buyer's WeChat account: learn its OpenID (the code is single use) before any attempt exists.
      const payerOpenId = channel === "wx_jsapi" ? await openIdFor(context.origin, input.oauthCode) : undefined;
      await orders.holdStockForPayment(memberId, kind, order.id);
      const fee = handlingFeeFen(order.amountFen, deps.handlingFeePermille[method]);
      const total = order.amountFen + fee;
      const attempt = await repo.insertAttempt({
        outTradeNo: outTradeNumber(now()),
        orderKind: kind,
        orderId: order.id,
        memberId,
        method,
        channel,
        amountFen: total,
        handlingFeeFen: fee,
        currency,
        expiresAt: order.payDeadline,
      });
      const base = deps.notifyBaseUrl();
      const returnPath = input.returnPath ?? (context.locale === "en" ? "/en/h5/result" : "/h5/result");
      const returnUrl = new URL(returnPath, context.origin);
      returnUrl.searchParams.set("orderType", kind);
      returnUrl.searchParams.set("id", String(order.id));
      try {
        const created = await providers[method].create({
          outTradeNo: attempt.outTradeNo,
          amountFen: total,
          currency,
          language: context.locale === "en" ? "en" : "zh",
          subject: order.subject,
          channel,
          expiresAt: order.payDeadline,
          notifyUrl: `${base}/pay/notify/${method}`,
          returnUrl: returnUrl.toString(),
          clientIp: context.clientIp,
          payerOpenId,
        });
        await repo.setPayUrl(attempt.id, created.payUrl, created.providerRef);
        const bridgeScript = created.jsapi && deps.wechatBridgeScript?.(context.origin);
        return {
          outTradeNo: attempt.outTradeNo,
          method,
          channel,
          payUrl: created.payUrl,
          ...(created.jsapi ? { jsapi: created.jsapi } : {}),
          ...(bridgeScript ? { bridgeScript } : {}),
          amount: order.amountFen,
          handlingFee: fee,
          total,
        };
      } catch (error) {
        log.warn({ err: error, outTradeNo: attempt.outTradeNo }, "payment creation failed");
        await repo.markClosed(attempt.id, now());
        throw new AppError(ResponseCode.ServerError, "payments.providerUnavailable");
      }
    },

    /**
     * A provider's asynchronous notification: verified over the raw body,
     * recorded raw, settled at most once; the reply is what the provider
     * needs to stop retrying (or to retry, when we could not take it).
     */
    async handleNotification(
      method: PaymentMethodName,
      notification: IncomingNotification,
    ): Promise<NotificationReply> {
      const provider = providers[method];
      const verdict = await provider.verifyNotification(notification);
      const record = notificationRecorder(repo, method, notification);
      if (!verdict.ok) {
        await record(`rejected: ${verdict.reason}`, null, false);
        log.warn({ method, reason: verdict.reason }, "payment notification rejected");
        return provider.rejectedReply(verdict.reason);
      }
      const trade = verdict.trade;
      if (trade.state !== "paid") {
        await record(`ignored: ${trade.state}`, trade.outTradeNo, true);
        return provider.acceptedReply();
      }
      const outcome = await settle(method, trade);
      await record(outcome, trade.outTradeNo, true);
      if (outcome === "credited" || outcome === "duplicate" || outcome === "anomaly") {
        return provider.acceptedReply();
      }
      log.warn({ method, outTradeNo: trade.outTradeNo, outcome }, "payment notification refused");
      return provider.rejectedReply(outcome);
    },

    /**
     * The order's status for polling and the return page. A waiting order's
     * open attempts are asked about first (at most every 3 s each); the status
     * is read again only when an answer may have changed it.
     */
    async refreshedStatus(memberId: number, kind: OrderKind, orderId: number): Promise<OrderPaymentStatus> {
      const status = await orders.status(memberId, kind, orderId);
      if (status.status === "waiting") {
        const recent = now().getTime() - 3000;
        for (const attempt of await repo.waitingForOrder(kind, orderId)) {
          if (attempt.lastQueriedAt && attempt.lastQueriedAt.getTime() > recent) continue;
          await syncAttempt(attempt);
        }
      }
      return paymentStatus(memberId, kind, orderId);
    },

    /**
     * "Cancel order": the member's own waiting order is closed exactly as the
     * close job closes an overdue one (provider trades first, then the order
     * and its reserved stock). A trade found paid on the way is settled, so
     * the answer may well be "paid"; an order already closed stays closed.
     */
    async cancelOrder(memberId: number, kind: OrderKind, orderId: number): Promise<OrderPaymentStatus> {
      const before = await orders.status(memberId, kind, orderId);
      if (before.status === "waiting" && (await closeOrder(kind, orderId)) === "blocked") {
        throw new AppError(ResponseCode.ServerError, "payments.cancelFailed");
      }
      return paymentStatus(memberId, kind, orderId);
    },

    /** Job: recovers lost notifications by asking about waiting attempts. */
    async recoverLostNotifications(limit = 50): Promise<number> {
      const at = now().getTime();
      const due = await repo.dueForQuery(new Date(at - 60_000), new Date(at - 60_000), limit);
      for (const attempt of due) await syncAttempt(attempt);
      return due.length;
    },

    /**
     * Job: closes unpaid orders past their deadline. For each open attempt it
     * asks first (the money may have arrived), then closes at the provider,
     * and only then closes the order. An attempt the provider cannot close
     * keeps its order open until the next run.
     */
    async closeOverdueOrders(): Promise<number> {
      let closed = 0;
      for (const { kind, id } of await orders.overdue()) {
        if ((await closeOrder(kind, id)) === "closed") closed++;
      }
      return closed;
    },

    /** An operator closing a waiting order: exactly as the close job does. */
    closeByOperator: (kind: OrderKind, id: number, alongside: (tx: Executor) => Promise<unknown>) =>
      closeOrder(kind, id, alongside),

    /**
     * A bank transfer an operator saw arrive: recorded as a paid attempt of
     * its own (method "bank", the bank's reference as the trade number, so one
     * transfer pays one order) and delivered through the same fulfilment as a
     * provider's payment, in one transaction with `alongside` (the audit row).
     */
    async settleBankTransfer(
      order: { kind: OrderKind; id: number; memberId: number; amountFen: number },
      bankReference: string,
      alongside: (tx: Executor) => Promise<unknown>,
    ): Promise<void> {
      const paidAt = now();
      await inTransaction(db, async (tx) => {
        const bound = repo.bind(tx);
        const attempt = await bound.insertAttempt({
          outTradeNo: `B${utcStamp(paidAt)}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`,
          orderKind: order.kind,
          orderId: order.id,
          memberId: order.memberId,
          method: "bank",
          channel: "bank_transfer",
          amountFen: order.amountFen,
          handlingFeeFen: 0,
          expiresAt: paidAt,
        });
        if (!(await bound.markPaid(attempt.outTradeNo, bankReference, paidAt))) {
          throw new AppError(ResponseCode.BadRequest, "consoleOrders.orderNotWaiting");
        }
        const fulfilled = await orders.fulfilInTransaction(tx, order.kind, order.id, {
          method: "bank",
          handlingFeeFen: 0,
          payAmountFen: order.amountFen,
          paidAt,
        });
        if (!fulfilled) throw new AppError(ResponseCode.BadRequest, "consoleOrders.orderNotWaiting");
        await alongside(tx);
      });
    },

    /** The attempt that paid an order (its channel and the provider's trade number, for the receipt); undefined if none. */
    paidAttemptOf: (kind: OrderKind, id: number) => repo.payingAttempt(kind, id),

    listAnomalies: (status?: "needs-refund" | "resolved") => repo.listAnomalies(status),
    /** From the command line: no console operator to record. */
    resolveAnomaly: (id: number, note: string) => repo.resolveAnomaly(id, note, now(), null),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** P + UTC time to the second + 8 random digits: unique per attempt, within every provider's limits. */
function outTradeNumber(at: Date): string {
  return `P${utcStamp(at)}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

/** The payments module's records a support view may read (attempts, anomalies, raw notifications). */
export type PaymentRecords = Pick<
  import("./repo.ts").PaymentsRepo,
  "attemptsForOrder" | "anomaliesForAttempts" | "notificationsFor" | "findAnomaly" | "findAttempt"
>;
