-- Periodic jobs run once per interval across every process (apps/server/src/jobs).
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL
);
