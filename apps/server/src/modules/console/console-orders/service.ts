import type {
  BankTransferDecision,
  CloseOrderRequest,
  ConsoleOrderDetail,
  ConsoleOrderQuery,
  MarkPaidRequest,
  Refund,
  RefundPage,
  RefundQuery,
  RefundRequest,
} from "@shop/contract";
import { consoleOrderQuerySchema, ResponseCode } from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { isUniqueViolation } from "../../../lib/postgres-errors.ts";
import type { OrderKind } from "../../commerce/orders/service.ts";
import type { BankTransfers } from "../../commerce/payments/bank-transfer.ts";
import type { RefundActor, RefundRow, RefundsService } from "../../commerce/payments/refunds-service.ts";
import type { PaymentRecords, PaymentsService } from "../../commerce/payments/service.ts";
import { queueMemberNotice } from "../../platform/alerts/member-notices.ts";
import type { AuditLog } from "../audit/service.ts";
import { approverConflict, approverEnrolledByRequester } from "../operators/approver-independence.ts";
import type { BankTransferClaim, ConsoleOrdersRepo } from "./repo.ts";

/** The console operator behind a call: who (for the audit log) and which members they may see. */
export interface ConsoleCaller {
  actor: RefundActor;
  /** Limited to this substation's members; null sees all. */
  substationId: number | null;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * The console's orders and refunds: search and detail read across the
 * modules; every change goes through the payments or refunds service and
 * writes its audit row in the change's own transaction.
 */
export function createConsoleOrdersService(deps: {
  db: Database;
  repo: ConsoleOrdersRepo;
  payments: PaymentsService;
  paymentsRepo: PaymentRecords;
  refunds: RefundsService;
  audit: Pick<AuditLog, "record">;
  /** The reference a member was given when they chose bank transfer (shown beside reported transfers). */
  bankTransfers?: Pick<BankTransfers, "referenceOf">;
  now?: () => Date;
}) {
  const { db, repo, payments, paymentsRepo, refunds, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function refundViews(rows: RefundRow[]): Promise<Refund[]> {
    const names = await repo.operatorNames(
      rows.flatMap((r) => (r.decidedBy ? [r.requestedBy, r.decidedBy] : [r.requestedBy])),
    );
    const orderNos = await repo.orderNumbers(rows.map((r) => ({ kind: r.orderKind, id: r.orderId })));
    const accounts = await repo.memberAccounts(rows.map((r) => r.memberId));
    const who = (id: number) => ({ id, name: names.get(id) ?? `#${id}` });
    return rows.map((r) => ({
      id: r.id,
      refundNo: r.refundNo,
      orderKind: r.orderKind as OrderKind,
      orderId: r.orderId,
      orderNo: orderNos.get(`${r.orderKind}:${r.orderId}`) ?? null,
      anomalyId: r.anomalyId,
      memberId: r.memberId,
      memberAccount: accounts.get(r.memberId) ?? "",
      method: r.method,
      outTradeNo: r.outTradeNo,
      tradeTotalFen: r.tradeTotalFen,
      paidFen: r.paidFen,
      amountFen: r.amountFen,
      toBalanceFen: r.toBalanceFen,
      reason: r.reason,
      status: r.status as Refund["status"],
      trafficBytes: Number(r.trafficBytes),
      keepsUsedTraffic: r.keepsUsedTraffic,
      requestedBy: who(r.requestedBy),
      decidedBy: r.decidedBy === null ? null : who(r.decidedBy),
      decidedAt: iso(r.decidedAt),
      decisionNote: r.decisionNote,
      providerRefundNo: r.providerRefundNo,
      providerCalls: r.providerCalls,
      lastError: r.lastError,
      completedAt: iso(r.completedAt),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** The order, when the caller may see its member; 404 otherwise (a limited operator learns nothing). */
  async function visibleOrder(caller: ConsoleCaller, kind: OrderKind, id: number) {
    const order = await repo.findOrder(kind, id);
    if (!order || (caller.substationId !== null && order.substationId !== caller.substationId)) {
      throw AppError.notFound();
    }
    return order;
  }

  async function detail(caller: ConsoleCaller, kind: OrderKind, id: number): Promise<ConsoleOrderDetail> {
    const { substationId: _, ...order } = await visibleOrder(caller, kind, id);
    const attempts = await paymentsRepo.attemptsForOrder(kind, id);
    const anomalies = await paymentsRepo.anomaliesForAttempts(attempts.map((a) => a.id));
    const notifications = await paymentsRepo.notificationsFor(attempts.map((a) => a.outTradeNo));
    const refundRows = await refunds.forOrder(kind, id);
    let refundable: ConsoleOrderDetail["refundable"] = null;
    if (order.status === "paid" && order.paymentMethod !== "bank") {
      try {
        const left = await refunds.refundable({ type: "order", orderKind: kind, orderId: id });
        refundable = {
          tradeTotalFen: left.tradeTotalFen,
          paidFen: left.paidFen,
          availableFen: left.availableFen,
          providerAvailableFen: left.providerAvailableFen,
          creditedBytes: Number(left.creditedBytes),
          staticIps: left.staticIps,
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    const claim = order.status === "waiting" ? await repo.openBankTransfer(kind, id) : undefined;
    return {
      order,
      bankTransfer: claim ? await bankTransferView(claim) : null,
      memberBankReference: (await deps.bankTransfers?.referenceOf(kind, id)) ?? null,
      bankTransferMismatches: (await repo.mismatchedBankTransfers(kind, id)).map((m) => ({
        id: m.id,
        amountFen: m.amountFen,
        bankReference: m.bankReference,
        note: m.decisionNote ?? "",
      })),
      attempts: attempts.map((a) => {
        const anomaly = anomalies.find((x) => x.attemptId === a.id);
        return {
          id: a.id,
          outTradeNo: a.outTradeNo,
          method: a.method,
          channel: a.channel,
          amountFen: a.amountFen,
          status: a.status,
          providerTradeNo: a.providerTradeNo,
          createdAt: a.createdAt.toISOString(),
          paidAt: iso(a.paidAt),
          anomaly: anomaly
            ? { id: anomaly.id, reason: anomaly.reason, amountFen: anomaly.amountFen, status: anomaly.status }
            : null,
        };
      }),
      notifications: notifications.map((n) => ({
        id: n.id,
        method: n.method,
        outTradeNo: n.outTradeNo,
        outcome: n.outcome,
        signatureValid: n.signatureValid,
        body: n.body,
        receivedAt: n.receivedAt.toISOString(),
      })),
      refunds: await refundViews(refundRows),
      refundable,
    };
  }

  const orderAudit =
    (
      caller: ConsoleCaller,
      action: string,
      order: { kind: string; id: number; memberId: number; status: string },
      extra: { reason: string; after: object },
    ) =>
    (tx: Executor) =>
      audit.record(tx, {
        context: caller.actor,
        action,
        recordType: `${order.kind}-order`,
        recordId: String(order.id),
        memberId: order.memberId,
        reason: extra.reason,
        before: { status: order.status },
        after: extra.after,
        outcome: "ok",
      });

  async function bankTransferView(claim: BankTransferClaim): Promise<NonNullable<ConsoleOrderDetail["bankTransfer"]>> {
    const names = await repo.operatorNames([claim.requestedBy]);
    return {
      id: claim.id,
      bankReference: claim.bankReference,
      amountFen: claim.amountFen,
      reason: claim.reason,
      payerName: claim.payerName,
      receivedOn: claim.receivedOn,
      requestedBy: { id: claim.requestedBy, name: names.get(claim.requestedBy) ?? `#${claim.requestedBy}` },
      createdAt: claim.createdAt.toISOString(),
    };
  }

  /** A refused decision on a bank transfer leaves its audit row, like a refused refund approval. */
  async function refusedBankTransfer(caller: ConsoleCaller, claim: BankTransferClaim, reason: string) {
    await inTransaction(db, (tx) =>
      audit.record(tx, {
        context: caller.actor,
        action: "order.mark-paid-confirm",
        recordType: `${claim.orderKind}-order`,
        recordId: String(claim.orderId),
        memberId: claim.memberId,
        reason,
        outcome: "refused",
      }),
    );
  }

  /** Refunds act on a refund the caller may see (its member in their substation). */
  async function visibleRefund(caller: ConsoleCaller, id: number): Promise<RefundRow> {
    const row = await refunds.get(id);
    if (!row) throw AppError.notFound();
    if (caller.substationId !== null && (await repo.memberSubstation(row.memberId)) !== caller.substationId) {
      throw AppError.notFound();
    }
    return row;
  }
  const oneView = async (row: RefundRow) => (await refundViews([row]))[0] as Refund;

  return {
    async search(caller: ConsoleCaller, query: ConsoleOrderQuery) {
      return repo.search(consoleOrderQuerySchema.parse(query), caller.substationId);
    },
    detail,

    async close(caller: ConsoleCaller, input: CloseOrderRequest): Promise<ConsoleOrderDetail> {
      const order = await visibleOrder(caller, input.kind, Number(input.id));
      if (order.status !== "waiting") throw new AppError(ResponseCode.BadRequest, "consoleOrders.orderNotWaiting");
      const outcome = await payments.closeByOperator(
        order.kind,
        order.id,
        orderAudit(caller, "order.close", order, { reason: input.reason, after: { status: "closed" } }),
      );
      if (outcome === "blocked") throw new AppError(ResponseCode.ServerError, "consoleOrders.closeBlocked");
      // not-waiting: a payment arrived on the way and was settled; the detail shows it paid.
      return detail(caller, order.kind, order.id);
    },

    /** The first operator's word that a transfer arrived: recorded, the order stays waiting for a second. */
    async markPaid(caller: ConsoleCaller, input: MarkPaidRequest): Promise<ConsoleOrderDetail> {
      const order = await visibleOrder(caller, input.kind, Number(input.id));
      if (order.status !== "waiting") throw new AppError(ResponseCode.BadRequest, "consoleOrders.orderNotWaiting");
      const reference = input.bankReference.trim();
      const claim = await repo.insertBankTransfer({
        orderKind: order.kind,
        orderId: order.id,
        memberId: order.memberId,
        amountFen: input.amountFen === undefined ? order.amountFen : Number(input.amountFen),
        bankReference: reference,
        reason: input.reason,
        payerName: input.payerName?.trim() || null,
        receivedOn: input.receivedOn ?? null,
        requestedBy: caller.actor.operatorId,
        createdAt: now(),
      });
      if (!claim) throw new AppError(ResponseCode.BadRequest, "consoleOrders.bankTransferPending");
      await inTransaction(db, (tx) =>
        audit.record(tx, {
          context: caller.actor,
          action: "order.mark-paid-request",
          recordType: `${order.kind}-order`,
          recordId: String(order.id),
          memberId: order.memberId,
          reason: input.reason,
          after: {
            bankTransfer: claim.id,
            bankReference: reference,
            amountFen: claim.amountFen,
            payerName: claim.payerName,
            receivedOn: claim.receivedOn,
          },
          outcome: "ok",
        }),
      );
      return detail(caller, order.kind, order.id);
    },

    /**
     * Another operator confirms (the order is paid and delivered, in one transaction with the claim's
     * decision, so it is credited once however many confirm at the same time) or rejects the report.
     */
    async decideBankTransfer(caller: ConsoleCaller, input: BankTransferDecision): Promise<ConsoleOrderDetail> {
      const order = await visibleOrder(caller, input.kind, Number(input.id));
      const claim = await repo.openBankTransfer(order.kind, order.id);
      if (!claim) throw new AppError(ResponseCode.NotFound, "consoleOrders.bankTransferNotFound");
      const me = caller.actor.operatorId;
      if (claim.requestedBy === me) {
        await refusedBankTransfer(caller, claim, "reported by the same operator");
        throw new AppError(ResponseCode.Forbidden, "consoleOrders.bankTransferSameOperator");
      }
      const reason = input.reason?.trim() || null;
      const decided = { decidedBy: me, decidedAt: now(), decisionNote: reason };
      if (input.decision === "reject") {
        await inTransaction(db, async (tx) => {
          if (!(await repo.decideBankTransfer(tx, claim.id, { ...decided, status: "rejected" }))) {
            throw new AppError(ResponseCode.NotFound, "consoleOrders.bankTransferNotFound");
          }
          await orderAudit(caller, "order.mark-paid-reject", order, {
            reason: reason ?? "",
            after: { status: order.status, bankTransfer: claim.id, bankReference: claim.bankReference },
          })(tx);
        });
        return detail(caller, order.kind, order.id);
      }
      if ((await approverConflict(db, me, claim.requestedBy, now())) !== null) {
        await refusedBankTransfer(caller, claim, "approver enrolled by the requester");
        throw approverEnrolledByRequester();
      }
      if (order.status !== "waiting") throw new AppError(ResponseCode.BadRequest, "consoleOrders.orderNotWaiting");
      if (claim.amountFen !== order.amountFen) {
        // Never credited: kept as a mismatch with its reason, for finance to refund or correct.
        const note = `amount-mismatch: received ${claim.amountFen} fen, order ${order.amountFen} fen`;
        const kept = await inTransaction(db, async (tx) => {
          const row = await repo.decideBankTransfer(tx, claim.id, {
            ...decided,
            decisionNote: note,
            status: "mismatch",
          });
          if (!row) return false;
          await orderAudit(caller, "order.mark-paid-mismatch", order, {
            reason: note,
            after: { status: order.status, bankTransfer: claim.id, receivedFen: claim.amountFen },
          })(tx);
          return true;
        });
        if (!kept) throw new AppError(ResponseCode.NotFound, "consoleOrders.bankTransferNotFound");
        throw new AppError(ResponseCode.BadRequest, "consoleOrders.bankTransferAmountMismatch", {
          received: (claim.amountFen / 100).toFixed(2),
          expected: (order.amountFen / 100).toFixed(2),
        });
      }
      const memberReference = (await deps.bankTransfers?.referenceOf(order.kind, order.id)) ?? claim.bankReference;
      try {
        await payments.settleBankTransfer(
          { kind: order.kind, id: order.id, memberId: order.memberId, amountFen: order.amountFen },
          claim.bankReference,
          async (tx) => {
            if (!(await repo.decideBankTransfer(tx, claim.id, { ...decided, status: "confirmed" }))) {
              throw new AppError(ResponseCode.NotFound, "consoleOrders.bankTransferNotFound");
            }
            await orderAudit(caller, "order.mark-paid", order, {
              reason: claim.reason,
              after: {
                status: "paid",
                paymentMethod: "bank",
                bankReference: claim.bankReference,
                bankTransfer: claim.id,
                reportedBy: claim.requestedBy,
              },
            })(tx);
            await queueMemberNotice(
              tx,
              order.memberId,
              `bank-transfer:${claim.id}`,
              {
                kind: "bank-transfer-confirmed",
                orderNo: order.orderNo,
                amountFen: claim.amountFen,
                reference: memberReference,
              },
              now(),
            );
          },
        );
      } catch (error) {
        if (isUniqueViolation(error, "payment_attempts_provider_trade_key")) {
          throw new AppError(ResponseCode.BadRequest, "consoleOrders.bankReferenceUsed");
        }
        throw error;
      }
      return detail(caller, order.kind, order.id);
    },

    async listRefunds(caller: ConsoleCaller, query: RefundQuery): Promise<RefundPage> {
      const pageSize = Number(query.pageSize ?? 20);
      const { rows, total } = await refunds.page({
        status: query.status,
        substationId: caller.substationId,
        limit: pageSize,
        offset: (Number(query.page ?? 1) - 1) * pageSize,
      });
      return { list: await refundViews(rows), total };
    },

    async requestRefund(caller: ConsoleCaller, input: RefundRequest): Promise<Refund> {
      let target: Parameters<RefundsService["request"]>[1]["target"];
      if (input.anomalyId !== undefined) {
        const anomaly = await paymentsRepo.findAnomaly(Number(input.anomalyId));
        const attempt = anomaly && (await paymentsRepo.findAttempt(anomaly.attemptId));
        if (!attempt) throw AppError.notFound();
        await visibleOrder(caller, attempt.orderKind as OrderKind, attempt.orderId);
        target = { type: "anomaly", anomalyId: Number(input.anomalyId) };
      } else {
        const order = await visibleOrder(caller, input.orderKind as OrderKind, Number(input.orderId));
        target = { type: "order", orderKind: order.kind, orderId: order.id };
      }
      const row = await refunds.request(caller.actor, {
        target,
        amountFen: input.amountFen,
        reason: input.reason.trim(),
        keepUsedTraffic: input.keepUsedTraffic ?? false,
        destination: input.destination ?? "original",
        requestKey: input.requestKey,
      });
      return oneView(row);
    },

    async approveRefund(caller: ConsoleCaller, id: number): Promise<Refund> {
      await visibleRefund(caller, id);
      return oneView(await refunds.approve(caller.actor, id));
    },
    async rejectRefund(caller: ConsoleCaller, id: number, reason: string): Promise<Refund> {
      await visibleRefund(caller, id);
      return oneView(await refunds.reject(caller.actor, id, reason.trim()));
    },
    /** "Check with the provider now": audited with what the refund was before and after asking. */
    async settleRefund(caller: ConsoleCaller, id: number): Promise<Refund> {
      const before = await visibleRefund(caller, id);
      const after = await refunds.settleOne(id);
      await inTransaction(db, (tx) =>
        audit.record(tx, {
          context: caller.actor,
          action: "refund.settle",
          recordType: "refund",
          recordId: String(id),
          memberId: before.memberId,
          before: { status: before.status },
          after: { status: after.status, providerCalls: after.providerCalls },
          outcome: "ok",
        }),
      );
      return oneView(after);
    },
  };
}

export type ConsoleOrdersService = ReturnType<typeof createConsoleOrdersService>;
