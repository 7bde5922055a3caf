CREATE TABLE "gateway_exit_health" (
	"gateway_id" text PRIMARY KEY NOT NULL,
	"exits" jsonb NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_outcomes_hourly" (
	"member_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"account_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"connections" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_outcomes_hourly_member_id_hour_account_id_reason_pk" PRIMARY KEY("member_id","hour","account_id","reason"),
	CONSTRAINT "usage_outcomes_hourly_non_negative" CHECK ("usage_outcomes_hourly"."connections" >= 0)
);
--> statement-breakpoint
ALTER TABLE "usage_outcomes_hourly" ADD CONSTRAINT "usage_outcomes_hourly_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_outcomes_hourly" ADD CONSTRAINT "usage_outcomes_hourly_account_id_proxy_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."proxy_accounts"("id") ON DELETE no action ON UPDATE no action;