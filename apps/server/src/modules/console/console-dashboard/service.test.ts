import { describe, expect, it, vi } from "vitest";
import { createDashboardService } from "./service.ts";

describe("console dashboard days", () => {
  // 01:00 on 28 November in Beijing: still the 27th in UTC.
  const at = new Date("2026-11-27T17:00:00Z");
  const stats = () => ({
    orders: {
      paidOrdersByDay: vi.fn(async () => [{ day: "2026-11-28", orders: 2, revenueFen: 30_000 }]),
      lowStockNodes: vi.fn(async () => []),
    },
    members: { signUpsByDay: vi.fn(async () => [{ day: "2026-11-27", signUps: 4 }]) },
    certification: { certificationsWaiting: vi.fn(async () => 0) },
    payments: {
      refundsByDay: vi.fn(async () => []),
      anomaliesToRefund: vi.fn(async () => 0),
      refundsWaitingApproval: vi.fn(async () => 0),
    },
    traffic: { soldAndUsed: vi.fn(async () => ({ soldBytes: 0, usedBytes: 0 })) },
  });

  it("counts today, this month and the 30 days on the business's calendar, and says which", async () => {
    const deps = stats();
    const dashboard = await createDashboardService({
      ...(deps as unknown as Parameters<typeof createDashboardService>[0]),
      now: () => at,
      timeZone: "Asia/Shanghai",
    }).getDashboard(null);
    expect(dashboard.timeZone).toBe("Asia/Shanghai");
    expect(dashboard.days.at(-1)?.day).toBe("2026-11-28");
    expect(dashboard.days[0]?.day).toBe("2026-10-30");
    expect(dashboard.today).toMatchObject({ paidOrders: 2, revenueFen: 30_000, signUps: 0 });
    expect(dashboard.month).toMatchObject({ paidOrders: 2, signUps: 4 });
    // The days are grouped in that zone, from the start of the earlier of the month and the chart in it.
    expect(deps.orders.paidOrdersByDay).toHaveBeenCalledWith(new Date("2026-10-29T16:00:00Z"), null, "Asia/Shanghai");
    expect(deps.members.signUpsByDay).toHaveBeenCalledWith(new Date("2026-10-29T16:00:00Z"), null, "Asia/Shanghai");
  });

  it("in UTC the same moment is still the 27th", async () => {
    const dashboard = await createDashboardService({
      ...(stats() as unknown as Parameters<typeof createDashboardService>[0]),
      now: () => at,
      timeZone: "UTC",
    }).getDashboard(null);
    expect(dashboard.days.at(-1)?.day).toBe("2026-11-27");
    expect(dashboard.today.signUps).toBe(4);
  });
});
