import { type Database, queryRows, tables } from "@shop/db";
import { sql } from "drizzle-orm";

const { members } = tables;

/** The console dashboard's reads of members. */
export function createMemberStats(db: Database) {
  return {
    /** Sign-ups per day in `timeZone` since `from`, optionally of one substation. */
    async signUpsByDay(
      from: Date,
      substationId: number | null,
      timeZone = "UTC",
    ): Promise<{ day: string; signUps: number }[]> {
      const rows = await queryRows<{ day: string; sign_ups: number }>(
        db,
        sql`
        select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as sign_ups
        from ${members}
        where created_at >= ${from.toISOString()}
          and (${substationId}::int is null or substation_id = ${substationId}::int)
        group by 1 order by 1`,
      );
      return rows.map((row) => ({ day: row.day, signUps: Number(row.sign_ups) }));
    },
  };
}
export type MemberStats = ReturnType<typeof createMemberStats>;
