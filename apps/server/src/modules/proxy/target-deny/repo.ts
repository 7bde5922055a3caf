import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, count, desc, eq, isNull, or } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { targetDenyDomains } = tables;

export type DenyDomainRow = typeof targetDenyDomains.$inferSelect;

/** Whose list: a member's, or the seller's (null). */
const ownerIs = (memberId: number | null) =>
  memberId === null ? isNull(targetDenyDomains.memberId) : eq(targetDenyDomains.memberId, memberId);

/** Deny lists' rows: a member's (member_id) and the seller's (member_id null). */
export function targetDenyRepo(x: Executor) {
  return {
    async list(memberId: number | null): Promise<DenyDomainRow[]> {
      return x
        .select()
        .from(targetDenyDomains)
        .where(ownerIs(memberId))
        .orderBy(desc(targetDenyDomains.createdAt), desc(targetDenyDomains.id));
    },

    async count(memberId: number | null): Promise<number> {
      const [row] = await x.select({ n: count() }).from(targetDenyDomains).where(ownerIs(memberId));
      return Number(row?.n ?? 0);
    },

    /** The new row, or undefined when the list already has the domain. */
    async insert(memberId: number | null, domain: string): Promise<DenyDomainRow | undefined> {
      const [row] = await x.insert(targetDenyDomains).values({ memberId, domain }).onConflictDoNothing().returning();
      return row;
    },

    async delete(memberId: number | null, id: number): Promise<DenyDomainRow | undefined> {
      const [row] = await x
        .delete(targetDenyDomains)
        .where(and(eq(targetDenyDomains.id, id), ownerIs(memberId)))
        .returning();
      return row;
    },

    /** The member's domains and the seller's together: what the gateways refuse for the member's accounts. */
    async domainsFor(memberId: number): Promise<string[]> {
      const rows: { domain: string }[] = await x
        .select({ domain: targetDenyDomains.domain })
        .from(targetDenyDomains)
        .where(or(isNull(targetDenyDomains.memberId), eq(targetDenyDomains.memberId, memberId)))
        .orderBy(targetDenyDomains.domain);
      // A domain on both lists once.
      return [...new Set(rows.map((row) => row.domain))];
    },
  };
}

export function createTargetDenyRepo(db: Database) {
  return { ...targetDenyRepo(db), bind: targetDenyRepo };
}
export type TargetDenyRepo = ReturnType<typeof createTargetDenyRepo>;
