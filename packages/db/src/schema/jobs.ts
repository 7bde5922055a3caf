import { pgTable, text } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";

/**
 * When each periodic job last started, across every process on this database:
 * a run claims its job's row only when the last start is an interval old, so
 * the job runs once per interval however many servers are up.
 */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastStartedAt: at("last_started_at").notNull(),
});
