import { CertificationStatus } from "@shop/contract";
import { type Database, queryRows, tables } from "@shop/db";
import { sql } from "drizzle-orm";

const { enterpriseCertifications, members } = tables;

/** The console dashboard's reads of real-name verification. */
export function createCertificationStats(db: Database) {
  return {
    /** Enterprise applications waiting for an operator's review, optionally of one substation's members. */
    async certificationsWaiting(substationId: number | null): Promise<number> {
      const rows = await queryRows<{ count: number }>(
        db,
        sql`
        select count(*)::int as count from ${enterpriseCertifications} c
        join ${members} m on m.id = c.member_id
        where c.status = ${CertificationStatus.Auditing}
          and (${substationId}::int is null or m.substation_id = ${substationId}::int)`,
      );
      return Number(rows[0]?.count ?? 0);
    },
  };
}
export type CertificationStats = ReturnType<typeof createCertificationStats>;
