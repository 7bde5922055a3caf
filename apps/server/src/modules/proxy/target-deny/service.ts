import {
  type DenyDomainCreateInput,
  type DenyDomainEntry,
  denyListLimits,
  type MemberDenyList,
  ResponseCode,
  type SellerDenyList,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { sql } from "drizzle-orm";
import { AppError } from "../../../http/app-error.ts";
import type { AuditRecorder, ConsoleActor } from "../../../lib/console-actor.ts";
import { inTransaction } from "../../../lib/executor.ts";
import { createTargetDenyRepo, type DenyDomainRow, targetDenyRepo } from "./repo.ts";

/**
 * Target-domain deny lists (docs/proxy-centre.md "Deny lists"): each member's,
 * for all of their sub-accounts, and the seller's, for everyone. Domains come
 * normalised from the contract's schema. A change reaches the gateways as an
 * access change (the table's trigger), within the ~2 s of other revocations;
 * the gateways get the lists with each account answer.
 */
export function createTargetDenyService(deps: { db: Database; audit: AuditRecorder }) {
  const { db, audit } = deps;
  const repo = createTargetDenyRepo(db);

  /** Adds to a list under a lock of that list, so its limit holds under concurrent adds. */
  async function add(memberId: number | null, domain: string, max: number, tx: Parameters<typeof targetDenyRepo>[0]) {
    const bound = targetDenyRepo(tx);
    await tx.execute(lockOf(memberId));
    if ((await bound.count(memberId)) >= max) {
      throw new AppError(ResponseCode.BadRequest, "proxyCentre.denyList.tooMany", { max });
    }
    const row = await bound.insert(memberId, domain);
    if (!row) throw new AppError(ResponseCode.BadRequest, "proxyCentre.denyList.duplicate", { domain });
    return row;
  }

  return {
    async listOfMember(memberId: number): Promise<MemberDenyList> {
      const [own, seller] = await Promise.all([repo.list(memberId), repo.list(null)]);
      return { list: own.map(entryOf), max: denyListLimits.maxMemberDomains, seller: seller.map((row) => row.domain) };
    },

    async addForMember(memberId: number, input: DenyDomainCreateInput): Promise<DenyDomainEntry> {
      const row = await inTransaction(db, (tx) => add(memberId, input.domain, denyListLimits.maxMemberDomains, tx));
      return entryOf(row);
    },

    async deleteForMember(memberId: number, id: number): Promise<void> {
      if (!(await repo.delete(memberId, id)))
        throw new AppError(ResponseCode.NotFound, "proxyCentre.denyList.notFound");
    },

    async listOfSeller(): Promise<SellerDenyList> {
      return { list: (await repo.list(null)).map(entryOf), max: denyListLimits.maxSellerDomains };
    },

    async addForSeller(actor: ConsoleActor, input: DenyDomainCreateInput): Promise<DenyDomainEntry> {
      const row = await inTransaction(db, async (tx) => {
        const created = await add(null, input.domain, denyListLimits.maxSellerDomains, tx);
        await audit.record(tx, {
          context: actor.audit,
          action: "proxy.deny-domain.create",
          recordType: "target_deny_domain",
          recordId: created.id,
          after: { domain: created.domain },
          outcome: "ok",
        });
        return created;
      });
      return entryOf(row);
    },

    async deleteForSeller(actor: ConsoleActor, id: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const removed = await targetDenyRepo(tx).delete(null, id);
        if (!removed) throw new AppError(ResponseCode.NotFound, "proxyCentre.denyList.notFound");
        await audit.record(tx, {
          context: actor.audit,
          action: "proxy.deny-domain.delete",
          recordType: "target_deny_domain",
          recordId: id,
          before: { domain: removed.domain },
          outcome: "ok",
        });
      });
    },

    /** What the gateways refuse for the member's sub-accounts: the member's list and the seller's. */
    domainsFor: (memberId: number) => repo.domainsFor(memberId),
  };
}

export type TargetDenyService = ReturnType<typeof createTargetDenyService>;

function lockOf(memberId: number | null) {
  return sql`select pg_advisory_xact_lock(hashtext(${`target-deny:${memberId ?? "seller"}`}))`;
}

function entryOf(row: DenyDomainRow): DenyDomainEntry {
  return { id: row.id, domain: row.domain, createTime: row.createdAt.toISOString() };
}
