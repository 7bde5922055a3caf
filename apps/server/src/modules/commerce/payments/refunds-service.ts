import { randomInt } from "node:crypto";
import { type PaymentMethodName, ResponseCode } from "@shop/contract";
import type { Database } from "@shop/db";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { fenToYuan } from "../../../payment-providers/money.ts";
import type {
  IncomingNotification,
  NotificationReply,
  PaymentProvider,
  ProviderRefundState,
} from "../../../payment-providers/provider.ts";
import type { AuditContext, AuditEntry } from "../../console/audit/service.ts";
import { approverConflict, approverEnrolledByRequester } from "../../console/operators/approver-independence.ts";
import { queueMemberNotice } from "../../platform/alerts/member-notices.ts";
import { createEventPublisher } from "../../platform/webhooks/publisher.ts";
import { bytesPerGb, createLedgerWriter } from "../../proxy/traffic/ledger.ts";
import { createBalanceHolds } from "../balance/holds.ts";
import { createBalanceLedger } from "../balance/ledger.ts";
import { type OrderKind, utcStamp } from "../orders/service.ts";
import { notificationRecorder } from "./notification-log.ts";
import type { RefundRow, RefundStatus, RefundsRepo } from "./refunds-repo.ts";
import type { PaymentsRepo } from "./repo.ts";

/** Who acts: a known operator, as the console's audit log records them. */
export type RefundActor = AuditContext & { operatorId: number };

/** The console's audit log: one row per change, written in the change's own transaction. */
/** Refunds only write audit rows; they never read back the row written. */
export type RefundAudit = { record(executor: Executor, entry: AuditEntry): Promise<unknown> };

export type RefundTarget =
  | { type: "order"; orderKind: OrderKind; orderId: number }
  | { type: "anomaly"; anomalyId: number };

/**
 * Where the operator sends a refund: back through the provider that was paid ("original": Alipay or
 * WeChat Pay), or to the member's CNY balance. The part of an order paid from the balance always
 * goes back to the balance, so an "original" refund beyond what the provider charged (or of an order
 * paid wholly from the balance) is credited there.
 */
export type RefundDestination = "original" | "balance";

export interface RefundRequestInput {
  target: RefundTarget;
  amountFen: number;
  /** "original" when left out. */
  destination?: RefundDestination;
  reason: string;
  /** "Refund the money, keep the ledger honest": allowed even when the traffic was used. */
  keepUsedTraffic: boolean;
  /** Made once by the request form, so a double click or a resend finds the first refund. */
  requestKey: string;
}

export interface RefundsDeps {
  db: Database;
  repo: RefundsRepo;
  payments: PaymentsRepo;
  /** The orders module's side of refunds inside this transaction: what an order credited, and its static IPs. */
  orders: RefundableOrders;
  providers: Record<PaymentMethodName, PaymentProvider>;
  audit: RefundAudit;
  /** Origin WeChat Pay posts refund notifications to (the same one payments use). */
  notifyBaseUrl: () => string;
  /**
   * Traffic of the member's that gateways hold as grants (the usage module's), read in `tx`: already
   * promised to bytes on their way, so a refund cannot take it back.
   */
  reservedTraffic(tx: Executor, memberId: number): Promise<bigint>;
  log: FastifyBaseLogger;
  now?: () => Date;
  /**
   * Told in the refund's transaction once an order's money went back (the growth context: a
   * coupon's use comes back on a full refund, a referral commission shrinks or is reversed).
   */
  onOrderRefunded?: (tx: Executor, refund: OrderRefunded) => Promise<void>;
}

/** An order refund that succeeded: how much, and whether the trade is now refunded in full. */
export interface OrderRefunded {
  orderKind: OrderKind;
  orderId: number;
  refundNo: string;
  refundFen: number;
  wholeTrade: boolean;
}

/** A refund whose answer was lost is asked about again after this long. */
const settleAfterMs = 30_000;

/**
 * Refunds of provider trades: requested by one operator, approved by another,
 * sent to the provider once under a refund number made before the call.
 *
 * Money: a trade is never refunded beyond what it charged, checked under the
 * payment attempt's row lock in the transaction that records the refund.
 * Traffic: a recharge order's share of traffic is taken back on approval (a
 * "refund" ledger row), and given back if the provider refuses for good.
 * Static IPs: a refund that makes the trade refunded in full takes the
 * order's IPs back on approval (a renewal's renewed days), puts them on sale
 * when the money went back, and gives them back if the provider refuses for
 * good. A partial refund gives money only: the IPs stay with the member.
 */
/** The orders module's side of a refund, inside the refund's transaction (orders' `forRefunds`). */
interface RefundableOrders {
  bind(x: Executor): {
    findRechargeOrder(id: number): Promise<{ status: string; trafficGb: number; giftGb: number } | undefined>;
    findStaticOrder(id: number): Promise<{ status: string; kind: string; days: number } | undefined>;
    heldIps(orderId: number): Promise<{ liveIps: number; laterRenewals: Array<{ id: number; orderNo: string }> }>;
    takeBack(orderId: number, cause: string): Promise<{ released: number; shortened: number }>;
    settleTakeBack(cause: string): Promise<number>;
    giveBack(orderId: number): Promise<number>;
    resolveFulfilmentAnomaly(orderId: number, note: string, operatorId: number | null): Promise<boolean>;
  };
}

/** The cause a refund's static-IP take-back is recorded under. */
const takeBackCause = (refundNo: string) => `refund:${refundNo}`;

export type { RefundRow } from "./refunds-repo.ts";

export function createRefundsService(deps: RefundsDeps) {
  const { db, repo, payments, providers, audit, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** The trade a target refunds, checked for being refundable at all. */
  async function tradeOf(x: Executor, target: RefundTarget) {
    const bound = payments.bind(x);
    if (target.type === "anomaly") {
      const anomaly = await bound.findAnomaly(target.anomalyId);
      if (!anomaly) throw AppError.notFound();
      if (anomaly.status !== "needs-refund") throw new AppError(ResponseCode.BadRequest, "refunds.anomalyResolved");
      const attempt = await bound.findAttempt(anomaly.attemptId);
      if (!attempt) throw AppError.notFound();
      // The money never paid anything: nothing to take back from the member.
      return {
        attempt,
        anomalyId: anomaly.id,
        tradeTotalFen: anomaly.amountFen,
        paidFen: anomaly.amountFen,
        providerFen: anomaly.amountFen,
        creditedBytes: 0n,
        staticIps: null,
      };
    }
    const orderRepo = deps.orders.bind(x);
    const order =
      target.orderKind === "recharge"
        ? await orderRepo.findRechargeOrder(target.orderId)
        : await orderRepo.findStaticOrder(target.orderId);
    if (!order) throw AppError.notFound();
    if (order.status !== "paid") throw new AppError(ResponseCode.BadRequest, "refunds.orderNotPaid");
    const attempt = await bound.payingAttempt(target.orderKind, target.orderId);
    // A bank transfer marked paid has no provider to give the money back through, nor a balance.
    const fromBalance = attempt?.method === "balance";
    if (!attempt || !(fromBalance || Object.hasOwn(providers, attempt.method))) {
      throw new AppError(ResponseCode.BadRequest, "refunds.noProviderPayment");
    }
    // Paid from the balance: no provider behind it. A part taken from the balance before the rest
    // was paid (at a provider, or from the balance too) is part of what the order charged.
    const providerFen = fromBalance ? 0 : attempt.amountFen;
    const balancePartFen = await createBalanceHolds(x).heldFen(target.orderKind, target.orderId);
    const creditedBytes =
      "trafficGb" in order && "giftGb" in order
        ? BigInt(Number(order.trafficGb) + Number(order.giftGb)) * bytesPerGb
        : 0n;
    const staticIps =
      target.orderKind === "static" && "kind" in order
        ? {
            kind: order.kind === "renewal" ? ("renewal" as const) : ("new" as const),
            days: order.days,
            ...(await orderRepo.heldIps(target.orderId)),
          }
        : null;
    return {
      attempt,
      anomalyId: null,
      tradeTotalFen: attempt.amountFen,
      paidFen: attempt.amountFen + balancePartFen,
      providerFen,
      creditedBytes,
      staticIps,
    };
  }

  /** The order's traffic a refund of `amountFen` takes back: its share of what the order credited. */
  const shareOf = (creditedBytes: bigint, amountFen: number, paidFen: number) =>
    (creditedBytes * BigInt(amountFen)) / BigInt(paidFen);

  /** Fen of a trade held by refunds (asked for, on their way or made): in all, and through the provider. */
  async function held(x: Executor, attemptId: number): Promise<{ totalFen: number; providerFen: number }> {
    const rows = (await repo.bind(x).forAttempts([attemptId])).filter((r) =>
      (["requested", "processing", "succeeded"] as string[]).includes(r.status),
    );
    return {
      totalFen: rows.reduce((sum, r) => sum + r.amountFen, 0),
      providerFen: rows.reduce((sum, r) => sum + r.amountFen - r.toBalanceFen, 0),
    };
  }

  async function creditedBytesOf(x: Executor, row: RefundRow): Promise<bigint> {
    if (row.anomalyId !== null || row.orderKind !== "recharge") return 0n;
    const order = await deps.orders.bind(x).findRechargeOrder(row.orderId);
    return order ? BigInt(order.trafficGb + order.giftGb) * bytesPerGb : 0n;
  }

  const usedTraffic = (missing: bigint) =>
    new AppError(ResponseCode.BadRequest, "refunds.trafficUsed", {
      gb: (Number((missing * 100n) / bytesPerGb) / 100).toFixed(2),
    });

  async function refused(actor: RefundActor, action: string, row: RefundRow, reason: string) {
    await inTransaction(db, (tx) =>
      audit.record(tx, {
        context: actor,
        action,
        recordType: "refund",
        recordId: String(row.id),
        memberId: row.memberId,
        reason,
        outcome: "refused",
      }),
    );
  }

  /** The paid trade's number at the provider (Stripe refunds its PaymentIntent). */
  async function providerTradeNoOf(row: RefundRow): Promise<string | null> {
    return (await deps.payments.findAttempt(row.attemptId))?.providerTradeNo ?? null;
  }

  /** Sends the refund (always its own number) and applies what the provider answered. */
  async function callProvider(row: RefundRow): Promise<RefundRow> {
    await repo.countCall(row.id, now());
    let state: ProviderRefundState;
    try {
      state = await providers[row.method as PaymentMethodName].refund({
        outTradeNo: row.outTradeNo,
        outRefundNo: row.refundNo,
        refundFen: row.amountFen - row.toBalanceFen,
        totalFen: row.tradeTotalFen,
        reason: row.reason,
        providerTradeNo: await providerTradeNoOf(row),
        notifyUrl: `${deps.notifyBaseUrl()}/pay/notify/wechat-refund`,
      });
    } catch (error) {
      // The outcome is unknown: the job asks (and resends the same number) later.
      log.warn({ err: error, refundNo: row.refundNo }, "refund call got no usable answer");
      await repo.noteProvider(row.id, { lastError: (error as Error).message.slice(0, 500) });
      return (await repo.find(row.id)) ?? row;
    }
    return apply(row, state);
  }

  /**
   * processing -> succeeded, once, and everything that goes with it in the same transaction: the
   * balance part credited to the member (a "refund" ledger row whose cause is the refund number, so
   * it is booked once), the anomaly resolved or the IPs put back on sale, growth told, the webhook.
   */
  async function succeedIn(tx: Executor, row: RefundRow, providerRefundNo: string | null): Promise<RefundRow> {
    const done = await repo.bind(tx).finish(row.id, "succeeded", {
      providerRefundNo,
      lastError: null,
      completedAt: now(),
    });
    if (done && done.toBalanceFen > 0) {
      const credited = await createBalanceLedger(tx).move({
        memberId: done.memberId,
        kind: "refund",
        deltaFen: done.toBalanceFen,
        cause: done.refundNo,
        note: done.reason,
      });
      if (credited.outcome === "insufficient-balance") throw new Error("a balance credit cannot overdraw");
    }
    if (done?.anomalyId != null) {
      const anomaly = await payments.bind(tx).findAnomaly(done.anomalyId);
      const refunded = await succeededFen(tx, done.attemptId, done.anomalyId);
      if (anomaly && refunded >= anomaly.amountFen) {
        // Resolved by the refund's approver: the operator whose decision gave the money back.
        await payments.bind(tx).resolveAnomaly(anomaly.id, `refunded ${done.refundNo}`, now(), done.decidedBy);
      }
    } else if (done?.orderKind === "static") {
      const orders = deps.orders.bind(tx);
      await orders.settleTakeBack(takeBackCause(done.refundNo));
      await orders.resolveFulfilmentAnomaly(done.orderId, `refunded ${done.refundNo}`, done.decidedBy);
    }
    if (done && done.anomalyId === null && deps.onOrderRefunded) {
      const refunded = (await repo.bind(tx).forAttempts([done.attemptId]))
        .filter((r) => r.anomalyId === null && r.status === "succeeded")
        .reduce((sum, r) => sum + r.amountFen, 0);
      await deps.onOrderRefunded(tx, {
        orderKind: done.orderKind as OrderKind,
        orderId: done.orderId,
        refundNo: done.refundNo,
        refundFen: done.amountFen,
        wholeTrade: refunded >= done.paidFen,
      });
    }
    // refund.succeeded, in the transaction that records it (the webhooks outbox).
    if (done && done.memberId !== null) {
      await createEventPublisher(tx).publish(done.memberId, "refund.succeeded", {
        refund_no: done.refundNo,
        order_kind: done.orderKind,
        order_id: done.orderId,
        amount_fen: done.amountFen,
        // Where the money went (issue #29): of amount_fen, to_balance_fen to the member's CNY balance,
        // the rest through the payment provider; channel names it (balance, alipay, wechat or mixed).
        to_balance_fen: done.toBalanceFen,
        channel: refundChannel(done),
        completed_at: (done.completedAt ?? now()).toISOString(),
      });
      // And the member is told once, by their contact channel, after this commits.
      await queueMemberNotice(
        tx,
        done.memberId,
        `refund:${done.refundNo}`,
        { kind: "refund-made", refundNo: done.refundNo, amountFen: done.amountFen, orderKind: done.orderKind },
        now(),
      );
    }
    return done ?? (await repo.bind(tx).find(row.id)) ?? row;
  }

  async function apply(row: RefundRow, state: ProviderRefundState): Promise<RefundRow> {
    switch (state.state) {
      case "succeeded":
        return inTransaction(db, (tx) => succeedIn(tx, row, state.providerRefundNo));
      case "processing":
        await repo.noteProvider(row.id, { providerRefundNo: state.providerRefundNo, lastError: null });
        return (await repo.find(row.id)) ?? row;
      case "failed":
        return inTransaction(db, async (tx) => {
          const done = await repo
            .bind(tx)
            .finish(row.id, "failed", { lastError: `refused: ${state.reason}`, completedAt: now() });
          if (done?.anomalyId === null && done.orderKind === "static") {
            await deps.orders.bind(tx).giveBack(done.orderId);
          }
          if (done && done.trafficBytes > 0n) {
            const ledger = createLedgerWriter(tx);
            await ledger.lockMember(done.memberId);
            await ledger.book([
              {
                memberId: done.memberId,
                kind: "adjustment",
                deltaBytes: done.trafficBytes,
                cause: `refund-failed:${done.refundNo}`,
                note: `the provider refused refund ${done.refundNo}: ${state.reason}`,
              },
            ]);
          }
          if (done) log.error({ refundNo: done.refundNo, reason: state.reason }, "the provider refused a refund");
          return done ?? (await repo.bind(tx).find(row.id)) ?? row;
        });
      case "not-found":
        // Never made: sending the same number again cannot refund twice.
        return callProvider(row);
    }
  }

  /** This refund, with the others approved or made, gives back all the trade charged: the purchase is undone. */
  async function refundsWholeTrade(x: Executor, row: RefundRow): Promise<boolean> {
    const rows = await repo.bind(x).forAttempts([row.attemptId]);
    const given = rows
      .filter((r) => r.anomalyId === null && (r.status === "processing" || r.status === "succeeded"))
      .reduce((sum, r) => sum + r.amountFen, 0);
    return given >= row.paidFen;
  }

  async function succeededFen(x: Executor, attemptId: number, anomalyId: number): Promise<number> {
    const rows = await repo.bind(x).forAttempts([attemptId]);
    return rows
      .filter((r) => r.status === "succeeded" && r.anomalyId === anomalyId)
      .reduce((sum, r) => sum + r.amountFen, 0);
  }

  /** Asks the provider about a refund whose outcome is unknown, and finishes it. */
  async function settle(row: RefundRow): Promise<RefundRow> {
    if (row.status !== "processing") return row;
    try {
      const state = await providers[row.method as PaymentMethodName].queryRefund(
        row.outTradeNo,
        row.refundNo,
        await providerTradeNoOf(row),
      );
      return await apply(row, state);
    } catch (error) {
      log.warn({ err: error, refundNo: row.refundNo }, "refund query failed");
      await repo.noteProvider(row.id, { lastError: (error as Error).message.slice(0, 500) });
      return (await repo.find(row.id)) ?? row;
    }
  }

  return {
    /** What is left to refund of a target, and the traffic a full refund would take back. */
    async refundable(target: RefundTarget) {
      const trade = await tradeOf(db, target);
      const taken = await held(db, trade.attempt.id);
      const availableFen = Math.max(0, trade.paidFen - taken.totalFen);
      return {
        tradeTotalFen: trade.tradeTotalFen,
        paidFen: trade.paidFen,
        heldFen: taken.totalFen,
        availableFen,
        /** What can still go back through the provider (0 for an order paid from the balance). */
        providerAvailableFen: Math.min(availableFen, Math.max(0, trade.providerFen - taken.providerFen)),
        creditedBytes: trade.creditedBytes,
        staticIps: trade.staticIps,
      };
    },

    async request(actor: RefundActor, input: RefundRequestInput): Promise<RefundRow> {
      const earlier = await repo.findByRequestKey(input.requestKey);
      if (earlier) return earlier;
      if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) {
        throw new AppError(ResponseCode.BadRequest, "refunds.amountInvalid");
      }
      const destination = input.destination ?? "original";
      if (destination !== "original" && destination !== "balance") {
        throw new AppError(ResponseCode.BadRequest, "refunds.destinationInvalid");
      }
      const row = await inTransaction(db, async (tx) => {
        const trade = await tradeOf(tx, input.target);
        // The lock every refund of this trade takes: the check below and the insert are one step.
        await payments.bind(tx).lockAttempt(trade.attempt.id);
        // The same form sent twice at once: the second waited for the lock, and finds the first's refund.
        const twin = await repo.bind(tx).findByRequestKey(input.requestKey);
        if (twin) return twin;
        const taken = await held(tx, trade.attempt.id);
        if (taken.totalFen + input.amountFen > trade.paidFen) {
          throw new AppError(ResponseCode.BadRequest, "refunds.amountTooLarge", {
            available: fenToYuan(Math.max(0, trade.paidFen - taken.totalFen)),
          });
        }
        // Through the provider: what it charged and has not given back yet; the rest to the balance.
        const providerPartFen =
          destination === "balance" ? 0 : Math.min(input.amountFen, Math.max(0, trade.providerFen - taken.providerFen));
        const toBalanceFen = input.amountFen - providerPartFen;
        // The balance is CNY: cents of a USD trade go back to the card only, never into it.
        if (toBalanceFen > 0 && trade.attempt.currency !== "CNY") {
          throw new AppError(ResponseCode.BadRequest, "refunds.usdToCardOnly");
        }
        const bytes = shareOf(trade.creditedBytes, input.amountFen, trade.paidFen);
        if (bytes > 0n && !input.keepUsedTraffic) {
          const balance = await createLedgerWriter(tx).balance(trade.attempt.memberId);
          const free = balance - (await deps.reservedTraffic(tx, trade.attempt.memberId));
          if (free < bytes) throw usedTraffic(bytes - free);
        }
        const inserted = await repo.bind(tx).insert({
          refundNo: refundNumber(now()),
          requestKey: input.requestKey,
          attemptId: trade.attempt.id,
          anomalyId: trade.anomalyId,
          orderKind: trade.attempt.orderKind,
          orderId: trade.attempt.orderId,
          memberId: trade.attempt.memberId,
          method: trade.attempt.method,
          outTradeNo: trade.attempt.outTradeNo,
          tradeTotalFen: trade.tradeTotalFen,
          paidFen: trade.paidFen,
          amountFen: input.amountFen,
          toBalanceFen,
          reason: input.reason,
          keepsUsedTraffic: input.keepUsedTraffic,
          requestedBy: actor.operatorId,
          createdAt: now(),
        });
        if (!inserted) return undefined;
        await audit.record(tx, {
          context: actor,
          action: "refund.request",
          recordType: "refund",
          recordId: String(inserted.id),
          memberId: inserted.memberId,
          reason: input.reason,
          after: {
            refundNo: inserted.refundNo,
            outTradeNo: inserted.outTradeNo,
            amountFen: inserted.amountFen,
            destination,
            toBalanceFen: inserted.toBalanceFen,
            keepsUsedTraffic: inserted.keepsUsedTraffic,
          },
          outcome: "ok",
        });
        return inserted;
      });
      // The same form sent twice at once: the other request made it.
      return row ?? ((await repo.findByRequestKey(input.requestKey)) as RefundRow);
    },

    /**
     * The second operator's approval: takes the traffic back and calls the
     * provider, once; a refund wholly to the balance is credited and succeeds
     * in this transaction instead. A second click (or a second approver at the
     * same time) finds the refund decided and calls nothing.
     */
    async approve(actor: RefundActor, id: number): Promise<RefundRow> {
      const current = await repo.find(id);
      if (!current) throw AppError.notFound();
      if (current.requestedBy === actor.operatorId) {
        await refused(actor, "refund.approve", current, "requested by the same operator");
        throw new AppError(ResponseCode.Forbidden, "refunds.sameOperator");
      }
      if ((await approverConflict(db, actor.operatorId, current.requestedBy, now())) !== null) {
        await refused(actor, "refund.approve", current, "approver enrolled by the requester");
        throw approverEnrolledByRequester();
      }
      if (current.status !== "requested") {
        throw new AppError(ResponseCode.BadRequest, "refunds.alreadyDecided", { status: current.status });
      }
      const approved = await inTransaction(db, async (tx) => {
        // Approvers of the same refund queue here; the later one finds it decided.
        const locked = await repo.bind(tx).lock(id);
        if (locked?.status !== "requested") return undefined;
        const ledger = createLedgerWriter(tx);
        const credited = await creditedBytesOf(tx, current);
        let bytes = shareOf(credited, current.amountFen, current.paidFen);
        if (bytes > 0n) {
          await ledger.lockMember(current.memberId);
          // What gateways hold as grants is on its way and will be charged: it is not there to take back.
          const free = (await ledger.balance(current.memberId)) - (await deps.reservedTraffic(tx, current.memberId));
          if (free < bytes) {
            if (!current.keepsUsedTraffic) throw usedTraffic(bytes - free);
            // Keep the ledger honest: take back what is left, never below zero.
            bytes = free > 0n ? free : 0n;
          }
        }
        const row = await repo.bind(tx).approve(id, actor.operatorId, bytes, now());
        if (!row) return undefined;
        if (bytes > 0n) {
          await ledger.book([
            {
              memberId: row.memberId,
              kind: "refund",
              deltaBytes: -bytes,
              cause: `refund:${row.refundNo}`,
              note: row.reason,
            },
          ]);
        }
        const ipsTaken =
          row.anomalyId === null && row.orderKind === "static" && (await refundsWholeTrade(tx, row))
            ? await deps.orders.bind(tx).takeBack(row.orderId, takeBackCause(row.refundNo))
            : null;
        // All of it to the balance: no provider to ask, the money is back when this commits.
        const toBalanceOnly = row.toBalanceFen === row.amountFen;
        const decided = toBalanceOnly ? await succeedIn(tx, row, null) : row;
        await audit.record(tx, {
          context: actor,
          action: "refund.approve",
          recordType: "refund",
          recordId: String(row.id),
          memberId: row.memberId,
          before: { status: current.status },
          after: {
            status: decided.status,
            trafficBytes: String(row.trafficBytes),
            amountFen: row.amountFen,
            toBalanceFen: row.toBalanceFen,
            ...(ipsTaken ? { ipsReleased: ipsTaken.released, ipsShortened: ipsTaken.shortened } : {}),
          },
          outcome: "ok",
        });
        return { row: decided, callProvider: !toBalanceOnly };
      });
      if (!approved) {
        const after = await repo.find(id);
        throw new AppError(ResponseCode.BadRequest, "refunds.alreadyDecided", { status: after?.status ?? "" });
      }
      return approved.callProvider ? callProvider(approved.row) : approved.row;
    },

    async reject(actor: RefundActor, id: number, note: string): Promise<RefundRow> {
      const current = await repo.find(id);
      if (!current) throw AppError.notFound();
      if (current.requestedBy === actor.operatorId) {
        await refused(actor, "refund.reject", current, "requested by the same operator");
        throw new AppError(ResponseCode.Forbidden, "refunds.sameOperator");
      }
      const row = await inTransaction(db, async (tx) => {
        const rejected = await repo.bind(tx).reject(id, actor.operatorId, note, now());
        if (!rejected) return undefined;
        await audit.record(tx, {
          context: actor,
          action: "refund.reject",
          recordType: "refund",
          recordId: String(id),
          memberId: rejected.memberId,
          reason: note,
          before: { status: current.status },
          after: { status: rejected.status },
          outcome: "ok",
        });
        return rejected;
      });
      if (!row) {
        const after = await repo.find(id);
        throw new AppError(ResponseCode.BadRequest, "refunds.alreadyDecided", { status: after?.status ?? "" });
      }
      return row;
    },

    /** "Check with the provider now" for one refund whose outcome is unknown. */
    async settleOne(id: number): Promise<RefundRow> {
      const row = await repo.find(id);
      if (!row) throw AppError.notFound();
      return settle(row);
    },

    /** Job: refunds whose answer was lost are asked about, and resent with the same number when never made. */
    async settleUnknown(limit = 20): Promise<number> {
      const at = now();
      const due = await repo.claimUnsettled(new Date(at.getTime() - settleAfterMs), at, limit);
      for (const row of due) await settle(row);
      return due.length;
    },

    /** POST /pay/notify/wechat-refund: REFUND.SUCCESS and friends, verified, recorded raw, applied once. */
    async handleWechatNotification(notification: IncomingNotification): Promise<NotificationReply> {
      const provider = providers.wechat;
      const verdict = await provider.verifyRefundNotification(notification);
      const record = notificationRecorder(payments, "wechat", notification);
      if (!verdict.ok) {
        await record(`rejected: ${verdict.reason}`, null, false);
        log.warn({ reason: verdict.reason }, "refund notification rejected");
        return provider.rejectedReply(verdict.reason);
      }
      const row = await repo.findByRefundNo(verdict.refund.outRefundNo);
      if (!row || row.outTradeNo !== verdict.outTradeNo || row.method !== "wechat") {
        await record("rejected: unknown-refund", verdict.outTradeNo, true);
        return provider.rejectedReply("unknown-refund");
      }
      if (verdict.refund.state === "succeeded" && verdict.refund.refundFen !== row.amountFen - row.toBalanceFen) {
        await record(`rejected: refund-amount-mismatch ${row.refundNo}`, verdict.outTradeNo, true);
        log.error({ refundNo: row.refundNo }, "WeChat Pay notified a refund amount that differs from ours");
        return provider.rejectedReply("refund-amount-mismatch");
      }
      const before = row.status;
      const after = row.status === "processing" ? await apply(row, verdict.refund) : row;
      await record(
        `refund ${verdict.refund.state}: ${row.refundNo}${before === after.status ? " (duplicate)" : ""}`,
        verdict.outTradeNo,
        true,
      );
      return provider.acceptedReply();
    },

    get: (id: number) => repo.find(id),
    forOrder: (kind: OrderKind, id: number) => repo.forOrder(kind, id),
    forAttempts: (ids: number[]) => repo.forAttempts(ids),
    page: (filter: { status?: RefundStatus; substationId: number | null; limit: number; offset: number }) =>
      repo.page(filter),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;

/** RF + UTC time to the second + 8 random digits (order numbers start with R alone): within both providers' 64 characters. */
function refundNumber(at: Date): string {
  return `RF${utcStamp(at)}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

/** Where a refund's money went: all to the balance, all through the provider (its method), or both. */
function refundChannel(refund: { amountFen: number; toBalanceFen: number; method: string }): string {
  if (refund.toBalanceFen >= refund.amountFen) return "balance";
  return refund.toBalanceFen > 0 ? "mixed" : refund.method;
}
