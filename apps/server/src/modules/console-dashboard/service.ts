import type { Dashboard, DashboardDay } from "@shop/contract";
import type { MemberStats } from "../auth/console-stats.ts";
import type { CertificationStats } from "../certification/console-stats.ts";
import type { OrderStats } from "../orders/console-stats.ts";
import type { PaymentStats } from "../payments/console-stats.ts";
import type { TrafficStats } from "../traffic/console-stats.ts";

/** Nodes with this many addresses on sale or fewer are listed as running low. */
const lowStockThreshold = 5;
const chartDays = 30;

/**
 * The console's first page: today's and this month's money (paid minus refunded, refunds counted
 * on the day they went through), orders and sign-ups (UTC), the queues
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
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async getDashboard(substationId: number | null): Promise<Dashboard> {
      const at = now();
      const today = utcDay(at);
      const monthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
      const chartStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - (chartDays - 1)));
      const from = monthStart < chartStart ? monthStart : chartStart;
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
        deps.orders.paidOrdersByDay(from, substationId),
        deps.payments.refundsByDay(from, substationId),
        deps.members.signUpsByDay(from, substationId),
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
          entry = { day, revenueFen: 0, refundedFen: 0, paidOrders: 0, signUps: 0 };
          byDay.set(day, entry);
        }
        return entry;
      };
      for (const row of orderDays) {
        const entry = dayOf(row.day);
        entry.revenueFen += row.revenueFen;
        entry.paidOrders = row.orders;
      }
      // Net: a refund lowers the revenue of the day it went through, not the day its order was paid.
      for (const row of refundDays) {
        const entry = dayOf(row.day);
        entry.revenueFen -= row.refundedFen;
        entry.refundedFen = row.refundedFen;
      }
      for (const row of signUpDays) dayOf(row.day).signUps = row.signUps;

      const sumSince = (start: string) => {
        const total = { revenueFen: 0, refundedFen: 0, paidOrders: 0, signUps: 0 };
        for (const entry of byDay.values()) {
          if (entry.day < start) continue;
          total.revenueFen += entry.revenueFen;
          total.refundedFen += entry.refundedFen;
          total.paidOrders += entry.paidOrders;
          total.signUps += entry.signUps;
        }
        return total;
      };
      const days: DashboardDay[] = [];
      for (let i = 0; i < chartDays; i += 1) {
        const day = utcDay(new Date(chartStart.getTime() + i * 86_400_000));
        days.push(byDay.get(day) ?? { day, revenueFen: 0, refundedFen: 0, paidOrders: 0, signUps: 0 });
      }
      return {
        today: sumSince(today),
        month: sumSince(utcDay(monthStart)),
        certificationsWaiting,
        anomaliesToRefund,
        refundsWaitingApproval,
        trafficSoldBytes: traffic.soldBytes,
        trafficUsedBytes: traffic.usedBytes,
        lowStockThreshold,
        lowStock,
        days,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
