import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { desc, eq } from "drizzle-orm";

const { outboxMessages } = tables;

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Pick<typeof outboxMessages.$inferInsert, "channel" | "recipient" | "subject" | "body">;

/** The development outbox: what would have been sent, for developers, API tests and browser tests. */
export function createOutboxRepo(db: Database) {
  return {
    async insert(values: NewOutboxMessage): Promise<OutboxMessageRow> {
      const [row] = await db.insert(outboxMessages).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    /** The newest messages, for the demo outbox page. */
    async listRecent(limit: number): Promise<OutboxMessageRow[]> {
      return db
        .select()
        .from(outboxMessages)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
    },

    /** The newest message to a recipient (exactly as it was addressed). */
    async findLatest(recipient: string): Promise<OutboxMessageRow | undefined> {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, recipient))
        // Rows of one transaction share created_at; the id breaks the tie.
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(1);
      return rows[0];
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
