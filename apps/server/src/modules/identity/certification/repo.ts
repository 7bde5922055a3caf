import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { bindableRepo, type Executor } from "../../../lib/executor.ts";

const { personalCertifications, enterpriseCertifications, foreignCertifications, certificationDecisions } = tables;

export type PersonalRow = typeof personalCertifications.$inferSelect;
export type EnterpriseRow = typeof enterpriseCertifications.$inferSelect;
export type ForeignRow = typeof foreignCertifications.$inferSelect;
export type DecisionRow = typeof certificationDecisions.$inferSelect;
export type CertificationKind = "personal" | "enterprise" | "foreign";

/** Statuses that hold a person's number for one account: verified, or waiting for an operator. */
const holdingStatuses = [1, 3];

export function createCertificationRepo(db: Database) {
  const repo = (x: Executor) => ({
    /** The executor, so another module's repository can join this transaction. */
    executor: x,

    /** One submission per member at a time, across processes, until the transaction ends. */
    async lockMember(memberId: number): Promise<void> {
      await x.execute(sql`select pg_advisory_xact_lock(hashtext(${`certifications:${memberId}`}))`);
    },

    async latestPersonal(memberId: number): Promise<PersonalRow | undefined> {
      const rows = await x
        .select()
        .from(personalCertifications)
        .where(eq(personalCertifications.memberId, memberId))
        .orderBy(desc(personalCertifications.createdAt), desc(personalCertifications.id))
        .limit(1);
      return rows[0];
    },
    async latestEnterprise(memberId: number): Promise<EnterpriseRow | undefined> {
      const rows = await x
        .select()
        .from(enterpriseCertifications)
        .where(eq(enterpriseCertifications.memberId, memberId))
        .orderBy(desc(enterpriseCertifications.createdAt), desc(enterpriseCertifications.id))
        .limit(1);
      return rows[0];
    },
    async latestForeign(memberId: number): Promise<ForeignRow | undefined> {
      const rows = await x
        .select()
        .from(foreignCertifications)
        .where(eq(foreignCertifications.memberId, memberId))
        .orderBy(desc(foreignCertifications.createdAt), desc(foreignCertifications.id))
        .limit(1);
      return rows[0];
    },
    async findForeign(id: number): Promise<ForeignRow | undefined> {
      return (await x.select().from(foreignCertifications).where(eq(foreignCertifications.id, id)).limit(1))[0];
    },
    async insertForeign(values: typeof foreignCertifications.$inferInsert): Promise<ForeignRow> {
      const [row] = await x.insert(foreignCertifications).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },
    async decideForeign(id: number, status: number, failureReason: string | null): Promise<ForeignRow | undefined> {
      const rows = await x
        .update(foreignCertifications)
        .set({ status, failureReason, decidedAt: sql`now()` })
        .where(and(eq(foreignCertifications.id, id), eq(foreignCertifications.status, 1)))
        .returning();
      return rows[0];
    },
    /** The document files of a member's foreign verifications (deleted when the account closes). */
    async foreignDocumentFileIds(memberId: number): Promise<number[]> {
      const rows = await x
        .select({ fileId: foreignCertifications.documentFileId })
        .from(foreignCertifications)
        .where(eq(foreignCertifications.memberId, memberId));
      return rows.map((row) => row.fileId);
    },
    async findPersonal(id: number): Promise<PersonalRow | undefined> {
      return (await x.select().from(personalCertifications).where(eq(personalCertifications.id, id)).limit(1))[0];
    },
    async findEnterprise(id: number): Promise<EnterpriseRow | undefined> {
      return (await x.select().from(enterpriseCertifications).where(eq(enterpriseCertifications.id, id)).limit(1))[0];
    },

    /** Whether another account has this person verified or in review. */
    async isIdCardHeldByOther(idCardHash: string, memberId: number): Promise<boolean> {
      const rows = await x
        .select({ id: personalCertifications.id })
        .from(personalCertifications)
        .where(
          and(
            eq(personalCertifications.idCardHash, idCardHash),
            ne(personalCertifications.memberId, memberId),
            inArray(personalCertifications.status, holdingStatuses),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insertPersonal(values: typeof personalCertifications.$inferInsert): Promise<PersonalRow> {
      const [row] = await x.insert(personalCertifications).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },
    async insertEnterprise(values: typeof enterpriseCertifications.$inferInsert): Promise<EnterpriseRow> {
      const [row] = await x.insert(enterpriseCertifications).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    /** Moves a certification out of review; undefined when it was not waiting (decided by someone else first). */
    async decidePersonal(id: number, status: number, failureReason: string | null): Promise<PersonalRow | undefined> {
      const rows = await x
        .update(personalCertifications)
        .set({ status, failureReason, decidedAt: sql`now()` })
        .where(and(eq(personalCertifications.id, id), eq(personalCertifications.status, 1)))
        .returning();
      return rows[0];
    },
    async decideEnterprise(
      id: number,
      status: number,
      failureReason: string | null,
    ): Promise<EnterpriseRow | undefined> {
      const rows = await x
        .update(enterpriseCertifications)
        .set({ status, failureReason, decidedAt: sql`now()` })
        .where(and(eq(enterpriseCertifications.id, id), eq(enterpriseCertifications.status, 1)))
        .returning();
      return rows[0];
    },
    async insertDecision(values: typeof certificationDecisions.$inferInsert): Promise<DecisionRow> {
      const [row] = await x.insert(certificationDecisions).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    /** Everything waiting for an operator, oldest first. */
    async listPending(): Promise<{ personal: PersonalRow[]; enterprise: EnterpriseRow[]; foreign: ForeignRow[] }> {
      const [personal, enterprise, foreign] = await Promise.all([
        x
          .select()
          .from(personalCertifications)
          .where(eq(personalCertifications.status, 1))
          .orderBy(asc(personalCertifications.createdAt)),
        x
          .select()
          .from(enterpriseCertifications)
          .where(eq(enterpriseCertifications.status, 1))
          .orderBy(asc(enterpriseCertifications.createdAt)),
        x
          .select()
          .from(foreignCertifications)
          .where(eq(foreignCertifications.status, 1))
          .orderBy(asc(foreignCertifications.createdAt)),
      ]);
      return { personal, enterprise, foreign };
    },
    /** The newest certifications of every status, for `certifications:list --all`. */
    async listRecent(
      limit: number,
    ): Promise<{ personal: PersonalRow[]; enterprise: EnterpriseRow[]; foreign: ForeignRow[] }> {
      const [personal, enterprise, foreign] = await Promise.all([
        x.select().from(personalCertifications).orderBy(desc(personalCertifications.id)).limit(limit),
        x.select().from(enterpriseCertifications).orderBy(desc(enterpriseCertifications.id)).limit(limit),
        x.select().from(foreignCertifications).orderBy(desc(foreignCertifications.id)).limit(limit),
      ]);
      return { personal, enterprise, foreign };
    },
    async listDecisions(kind: CertificationKind, certificationId: number): Promise<DecisionRow[]> {
      return x
        .select()
        .from(certificationDecisions)
        .where(and(eq(certificationDecisions.kind, kind), eq(certificationDecisions.certificationId, certificationId)))
        .orderBy(asc(certificationDecisions.createdAt), asc(certificationDecisions.id));
    },
    /** Other enterprise certifications with the same credit code (an operator wants to know). */
    /**
     * Erases the personal data of a closed account's certifications: the name and ID number go
     * (the hash too, so the person may verify a new account); the outcome and dates stay. An
     * enterprise's phone numbers and bank account go; its name and credit code are the company's.
     * A passport's name and number go (the document's bytes are deleted by the service); a
     * foreign company's name and registration number are the company's.
     */
    async eraseForClosure(memberId: number): Promise<void> {
      await x
        .update(personalCertifications)
        .set({ realName: "", idCardNumber: "", idCardHash: sql`'erased:' || ${personalCertifications.id}` })
        .where(eq(personalCertifications.memberId, memberId));
      await x
        .update(enterpriseCertifications)
        .set({ contactPhone: "", bankAccount: "", registrationPhone: "" })
        .where(eq(enterpriseCertifications.memberId, memberId));
      await x
        .update(foreignCertifications)
        .set({ name: "", documentNumber: "" })
        .where(and(eq(foreignCertifications.memberId, memberId), eq(foreignCertifications.kind, "passport")));
    },
    async findEnterprisesByCreditCode(creditCode: string, exceptId: number): Promise<EnterpriseRow[]> {
      return x
        .select()
        .from(enterpriseCertifications)
        .where(and(eq(enterpriseCertifications.creditCode, creditCode), ne(enterpriseCertifications.id, exceptId)))
        .orderBy(desc(enterpriseCertifications.id))
        .limit(20);
    },
  });

  return bindableRepo(db, repo);
}

export type CertificationRepo = ReturnType<typeof createCertificationRepo>;
