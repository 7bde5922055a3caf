-- Use per sub-account and UTC hour, beside the member's hourly records: the dashboard's
-- per-account filter and breakdown, and the CSV export. Hours booked before this table
-- existed have no per-account split (usage_hourly keeps the member's totals).
CREATE TABLE "usage_account_hourly" (
	"account_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"member_id" bigint NOT NULL,
	"bytes_up" bigint DEFAULT 0 NOT NULL,
	"bytes_down" bigint DEFAULT 0 NOT NULL,
	"over_limit_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_account_hourly_account_id_hour_pk" PRIMARY KEY("account_id","hour"),
	CONSTRAINT "usage_account_hourly_non_negative" CHECK ("usage_account_hourly"."bytes_up" >= 0 and "usage_account_hourly"."bytes_down" >= 0 and "usage_account_hourly"."over_limit_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "usage_account_hourly" ADD CONSTRAINT "usage_account_hourly_account_id_proxy_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."proxy_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_account_hourly" ADD CONSTRAINT "usage_account_hourly_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_account_hourly_member_hour_idx" ON "usage_account_hourly" USING btree ("member_id","hour");
