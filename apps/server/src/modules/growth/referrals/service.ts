import {
  type Commission,
  type CommissionStatus,
  type ConsoleCommission,
  type MyReferral,
  ResponseCode,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import type { AuditRecorder } from "../../../lib/console-actor.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { createBalanceLedger } from "../../commerce/balance/ledger.ts";
import { normaliseTypedCode, randomCode } from "../codes.ts";
import { readGrowthSettings } from "../settings/service.ts";
import { type CommissionRow, createReferralsRepo } from "./repo.ts";

const dayMs = 24 * 3600_000;
/** Invite codes: 8 unambiguous characters (about 40 bits): short enough to read out, not to guess. */
const inviteCodeLength = 8;

/** How recording who invited a new member ended. */
export type ReferralOutcome = "recorded" | "unknown-code" | "self-referral" | "loop" | "already-referred";

/** A paid order, as the orders module tells of it inside its paying transaction. */
export interface PaidOrderEvent {
  orderKind: "recharge" | "static";
  orderId: number;
  orderNo: string;
  memberId: number;
  /** The order's amount (after any coupon, without the handling fee). */
  amountFen: number;
  /** What the trade charged, with the handling fee. */
  chargedFen: number;
  paidAt: Date;
}

/** A refund that gave money back, as the payments module tells of it inside its transaction. */
export interface RefundEvent {
  orderKind: "recharge" | "static";
  orderId: number;
  refundNo: string;
  refundFen: number;
}

export interface ReferralsDeps {
  db: Database;
  audit: AuditRecorder;
  now?: () => Date;
  /** Members' logins by id (the members context's, wired in services.ts); ids shown without it. */
  memberAccounts?: (ids: number[]) => Promise<Map<number, string>>;
}

/**
 * Referrals (issue #29): each member has an invite code; a registration
 * through it records the referrer; the referrer earns the console's percent of
 * each paid order of the invitee, credited to their balance (the balance
 * module's ledger) after the holding period by the `settle-commissions` job.
 * A refund inside the holding period takes its share off (cancelled when
 * nothing is left); after it, the share is taken back from the balance, or
 * owed and taken by the job once the balance covers it. No cash withdrawal.
 */
export function createReferralsService(deps: ReferralsDeps) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** The commission left after refunds of `refundedFen` of a trade that charged `chargedFen`. */
  const earnedAfter = (row: CommissionRow, refundedFen: number) => {
    const gross = Math.floor((row.paidFen * row.percent) / 100);
    if (row.chargedFen <= 0 || refundedFen >= row.chargedFen) return 0;
    return Math.floor((gross * (row.chargedFen - refundedFen)) / row.chargedFen);
  };

  /** Takes `fen` of a credited commission back from the referrer's balance; owed when it does not cover it. */
  async function reverse(tx: Executor, row: CommissionRow, fen: number, cause: string): Promise<CommissionRow> {
    const repo = createReferralsRepo(tx);
    const moved = await createBalanceLedger(tx).move({
      memberId: row.referrerId,
      kind: "commission",
      deltaFen: -fen,
      cause,
      note: `commission ${row.id} on order ${row.orderNo} reversed after a refund`,
    });
    if (moved.outcome === "insufficient-balance") {
      return repo.updateCommission(row.id, { owedFen: row.owedFen + fen });
    }
    return repo.updateCommission(row.id, { reversedFen: row.reversedFen + fen });
  }

  async function codeOf(memberId: number): Promise<string> {
    const repo = createReferralsRepo(db);
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await repo.codeOf(memberId);
      if (existing) return existing;
      await repo.insertCode(memberId, randomCode(inviteCodeLength));
    }
    const code = await repo.codeOf(memberId);
    if (!code) throw new Error(`no invite code could be made for member ${memberId}`);
    return code;
  }

  function commissionView(row: CommissionRow): Commission {
    return {
      id: row.id,
      orderNo: row.orderNo,
      invitee: `#${row.inviteeId}`,
      paidFen: row.paidFen,
      percent: row.percent,
      amountFen: row.amountFen,
      reversedFen: row.reversedFen + row.owedFen,
      status: row.status as CommissionStatus,
      withheldReason: row.status === "withheld" ? row.withheldReason : null,
      availableAt: row.availableAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function accountsOf(rows: CommissionRow[]): Promise<Map<number, string>> {
    if (!deps.memberAccounts || rows.length === 0) return new Map();
    return deps.memberAccounts(rows.flatMap((row) => [row.referrerId, row.inviteeId]));
  }

  function consoleView(row: CommissionRow, accounts: Map<number, string>): ConsoleCommission {
    return {
      ...commissionView(row),
      referrerId: row.referrerId,
      inviteeId: row.inviteeId,
      referrerAccount: accounts.get(row.referrerId) || `#${row.referrerId}`,
      inviteeAccount: accounts.get(row.inviteeId) || `#${row.inviteeId}`,
      owedFen: row.owedFen,
    };
  }

  return {
    codeOf,

    /**
     * At registration, in its transaction: records who invited the new member.
     * Refuses self-referral and loops (the referrer was, directly or further up,
     * invited by the invitee); an unknown code records nothing and lets the
     * registration go on.
     */
    async recordReferral(tx: Executor, inviteeId: number, typedCode: string): Promise<ReferralOutcome> {
      const repo = createReferralsRepo(tx);
      const referrerId = await repo.memberOfCode(normaliseTypedCode(typedCode));
      if (referrerId === undefined) return "unknown-code";
      if (referrerId === inviteeId) return "self-referral";
      const seen = new Set<number>([referrerId]);
      for (let up = await repo.referrerOf(referrerId); up !== undefined; up = await repo.referrerOf(up)) {
        if (up === inviteeId) return "loop";
        if (seen.has(up)) break;
        seen.add(up);
      }
      return (await repo.insertReferral(inviteeId, referrerId)) ? "recorded" : "already-referred";
    },

    /** In the paying transaction: the referrer's commission starts holding (once per order). */
    async onOrderPaid(tx: Executor, order: PaidOrderEvent): Promise<CommissionRow | undefined> {
      const repo = createReferralsRepo(tx);
      const referrerId = await repo.referrerOf(order.memberId);
      if (referrerId === undefined) return undefined;
      const settings = await readGrowthSettings(tx);
      const amountFen = Math.floor((order.amountFen * settings.commissionPercent) / 100);
      if (amountFen <= 0) return undefined;
      return repo.insertCommission({
        referrerId,
        inviteeId: order.memberId,
        orderKind: order.orderKind,
        orderId: order.orderId,
        orderNo: order.orderNo,
        paidFen: order.amountFen,
        chargedFen: order.chargedFen,
        percent: settings.commissionPercent,
        amountFen,
        availableAt: new Date(order.paidAt.getTime() + settings.holdingDays * dayMs),
      });
    },

    /**
     * In the refund's transaction, once the money went back: holding, the
     * commission shrinks by the refunded share (cancelled at zero); credited,
     * that share is reversed with a balance debit (owed if the balance is short).
     */
    async onOrderRefunded(tx: Executor, refund: RefundEvent): Promise<CommissionRow | undefined> {
      const repo = createReferralsRepo(tx);
      const row = await repo.lockCommissionOfOrder(refund.orderKind, refund.orderId);
      if (!row) return undefined;
      const refundedFen = row.refundedFen + refund.refundFen;
      const left = earnedAfter(row, refundedFen);
      if (row.status === "holding") {
        return repo.updateCommission(row.id, {
          refundedFen,
          amountFen: left,
          status: left === 0 ? "cancelled" : "holding",
        });
      }
      if (row.status !== "credited") return repo.updateCommission(row.id, { refundedFen });
      const updated = await repo.updateCommission(row.id, {
        refundedFen,
        status: left === 0 ? "reversed" : "credited",
      });
      const toTake = row.amountFen - left - row.reversedFen - row.owedFen;
      if (toTake <= 0) return updated;
      return reverse(tx, updated, toTake, `referral-reversal:${row.id}:${refund.refundNo}`);
    },

    /**
     * The settle job (once across processes, through the job gate): credits
     * commissions whose holding period is over, and takes owed reversals once
     * the balance covers them. Each commission in its own transaction, locked.
     */
    async settleDue(limit = 200): Promise<{ credited: number; reversed: number }> {
      const at = now();
      let credited = 0;
      let reversed = 0;
      for (const id of await createReferralsRepo(db).dueIds(at, limit)) {
        await inTransaction(db, async (tx) => {
          const repo = createReferralsRepo(tx);
          const row = await repo.lockCommission(id);
          if (!row) return;
          if (row.status === "holding" && row.availableAt.getTime() <= at.getTime()) {
            await createBalanceLedger(tx).move({
              memberId: row.referrerId,
              kind: "commission",
              deltaFen: row.amountFen,
              cause: `referral-commission:${row.id}`,
              note: `${row.percent}% of order ${row.orderNo}`,
            });
            await repo.updateCommission(row.id, { status: "credited", creditedAt: at });
            credited++;
          } else if (row.owedFen > 0) {
            const moved = await createBalanceLedger(tx).move({
              memberId: row.referrerId,
              kind: "commission",
              deltaFen: -row.owedFen,
              cause: `referral-reversal:${row.id}:owed-${row.reversedFen}`,
              note: `commission ${row.id} on order ${row.orderNo}: owed reversal taken`,
            });
            if (moved.outcome !== "insufficient-balance") {
              await repo.updateCommission(row.id, { reversedFen: row.reversedFen + row.owedFen, owedFen: 0 });
              reversed++;
            }
          }
        });
      }
      return { credited, reversed };
    },

    async mine(memberId: number): Promise<MyReferral> {
      const repo = createReferralsRepo(db);
      const settings = await readGrowthSettings(db);
      const totals = await repo.totalsOf(memberId);
      return {
        code: await codeOf(memberId),
        invitees: await repo.countInvitees(memberId),
        percent: settings.commissionPercent,
        holdingDays: settings.holdingDays,
        ...totals,
        commissions: (await repo.commissionsOf(memberId, 100)).map(commissionView),
      };
    },

    async page(query: { pageNo: number; pageSize: number }) {
      const page = await createReferralsRepo(db).page(query.pageSize, (query.pageNo - 1) * query.pageSize);
      const accounts = await accountsOf(page.list);
      return { list: page.list.map((row) => consoleView(row, accounts)), total: page.total };
    },

    /** An operator keeps a commission still holding from being paid, with the reason (audited). */
    async withhold(
      actor: { audit: Parameters<AuditRecorder["record"]>[1]["context"] },
      id: number,
      reason: string,
    ): Promise<ConsoleCommission> {
      const withheld = await inTransaction(db, async (tx) => {
        const repo = createReferralsRepo(tx);
        const row = await repo.lockCommission(id);
        if (!row) throw AppError.notFound();
        if (row.status !== "holding") {
          throw new AppError(ResponseCode.BadRequest, "growth.referral.notHolding");
        }
        const updated = await repo.updateCommission(id, {
          status: "withheld",
          withheldReason: reason,
          withheldByOperatorId: actor.audit.operatorId,
        });
        await audit.record(tx, {
          context: actor.audit,
          action: "commission.withhold",
          recordType: "referral-commission",
          recordId: id,
          memberId: row.referrerId,
          reason,
          before: { status: row.status },
          after: { status: "withheld" },
          outcome: "ok",
        });
        return updated;
      });
      return consoleView(withheld, await accountsOf([withheld]));
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
