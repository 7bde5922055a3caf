import type { AutoRenewSetting, Locale, RenewableIp } from "@shop/contract";
import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { isUniqueViolation } from "../../../lib/postgres-errors.ts";
import { type MemberNoticeData, queueMemberNotice } from "../../platform/alerts/member-notices.ts";
import type { OrdersService } from "../orders/service.ts";
import { badRequest } from "../orders/views.ts";
import { type BalanceCheckout, BalancePaymentRefused } from "../payments/balance-checkout.ts";
import { createBalanceLedger } from "./ledger.ts";

const { staticIpAutoRenew, staticIpRenewals } = tables;
const dayMs = 24 * 3600_000;

/** The member's language (the renewal order is made in it). */
export interface MemberContact {
  locale: Locale;
}

export interface AutoRenewDeps {
  db: Database;
  orders: Pick<OrdersService, "renewableIps" | "createRenewalOrder" | "closeInTransaction">;
  checkout: Pick<BalanceCheckout, "payFromBalance">;
  contactOf: (memberId: number) => Promise<MemberContact | null>;
  /** The notice goes this many days before the expiry (AUTO_RENEW_NOTICE_DAYS). */
  noticeDays: number;
  /** The site's origin for the renew link (PUBLIC_URL); a path alone without it. */
  publicUrl?: string;
  log?: Pick<FastifyBaseLogger, "info" | "warn">;
  now?: () => Date;
}

/** What one run did, per step: counted for the job's log and the tests. */
export interface AutoRenewRun {
  noticed: number;
  charged: number;
  failed: number;
}

/**
 * Auto-renewal of static IPs from the CNY balance (issue #29). The member turns
 * it on or off per IP; a job (once across processes: the scheduler's job gate)
 * sends a notice N days before the expiry, charges on the expiry day (a renewal
 * order paid from the balance) and tells the member when the balance is short.
 * Each step happens at most once per IP and period: the period is the expiry it
 * renews from, and (IP, period, step) is the primary key of static_ip_renewals,
 * written in the charge's own transaction. The charge re-reads the member's
 * choice under a row lock in that transaction, so it never runs after "off".
 * Each step's notice is queued with its step row (queueMemberNotice, keyed by
 * IP, period and step): a message in the member's message centre, rendered in
 * the reader's language, and sent by their contact channel by the
 * send-member-notices job like every other account notice.
 */
export function createAutoRenew(deps: AutoRenewDeps) {
  const { db, orders } = deps;
  const now = deps.now ?? (() => new Date());

  /** Records a step once; false when this IP's period already has it. */
  async function recordStep(x: Executor, ipId: number, periodEnd: Date, step: string, amountFen: number | null) {
    const rows = await x
      .insert(staticIpRenewals)
      .values({ staticIpId: ipId, periodEnd, step, amountFen })
      .onConflictDoNothing()
      .returning({ step: staticIpRenewals.step });
    return rows.length === 1;
  }

  async function hasStep(ipId: number, periodEnd: Date, step: string) {
    const [row] = await db
      .select({ step: staticIpRenewals.step })
      .from(staticIpRenewals)
      .where(
        and(
          eq(staticIpRenewals.staticIpId, ipId),
          eq(staticIpRenewals.periodEnd, periodEnd),
          eq(staticIpRenewals.step, step),
        ),
      );
    return row !== undefined;
  }

  /** The step's notice, queued in the step's own transaction (once per IP, period and step). */
  function queueNotice(
    x: Executor,
    memberId: number,
    ipId: number,
    periodEnd: Date,
    data: Extract<MemberNoticeData, { kind: `auto-renew-${string}` }>,
  ) {
    return queueMemberNotice(x, memberId, `auto-renew:${ipId}:${periodEnd.toISOString()}:${data.kind}`, data, now());
  }

  /** One IP of one member whose auto-renewal is on: the notice, the charge or the failure, whichever is due. */
  async function handle(memberId: number, ip: RenewableIp, days: number, contactLocale: Locale, run: AutoRenewRun) {
    const periodEnd = new Date(ip.expireTime);
    const price = ip.prices.find((p) => p.days === days)?.amount;
    if (price === undefined) return;
    const at = now().getTime();
    const notice = async (x: Executor, kind: "notice" | "charged" | "failed") =>
      queueNotice(x, memberId, ip.id, periodEnd, {
        kind: `auto-renew-${kind}`,
        ip: ip.outIp,
        expires: ip.expireTime.slice(0, 10),
        period: days,
        noticeDays: deps.noticeDays,
        amountFen: price,
        balanceFen: await createBalanceLedger(x).balance(memberId),
        origin: deps.publicUrl ?? "",
      });

    if (at < periodEnd.getTime() - dayMs) {
      if (at < periodEnd.getTime() - deps.noticeDays * dayMs) return;
      const noticed = await inTransaction(db, async (tx) => {
        if (!(await recordStep(tx, ip.id, periodEnd, "notice", price))) return false;
        await notice(tx, "notice");
        return true;
      });
      if (noticed) run.noticed++;
      return;
    }
    // The expiry day (or after it, within the renewal grace): charge once for this period.
    if (await hasStep(ip.id, periodEnd, "charged")) return;
    const shortOf = async () => {
      // Another run charged this period meanwhile (its payment took the balance this one counted on).
      if (await hasStep(ip.id, periodEnd, "charged")) return;
      const failed = await inTransaction(db, async (tx) => {
        if (!(await recordStep(tx, ip.id, periodEnd, "failed", price))) return false;
        await notice(tx, "failed");
        return true;
      });
      if (failed) run.failed++;
    };
    // A balance already short creates no order: the failure is told once, the charge tried again next run.
    if ((await createBalanceLedger(db).balance(memberId)) < price) return shortOf();
    const order = await orders.createRenewalOrder(memberId, { ipIds: [ip.id], days, source: "admin" }, contactLocale);
    try {
      await deps.checkout.payFromBalance(memberId, "static", order.id, contactLocale, {
        // Booked as an auto-renewal (自动续费) in the member's balance history, not an ordinary payment.
        ledgerKind: "renewal",
        alongside: async (tx) => {
          const [choice] = await tx
            .select({ enabled: staticIpAutoRenew.enabled })
            .from(staticIpAutoRenew)
            .where(eq(staticIpAutoRenew.staticIpId, ip.id))
            .for("update");
          if (!choice?.enabled) throw new AutoRenewTurnedOff();
          // Unique: a second process charging this period rolls its whole payment back here.
          await tx.insert(staticIpRenewals).values({ staticIpId: ip.id, periodEnd, step: "charged", amountFen: price });
          await notice(tx, "charged");
        },
      });
      run.charged++;
    } catch (error) {
      // Nothing was paid: the renewal order is closed at once rather than left waiting.
      await inTransaction(db, (tx) => orders.closeInTransaction(tx, "static", order.id));
      if (error instanceof BalancePaymentRefused && error.reason === "insufficient-balance") return shortOf();
      if (error instanceof AutoRenewTurnedOff || isUniqueViolation(error, "static_ip_renewals_pkey")) return;
      throw error;
    }
  }

  return {
    async list(memberId: number): Promise<AutoRenewSetting[]> {
      const rows = await db.select().from(staticIpAutoRenew).where(eq(staticIpAutoRenew.memberId, memberId));
      return rows.map((row) => ({ id: row.staticIpId, enabled: row.enabled, days: row.days }));
    },

    /** On or off for one of the member's renewable IPs, with a renewal length the product sells. */
    async set(memberId: number, input: { id: number; enabled: boolean; days: number }, locale: Locale) {
      const ip = (await orders.renewableIps(memberId, undefined, locale)).find((row) => row.id === input.id);
      if (!ip) throw badRequest("balance.autoRenewIpUnknown");
      if (!ip.prices.some((p) => p.days === input.days)) throw badRequest("orders.durationUnavailable");
      await db
        .insert(staticIpAutoRenew)
        .values({ staticIpId: ip.id, memberId, enabled: input.enabled, days: input.days })
        .onConflictDoUpdate({
          target: staticIpAutoRenew.staticIpId,
          set: { enabled: input.enabled, days: input.days, updatedAt: now() },
        });
      return { id: ip.id, enabled: input.enabled, days: input.days };
    },

    /** The job: every IP with auto-renewal on, its due step taken once. */
    async run(): Promise<AutoRenewRun> {
      const run: AutoRenewRun = { noticed: 0, charged: 0, failed: 0 };
      const on = await db
        .select({
          ipId: staticIpAutoRenew.staticIpId,
          memberId: staticIpAutoRenew.memberId,
          days: staticIpAutoRenew.days,
        })
        .from(staticIpAutoRenew)
        .where(eq(staticIpAutoRenew.enabled, true));
      const byMember = new Map<number, typeof on>();
      for (const row of on) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
      for (const [memberId, rows] of byMember) {
        const locale = (await deps.contactOf(memberId))?.locale ?? "zh-CN";
        const ips = new Map((await orders.renewableIps(memberId, undefined, locale)).map((ip) => [ip.id, ip]));
        for (const row of rows) {
          const ip = ips.get(row.ipId);
          if (!ip) continue;
          try {
            await handle(memberId, ip, row.days, locale, run);
          } catch (error) {
            deps.log?.warn({ err: error, staticIpId: row.ipId }, "auto-renewal failed; tried again next run");
          }
        }
      }
      if (run.noticed + run.charged + run.failed > 0) deps.log?.info({ ...run }, "auto-renew run");
      return run;
    },
  };
}

export type AutoRenew = ReturnType<typeof createAutoRenew>;

/** The member turned auto-renewal off while the charge was under way: nothing is charged. */
class AutoRenewTurnedOff extends Error {
  constructor() {
    super("auto-renewal was turned off");
  }
}
