import type { DatabaseHandle } from "@shop/db";
import { tables } from "@shop/db";
import { createTestDatabase, testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEventPublisher } from "./publisher.ts";

describe.each(testDatabaseKinds())("member event outbox (%s)", (kind) => {
  let database: DatabaseHandle;
  let memberId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [member] = await database.db
      .insert(tables.members)
      .values({ email: `events-${Date.now()}@example.com`, passwordHash: "x" })
      .returning({ id: tables.members.id });
    memberId = member?.id as number;
  });
  afterAll(() => database?.close());

  it("records an event with the transaction that made the change, and not when it rolls back", async () => {
    const at = new Date("2026-11-28T08:00:00Z");
    const kept = await database.db.transaction((tx) =>
      createEventPublisher(tx, () => at).publish(memberId, "order.paid", { order_no: "A1" }),
    );
    const rolledBack = await database.db
      .transaction(async (tx) => {
        await createEventPublisher(tx, () => at).publish(memberId, "refund.succeeded", { refund_no: "R1" });
        throw new Error("the refund failed");
      })
      .catch(() => "rolled back");
    expect(rolledBack).toBe("rolled back");
    const rows = await database.db.select().from(tables.memberEvents).where(eq(tables.memberEvents.memberId, memberId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ publicId: kept, type: "order.paid", payload: { order_no: "A1" }, occurredAt: at });
  });
});
