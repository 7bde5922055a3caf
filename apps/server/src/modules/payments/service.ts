import { randomInt } from "node:crypto";
import {
  type Locale,
  type OrderStatusAnswer,
  type PayAnswer,
  type PayInfo,
  type PaymentChannelName,
  type PaymentMethodName,
  type PayRequest,
  ResponseCode,
} from "@shop/contract";
import type { Database } from "@shop/db";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { inTransaction } from "../../lib/executor.ts";
import type {
  IncomingNotification,
  NotificationReply,
  PaymentProvider,
  ProviderTradeState,
} from "../../payments/provider.ts";
import type { OrderKind } from "../orders/repo.ts";
import { type OrdersService, utcStamp } from "../orders/service.ts";
import type { AttemptRow, PaymentsRepo } from "./repo.ts";

export interface PaymentsDeps {
  db: Database;
  repo: PaymentsRepo;
  orders: OrdersService;
  providers: Record<PaymentMethodName, PaymentProvider>;
  /** Handling fee per method, in per mille of the order amount. */
  handlingFeePermille: Record<PaymentMethodName, number>;
  /** Origin the providers post notifications to (PAYMENT_NOTIFY_BASE_URL, PUBLIC_URL or the server itself), never a request's Host. */
  notifyBaseUrl: () => string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** What became of a paid trade the provider told us about. */
export type SettleOutcome =
  | "credited"
  | "duplicate"
  | "anomaly"
  | "unknown-trade"
  | "method-mismatch"
  | "amount-mismatch";

const defaultChannel: Record<PaymentMethodName, PaymentChannelName> = { alipay: "alipay_pc", wechat: "wx_native" };
const channelMethod: Record<PaymentChannelName, PaymentMethodName> = {
  alipay_pc: "alipay",
  alipay_wap: "alipay",
  wx_native: "wechat",
};

export function handlingFeeFen(amountFen: number, permille: number): number {
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
  const { db, repo, orders, providers, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function settle(method: PaymentMethodName, trade: Extract<ProviderTradeState, { state: "paid" }>) {
    const attempt = await repo.findByOutTradeNo(trade.outTradeNo);
    if (!attempt) return "unknown-trade" as const;
    if (attempt.method !== method) return "method-mismatch" as const;
    if (trade.amountFen !== attempt.amountFen) return "amount-mismatch" as const;
    return inTransaction(db, async (tx): Promise<SettleOutcome> => {
      const bound = repo.bind(tx);
      const anomaly = (reason: string) =>
        bound.recordAnomaly({
          attemptId: attempt.id,
          method,
          providerTradeNo: trade.providerTradeNo,
          amountFen: trade.amountFen,
          reason,
        });
      const paidAttempt = await bound.markPaid(trade.outTradeNo, trade.providerTradeNo, trade.paidAt);
      if (!paidAttempt) {
        const current = await bound.findByOutTradeNo(trade.outTradeNo);
        if (current?.status === "paid" && current.providerTradeNo === trade.providerTradeNo) return "duplicate";
        await anomaly(current?.status === "paid" ? "attempt-paid-twice" : "attempt-closed");
        return "anomaly";
      }
      const fulfilled = await orders.fulfilInTransaction(tx, attempt.orderKind as OrderKind, attempt.orderId, {
        method,
        handlingFeeFen: attempt.handlingFeeFen,
        payAmountFen: attempt.amountFen,
        paidAt: trade.paidAt,
      });
      if (!fulfilled) {
        await anomaly("order-not-waiting");
        return "anomaly";
      }
      return "credited";
    });
  }

  /** Asks the provider about one attempt and settles it when paid. Safe to call any number of times. */
  async function syncAttempt(attempt: AttemptRow): Promise<ProviderTradeState | undefined> {
    const provider = providers[attempt.method as PaymentMethodName];
    try {
      const state = await provider.query(attempt.outTradeNo);
      await repo.touchQueried(attempt.id, now());
      if (state.state === "paid") {
        const outcome = await settle(provider.method, state);
        log.info({ outTradeNo: attempt.outTradeNo, outcome }, "payment settled by query");
      }
      return state;
    } catch (error) {
      log.warn({ err: error, outTradeNo: attempt.outTradeNo }, "payment query failed");
      return undefined;
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
        options: (["alipay", "wechat"] as const).map((method) => {
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
      };
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
      const channel = input.channel ?? defaultChannel[method];
      if (channelMethod[channel] !== method) throw new AppError(ResponseCode.BadRequest, "payments.channelMismatch");
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
          subject: order.subject,
          channel,
          expiresAt: order.payDeadline,
          notifyUrl: `${base}/pay/notify/${method}`,
          returnUrl: returnUrl.toString(),
          clientIp: context.clientIp,
        });
        await repo.setPayUrl(attempt.id, created.payUrl);
        return {
          outTradeNo: attempt.outTradeNo,
          method,
          channel,
          payUrl: created.payUrl,
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
      const record = (outcome: string, outTradeNo: string | null, signatureValid: boolean) =>
        repo.recordNotification({
          method,
          outTradeNo,
          headers: notification.headers,
          body: notification.rawBody,
          signatureValid,
          outcome,
        });
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
        if (outcome === "anomaly") log.error({ method, outTradeNo: trade.outTradeNo }, "payment needs a refund");
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
    async refreshedStatus(memberId: number, kind: OrderKind, orderId: number): Promise<OrderStatusAnswer> {
      const status = await orders.status(memberId, kind, orderId);
      if (status.status !== "waiting") return status;
      const recent = now().getTime() - 3000;
      let asked = false;
      for (const attempt of await repo.waitingForOrder(kind, orderId)) {
        if (attempt.lastQueriedAt && attempt.lastQueriedAt.getTime() > recent) continue;
        await syncAttempt(attempt);
        asked = true;
      }
      return asked ? orders.status(memberId, kind, orderId) : status;
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
        let blocked = false;
        const attempts = await repo.waitingForOrder(kind, id);
        for (const attempt of attempts) {
          const state = await syncAttempt(attempt);
          if (state?.state === "paid") {
            blocked = true;
            break;
          }
          try {
            await providers[attempt.method as PaymentMethodName].close(attempt.outTradeNo);
          } catch (error) {
            log.warn({ err: error, outTradeNo: attempt.outTradeNo }, "closing the trade at the provider failed");
            blocked = true;
          }
        }
        if (blocked) continue;
        const done = await inTransaction(db, async (tx) => {
          const bound = repo.bind(tx);
          for (const attempt of attempts) await bound.markClosed(attempt.id, now());
          return orders.closeInTransaction(tx, kind, id);
        });
        if (done) closed++;
      }
      return closed;
    },

    listAnomalies: (status?: "needs-refund" | "resolved") => repo.listAnomalies(status),
    resolveAnomaly: (id: number, note: string) => repo.resolveAnomaly(id, note, now()),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** P + UTC time to the second + 8 random digits: unique per attempt, within every provider's limits. */
function outTradeNumber(at: Date): string {
  return `P${utcStamp(at)}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}
