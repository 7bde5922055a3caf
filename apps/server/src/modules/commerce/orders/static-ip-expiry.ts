import { inTransaction } from "../../../lib/executor.ts";
import { createEventPublisher } from "../../platform/webhooks/publisher.ts";
import { createStockRepo } from "../catalogue/stock.ts";
import type { OrdersContext } from "./service.ts";

/** The jobs' side of orders: overdue orders, IPs that expire and return to stock, who held an address. */
export function createStaticIpExpiry(ctx: Pick<OrdersContext, "db" | "repo" | "now" | "renewalGraceMs">) {
  const { db, repo, now, renewalGraceMs } = ctx;
  return {
    overdue(limit = 200) {
      return repo.overdue(now(), limit);
    },

    /**
     * Job. SPEC §4: static IPs turn to 2 Expired at their expiration time;
     * after the renewal grace period they are released and their addresses go
     * back on sale (the rows stay as history); reservations that ran out are
     * tidied back to "available".
     */
    async expireStaticIps() {
      const at = now();
      // Expired and ip.expired published in one transaction (the webhooks outbox).
      const expired = await inTransaction(db, async (tx) => {
        const rows = await repo.bind(tx).expireDue(at);
        const events = createEventPublisher(tx, () => at);
        for (const ip of rows) {
          if (ip.memberId === null) continue;
          await events.publish(ip.memberId, "ip.expired", {
            ip: ip.outIp,
            proxy_account: ip.account,
            expired_at: ip.expiresAt.toISOString(),
          });
        }
        return rows.length;
      });
      let reclaimed = 0;
      for (;;) {
        const batch = await inTransaction(db, async (tx) => {
          const released = await repo.bind(tx).releaseExpired(new Date(at.getTime() - renewalGraceMs), at, 200);
          await repo.bind(tx).endAssignments(
            released.map((ip) => ip.id),
            at,
            "reclaimed",
          );
          await createStockRepo(tx).putBack(released.map((ip) => ip.poolIpId));
          return released.length;
        });
        reclaimed += batch;
        if (batch < 200) break;
      }
      const reservations = await createStockRepo(db).releaseExpiredReservations(at);
      return { expired, reclaimed, reservations };
    },

    /** Live IPs of members expiring after `from` and by `until` (the ip.expiring alerts' job). */
    async liveExpiringBetween(from: Date, until: Date) {
      const rows = await repo.liveExpiringBetween(from, until);
      return rows.flatMap((row) => (row.memberId === null ? [] : [{ ...row, memberId: row.memberId }]));
    },

    /** Who held an exit address at a moment: for abuse reports (ops ips:who). */
    async whoHadAddress(outIp: string, at: Date) {
      const rows = await repo.assignmentsAt(outIp, at);
      return rows.map((row) => ({
        memberId: row.assignment.memberId,
        staticIpId: row.assignment.staticIpId,
        account: row.account,
        orderNo: row.orderNo,
        from: row.assignment.startedAt,
        until: row.assignment.endedAt,
        endReason: row.assignment.endReason,
      }));
    },

    listFulfilmentAnomalies: (status?: "open" | "resolved") => repo.listFulfilmentAnomalies(status),
    /** From the command line: no console operator to record. */
    resolveFulfilmentAnomaly: (id: number, note: string) => repo.resolveFulfilmentAnomaly(id, note, now(), null),
  };
}
