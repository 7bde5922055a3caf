import { randomInt } from "node:crypto";
import { type BalancePayAnswer, type Locale, ResponseCode, type UseBalanceAnswer } from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { createBalanceHolds } from "../balance/holds.ts";
import { createBalanceLedger } from "../balance/ledger.ts";
import type { PayableOrders } from "../balance/topups.ts";
import type { OrderKind } from "../orders/service.ts";
import { utcStamp } from "../orders/views.ts";
import type { PaymentsRepo } from "./repo.ts";

/** The ledger cause of paying one order from the balance: (payment, cause) is unique, so an order is paid from it once. */
export const balancePaymentCause = (kind: OrderKind, orderId: number) => `order:${kind}:${orderId}`;

/** Why an order could not be paid from the balance. */
type RefusalReason =
  | "insufficient-balance"
  | "not-payable"
  | "part-too-large"
  | "open-payment"
  | "already-used"
  | "usd-order";
const refusalMessages: Record<RefusalReason, string> = {
  "insufficient-balance": "balance.insufficient",
  "not-payable": "balance.notPayable",
  "part-too-large": "balance.partTooLarge",
  "open-payment": "balance.openPayment",
  "already-used": "balance.alreadyUsed",
  "usd-order": "balance.usdOrder",
};

export class BalancePaymentRefused extends AppError {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, params?: Record<string, string | number>) {
    super(ResponseCode.BadRequest, refusalMessages[reason], params);
    this.reason = reason;
  }
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const formatYuan = (fen: number) => `¥${yuan(fen).replace(/\.00$/, "")}`;

/**
 * Checkout from the CNY balance: one transaction takes the amount from the
 * ledger (the member's balance row locked first, so two checkouts on one
 * balance are serialised and never overdraw it), records a paid attempt of
 * method "balance" beside the providers' ones, and delivers the order through
 * the same fulfilment as a provider's payment. Anything refused rolls it all back.
 */
export function createBalanceCheckout(deps: {
  db: Database;
  repo: PaymentsRepo;
  orders: PayableOrders;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /**
   * Inside the caller's transaction. The ledger row is a "payment", or a "renewal" when auto-renewal
   * pays (the member's history then says 自动续费 / Auto-renewal); the amount is the same.
   */
  async function payFromBalanceInTransaction(
    tx: Executor,
    order: { kind: OrderKind; id: number; memberId: number; amountFen: number },
    ledgerKind: "payment" | "renewal" = "payment",
  ): Promise<{ balanceAfterFen: number }> {
    const paidAt = now();
    const moved = await createBalanceLedger(tx).move({
      memberId: order.memberId,
      kind: ledgerKind,
      deltaFen: -order.amountFen,
      cause: balancePaymentCause(order.kind, order.id),
    });
    if (moved.outcome === "insufficient-balance") {
      throw new BalancePaymentRefused("insufficient-balance", {
        balance: yuan(moved.balanceFen),
        needed: yuan(moved.neededFen),
      });
    }
    if (moved.outcome === "duplicate") throw new BalancePaymentRefused("not-payable");
    const bound = deps.repo.bind(tx);
    const attempt = await bound.insertAttempt({
      outTradeNo: `A${utcStamp(paidAt)}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`,
      orderKind: order.kind,
      orderId: order.id,
      memberId: order.memberId,
      method: "balance",
      channel: "balance",
      amountFen: order.amountFen,
      handlingFeeFen: 0,
      expiresAt: paidAt,
    });
    await bound.markPaid(attempt.outTradeNo, balancePaymentCause(order.kind, order.id), paidAt);
    const fulfilled = await deps.orders.fulfilInTransaction(tx, order.kind, order.id, {
      method: "balance",
      handlingFeeFen: 0,
      payAmountFen: order.amountFen,
      paidAt,
    });
    if (!fulfilled) throw new BalancePaymentRefused("not-payable");
    return { balanceAfterFen: moved.balanceAfterFen };
  }

  return {
    payFromBalanceInTransaction,

    /**
     * Part of a waiting order paid from the balance now, the rest later at a provider: the
     * cashier then asks for what is left, and closing the order unpaid gives the part back.
     * Refused while a provider payment of the order is open (its amount is the old total).
     */
    async useBalanceForOrder(
      memberId: number,
      kind: OrderKind,
      id: number,
      amountFen: number,
      locale: Locale,
    ): Promise<UseBalanceAnswer> {
      const order = await deps.orders.payable(memberId, kind, id, locale);
      if (order.status !== "waiting" || order.payDeadline.getTime() <= now().getTime()) {
        throw new BalancePaymentRefused("not-payable");
      }
      // The balance is CNY: a USD order is paid by card only.
      if (order.currency === "USD") throw new BalancePaymentRefused("usd-order");
      if ((order.balanceUsedFen ?? 0) > 0) throw new BalancePaymentRefused("already-used");
      if (amountFen >= order.amountFen) {
        throw new BalancePaymentRefused("part-too-large", { max: formatYuan(order.amountFen - 1) });
      }
      if ((await deps.repo.waitingForOrder(kind, id)).length > 0) throw new BalancePaymentRefused("open-payment");
      const moved = await inTransaction(deps.db, (tx) => createBalanceHolds(tx).hold(memberId, kind, id, amountFen));
      if (moved.outcome === "insufficient-balance") {
        throw new BalancePaymentRefused("insufficient-balance", {
          balance: yuan(moved.balanceFen),
          needed: yuan(moved.neededFen),
        });
      }
      if (moved.outcome === "duplicate") throw new BalancePaymentRefused("already-used");
      return { balanceUsed: amountFen, amount: order.amountFen - amountFen, balance: moved.balanceAfterFen };
    },

    /**
     * The member's own waiting order, paid wholly from the balance (no handling fee). Auto-renewal
     * books it as a "renewal" and runs `alongside` in the payment's transaction (its period row).
     */
    async payFromBalance(
      memberId: number,
      kind: OrderKind,
      id: number,
      locale: Locale,
      options: { ledgerKind?: "payment" | "renewal"; alongside?: (tx: Executor) => Promise<unknown> } = {},
    ): Promise<BalancePayAnswer> {
      const order = await deps.orders.payable(memberId, kind, id, locale);
      if (order.status !== "waiting" || order.payDeadline.getTime() <= now().getTime()) {
        throw new BalancePaymentRefused("not-payable");
      }
      if (order.currency === "USD") throw new BalancePaymentRefused("usd-order");
      await deps.orders.holdStockForPayment(memberId, kind, order.id);
      const paid = await inTransaction(deps.db, async (tx) => {
        const result = await payFromBalanceInTransaction(
          tx,
          { kind, id: order.id, memberId, amountFen: order.amountFen },
          options.ledgerKind,
        );
        if (options.alongside) await options.alongside(tx);
        return result;
      });
      return { status: "paid", balance: paid.balanceAfterFen };
    },
  };
}

export type BalanceCheckout = ReturnType<typeof createBalanceCheckout>;
