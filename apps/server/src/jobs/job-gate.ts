import type { DatabaseHandle } from "@shop/db";
import { queryRows, tables } from "@shop/db";
import { sql } from "drizzle-orm";

/** Decides whether this process runs a job now; see createJobGate. */
export interface JobGate {
  runOnce<T>(
    name: string,
    intervalMs: number,
    work: () => Promise<T>,
  ): Promise<{ ran: false } | { ran: true; result: T }>;
}

/**
 * Jobs once across processes. Every server on a database runs the same
 * timers; a run goes ahead only when (1) this process gets the job's advisory
 * lock, so no other process is inside the job, and (2) the job's `job_runs`
 * row says its last start anywhere is at least an interval old (minus a little
 * slack for timer drift), so a second server ticking a moment later skips
 * instead of repeating the work. The lock is released when the run ends.
 */
export function createJobGate(database: Pick<DatabaseHandle, "db" | "tryAdvisoryLock">): JobGate {
  const { jobRuns } = tables;
  return {
    async runOnce(name, intervalMs, work) {
      const release = await database.tryAdvisoryLock(`job:${name}`);
      if (!release) return { ran: false };
      try {
        const slackMs = Math.min(intervalMs / 10, 1000);
        const dueSeconds = Math.max(intervalMs - slackMs, 0) / 1000;
        const claimed = await queryRows<{ name: string }>(
          database.db,
          sql`
          insert into ${jobRuns} (name, last_started_at) values (${name}, now())
          on conflict (name) do update set last_started_at = excluded.last_started_at
          where ${jobRuns}.last_started_at <= now() - make_interval(secs => ${dueSeconds})
          returning name`,
        );
        if (claimed.length === 0) return { ran: false };
        return { ran: true, result: await work() };
      } finally {
        await release();
      }
    },
  };
}
