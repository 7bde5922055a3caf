import { type Database, tables } from "@shop/db";
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { memberEvents, webhookEndpoints, webhookDeliveries } = tables;

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EventRow = typeof memberEvents.$inferSelect;
export type DeliveryWithEvent = DeliveryRow & { event: EventRow };

/** The webhook tables (platform/webhooks owns them; other modules only call `publish`). */
export function webhooksRepo(x: Executor) {
  return {
    /** Account closure: endpoints (their deliveries with them) and the member's events go. */
    async eraseMember(memberId: number): Promise<void> {
      await x.delete(webhookEndpoints).where(eq(webhookEndpoints.memberId, memberId));
      await x.delete(memberEvents).where(eq(memberEvents.memberId, memberId));
    },
    listEndpoints(memberId: number): Promise<EndpointRow[]> {
      return x
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.memberId, memberId))
        .orderBy(desc(webhookEndpoints.id));
    },
    async countEndpoints(memberId: number): Promise<number> {
      const [row] = await x
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.memberId, memberId));
      return row?.n ?? 0;
    },
    async endpointOf(memberId: number, id: number): Promise<EndpointRow | null> {
      const [row] = await x
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.memberId, memberId)));
      return row ?? null;
    },
    async insertEndpoint(values: { memberId: number; url: string; events: string[]; secret: string }) {
      const [row] = await x.insert(webhookEndpoints).values(values).returning();
      return row as EndpointRow;
    },
    async setDisabled(memberId: number, id: number, disabledAt: Date | null): Promise<EndpointRow | null> {
      const [row] = await x
        .update(webhookEndpoints)
        .set({ disabledAt })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.memberId, memberId)))
        .returning();
      return row ?? null;
    },
    async deleteEndpoint(memberId: number, id: number): Promise<boolean> {
      const rows = await x
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.memberId, memberId)))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },
    async insertEvent(values: {
      publicId: string;
      memberId: number;
      type: string;
      payload: unknown;
      occurredAt: Date;
      dispatchedAt: Date;
    }) {
      const [row] = await x.insert(memberEvents).values(values).returning();
      return row as EventRow;
    },
    async insertDelivery(values: {
      endpointId: number;
      eventId: number;
      nextAttemptAt: Date;
      createdAt: Date;
      resendOf?: number | null;
    }) {
      const [row] = await x.insert(webhookDeliveries).values(values).returning();
      return row as DeliveryRow;
    },
    async deliveriesOf(endpointId: number, limit: number): Promise<DeliveryWithEvent[]> {
      const rows = await x
        .select({ delivery: webhookDeliveries, event: memberEvents })
        .from(webhookDeliveries)
        .innerJoin(memberEvents, eq(memberEvents.id, webhookDeliveries.eventId))
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.delivery, event: row.event }));
    },
    async deliveryOfMember(
      memberId: number,
      id: number,
    ): Promise<(DeliveryWithEvent & { endpoint: EndpointRow }) | null> {
      const [row] = await x
        .select({ delivery: webhookDeliveries, event: memberEvents, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(memberEvents, eq(memberEvents.id, webhookDeliveries.eventId))
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.memberId, memberId)));
      return row ? { ...row.delivery, event: row.event, endpoint: row.endpoint } : null;
    },
    /** Events not yet fanned out, oldest first, locked so a second dispatcher skips them. */
    undispatchedEvents(limit: number): Promise<EventRow[]> {
      return x
        .select()
        .from(memberEvents)
        .where(isNull(memberEvents.dispatchedAt))
        .orderBy(asc(memberEvents.id))
        .limit(limit)
        .for("update", { skipLocked: true });
    },
    subscribedEndpoints(memberId: number, type: string): Promise<EndpointRow[]> {
      return x
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.memberId, memberId),
            isNull(webhookEndpoints.disabledAt),
            sql`${type} = any(${webhookEndpoints.events})`,
          ),
        );
    },
    async markDispatched(ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await x.update(memberEvents).set({ dispatchedAt: at }).where(inArray(memberEvents.id, ids));
    },
    /**
     * Claims due deliveries of enabled endpoints: their next attempt moves `leaseMs` ahead, so
     * a process that dies mid-send leaves them to be tried again (at least once), never lost.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<DeliveryRow[]> {
      const due = await x
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.status, "pending"),
            lte(webhookDeliveries.nextAttemptAt, now),
            isNull(webhookEndpoints.disabledAt),
          ),
        )
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(limit)
        .for("update", { of: webhookDeliveries, skipLocked: true });
      if (due.length === 0) return [];
      return x
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    },
    async withEventAndEndpoint(id: number): Promise<(DeliveryWithEvent & { endpoint: EndpointRow }) | null> {
      const [row] = await x
        .select({ delivery: webhookDeliveries, event: memberEvents, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(memberEvents, eq(memberEvents.id, webhookDeliveries.eventId))
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, id));
      return row ? { ...row.delivery, event: row.event, endpoint: row.endpoint } : null;
    },
    async recordAttempt(
      id: number,
      values: Pick<
        DeliveryRow,
        "status" | "attempts" | "nextAttemptAt" | "lastStatusCode" | "lastError" | "lastAttemptAt"
      >,
    ): Promise<DeliveryRow> {
      const [row] = await x.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id)).returning();
      return row as DeliveryRow;
    },
  };
}

export type WebhooksRepo = ReturnType<typeof webhooksRepo>;

export function createWebhooksRepo(db: Database) {
  return { ...webhooksRepo(db), bind: webhooksRepo };
}
