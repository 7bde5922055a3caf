import type { Executor } from "../../../lib/executor.ts";
import { createStockRepo } from "../catalogue/stock.ts";
import type { OrdersContext } from "./service.ts";

const dayMs = 24 * 3600_000;

/** What a full refund of a static order took back. */
export interface StaticTakeBack {
  /** IPs released: the member's access ended, the address leaves them. */
  released: number;
  /** IPs of a renewal whose expiry went back by the renewed days and stayed with the member. */
  shortened: number;
}

/** A static order's IPs a full refund would take back, and the later renewals of them it would end. */
export interface HeldIps {
  liveIps: number;
  laterRenewals: Array<{ id: number; orderNo: string }>;
}

/**
 * The refunds' side of orders, inside the refund's own transaction: the order
 * records a refund reads, and the static IPs a full refund takes back.
 *
 * Taking back happens on approval, so the member's access ends at once; the
 * addresses stay off sale until the provider answers. Refunded: they go back
 * on sale. Refused for good: the member gets them back as they were, as
 * refunded traffic is given back.
 */
export function createStaticIpRefunds(ctx: Pick<OrdersContext, "repo" | "now">) {
  const { repo, now } = ctx;
  return {
    bind(x: Executor) {
      const bound = repo.bind(x);
      return {
        findRechargeOrder: (id: number) => bound.findRechargeOrder(id),
        findStaticOrder: (id: number) => bound.findStaticOrder(id),

        /**
         * What a full refund of a static order would take back: the member's live IPs it bought or
         * renewed, and the paid renewals of them placed later, whose time a take-back ends too.
         */
        async heldIps(orderId: number): Promise<HeldIps> {
          const order = await bound.findStaticOrder(orderId);
          if (!order) return { liveIps: 0, laterRenewals: [] };
          const ips = await bound.liveIpsOfOrder(order);
          const laterRenewals = await bound.renewalsAfter(
            order.id,
            ips.map((ip) => ip.id),
          );
          return { liveIps: ips.length, laterRenewals };
        },

        /**
         * A purchase's IPs are released; a renewal's IPs lose the renewed days
         * (released when that is already past). Recorded under `cause` to be
         * settled or given back once.
         */
        async takeBack(orderId: number, cause: string): Promise<StaticTakeBack> {
          const order = await bound.findStaticOrder(orderId);
          if (!order) return { released: 0, shortened: 0 };
          const at = now();
          const ips = await bound.liveIpsOfOrder(order, { lock: true });
          const released: number[] = [];
          const records = [];
          for (const ip of ips) {
            const moved = order.kind === "renewal" ? new Date(ip.expiresAt.getTime() - order.days * dayMs) : at;
            const release = moved.getTime() <= at.getTime();
            if (release) released.push(ip.id);
            else await bound.setIpExpiry(ip.id, moved, ip.status);
            records.push({
              orderId: order.id,
              staticIpId: ip.id,
              cause,
              statusBefore: ip.status,
              expiresBefore: ip.expiresAt,
              expiresAfter: release ? at : moved,
              released: release,
              createdAt: at,
            });
          }
          await bound.releaseIps(released, at);
          await bound.endAssignments(released, at, "refunded");
          await bound.insertTakebacks(records);
          return { released: released.length, shortened: ips.length - released.length };
        },

        /** The refund went through: the released addresses go back on sale. */
        async settleTakeBack(cause: string): Promise<number> {
          const held = await bound.heldTakebacks({ cause });
          const released = held.filter((row) => row.takeback.released && row.ip.status === 3);
          await createStockRepo(x).putBack(released.map((row) => row.ip.poolIpId));
          await bound.settleTakebacks(
            held.map((row) => row.takeback.id),
            "done",
            now(),
          );
          return released.length;
        },

        /**
         * A refund of the order was refused for good: the trade is no longer refunded in full, so
         * whatever is still held of the order (this refund's take-back, or the one of the refund
         * that completed it) goes back to the member as it was.
         */
        async giveBack(orderId: number): Promise<number> {
          const at = now();
          const held = await bound.heldTakebacks({ orderId });
          const status = (expiresAt: Date) => (expiresAt.getTime() > at.getTime() ? 1 : 2);
          for (const { takeback, ip } of held) {
            if (takeback.released) {
              await bound.restoreIp(ip.id, takeback.expiresBefore, status(takeback.expiresBefore));
              await bound.startAssignments([ip], at);
            } else {
              const shift = takeback.expiresBefore.getTime() - takeback.expiresAfter.getTime();
              const expiresAt = new Date(ip.expiresAt.getTime() + shift);
              await bound.setIpExpiry(ip.id, expiresAt, ip.status === 3 ? 3 : status(expiresAt));
            }
          }
          await bound.settleTakebacks(
            held.map((row) => row.takeback.id),
            "given-back",
            at,
          );
          return held.length;
        },

        /** A refund of a short-delivered order answers its fulfilment anomaly: resolved by the approving operator. */
        async resolveFulfilmentAnomaly(orderId: number, note: string, operatorId: number | null): Promise<boolean> {
          const id = await bound.openFulfilmentAnomalyOf(orderId);
          return id === undefined ? false : bound.resolveFulfilmentAnomaly(id, note, now(), operatorId);
        },
      };
    },
  };
}
