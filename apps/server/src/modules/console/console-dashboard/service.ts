import type { Dashboard, DashboardDay } from "@shop/contract";
import { businessDayStart, businessSecond, defaultBusinessTimeZone } from "../../../lib/business-time.ts";
import type { OrderStats } from "../../commerce/orders/console-stats.ts";
import type { PaymentStats } from "../../commerce/payments/console-stats.ts";
import type { MemberStats } from "../../identity/auth/console-stats.ts";
import type { CertificationStats } from "../../identity/certification/console-stats.ts";
import type { TrafficStats } from "../../proxy/traffic/console-stats.ts";

/** Nodes with this many addresses on sale or fewer are listed as running low. */
const lowStockThreshold = 5;
const chartDays = 30;

/**
 * The console's first page: today's and this month's money (paid minus refunded, refunds counted
 * on the day they went through), orders and sign-ups by business day (BUSINESS_TIME_ZONE), the queues
 * waiting for an operator, traffic sold against used, stock running low, and 30 days by day. Reads
 * only through the owning modules' stats functions.
 */
export function createDashboardService(deps: {
  orders: OrderStats;
  members: MemberStats;
  certification: CertificationStats;
  payments: PaymentStats;
  traffic: TrafficStats;
  now?: () => Date;
  /** BUSINESS_TIME_ZONE: where a day starts and ends. */
  timeZone?: string;
}) {
  const now = deps.now ?? (() => new Date());
  const zone = deps.timeZone ?? defaultBusinessTimeZone;
  return {
    async getDashboard(substationId: number | null): Promise<Dashboard> {
      const at = now();
      const today = businessSecond(at, zone).slice(0, 10);
      const monthFirst = `${today.slice(0, 8)}01`;
      const chartFirst = calendarDay(today, -(chartDays - 1));
      const first = monthFirst < chartFirst ? monthFirst : chartFirst;
      const from = businessDayStart(first, zone);
      const [
        orderDays,
        refundDays,
        signUpDays,
        certificationsWaiting,
        anomaliesToRefund,
        traffic,
        lowStock,
        refundsWaitingApproval,
      ] = await Promise.all([
        deps.orders.paidOrdersByDay(from, substationId, zone),
        deps.payments.refundsByDay(from, substationId, zone),
        deps.members.signUpsByDay(from, substationId, zone),
        deps.certification.certificationsWaiting(substationId),
        deps.payments.anomaliesToRefund(),
        deps.traffic.soldAndUsed(substationId),
        deps.orders.lowStockNodes(lowStockThreshold),
        deps.payments.refundsWaitingApproval(substationId),
      ]);
      const byDay = new Map<string, DashboardDay>();
      const dayOf = (day: string) => {
        let entry = byDay.get(day);
        if (!entry) {
          entry = { ...emptyDay(), day };
          byDay.set(day, entry);
        }
        return entry;
      };
      for (const row of orderDays) {
        const entry = dayOf(row.day);
        entry.revenueFen += row.revenueFen;
        entry.revenueUsdCents += row.revenueUsdCents ?? 0;
        entry.paidOrders = row.orders;
      }
      // Net: a refund lowers the revenue of the day it went through, not the day its order was paid.
      for (const row of refundDays) {
        const entry = dayOf(row.day);
        entry.revenueFen -= row.refundedFen;
        entry.refundedFen = row.refundedFen;
        entry.revenueUsdCents -= row.refundedUsdCents ?? 0;
        entry.refundedUsdCents = row.refundedUsdCents ?? 0;
      }
      for (const row of signUpDays) dayOf(row.day).signUps = row.signUps;

      const sumSince = (start: string) => {
        const { day: _day, ...total } = emptyDay();
        for (const entry of byDay.values()) {
          if (entry.day < start) continue;
          total.revenueFen += entry.revenueFen;
          total.refundedFen += entry.refundedFen;
          total.revenueUsdCents += entry.revenueUsdCents;
          total.refundedUsdCents += entry.refundedUsdCents;
          total.paidOrders += entry.paidOrders;
          total.signUps += entry.signUps;
        }
        return total;
      };
      const days: DashboardDay[] = [];
      for (let i = 0; i < chartDays; i += 1) {
        const day = calendarDay(chartFirst, i);
        days.push(byDay.get(day) ?? { ...emptyDay(), day });
      }
      return {
        today: sumSince(today),
        month: sumSince(monthFirst),
        certificationsWaiting,
        anomaliesToRefund,
        refundsWaitingApproval,
        trafficSoldBytes: traffic.soldBytes,
        trafficUsedBytes: traffic.usedBytes,
        lowStockThreshold,
        lowStock,
        days,
        timeZone: zone,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;

/** The calendar day `offset` days from `day` ("2026-11-28", -1 → "2026-11-27"): dates, no clock. */
function calendarDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A day with nothing in it; CNY (fen) and USD (cents) kept apart. */
function emptyDay(): DashboardDay {
  return { day: "", revenueFen: 0, refundedFen: 0, revenueUsdCents: 0, refundedUsdCents: 0, paidOrders: 0, signUps: 0 };
}
