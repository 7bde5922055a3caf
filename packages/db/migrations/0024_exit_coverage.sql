CREATE TABLE "gateway_exit_coverage" (
	"gateway_id" text PRIMARY KEY NOT NULL,
	"pools" jsonb NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
