-- Batch ids are unique per gateway: one gateway cannot block (or replay into) another's ids.
ALTER TABLE "usage_batches" DROP CONSTRAINT "usage_batches_pkey";--> statement-breakpoint
ALTER TABLE "usage_batches" ADD CONSTRAINT "usage_batches_gateway_id_batch_id_pk" PRIMARY KEY("gateway_id","batch_id");
--> statement-breakpoint
CREATE TABLE "usage_domains_hourly" (
	"member_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"account_id" bigint NOT NULL,
	"domain" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_domains_hourly_member_id_hour_account_id_domain_pk" PRIMARY KEY("member_id","hour","account_id","domain"),
	CONSTRAINT "usage_domains_hourly_non_negative" CHECK ("usage_domains_hourly"."bytes" >= 0 and "usage_domains_hourly"."requests" >= 0)
);
--> statement-breakpoint
ALTER TABLE "usage_domains_hourly" ADD CONSTRAINT "usage_domains_hourly_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_domains_hourly" ADD CONSTRAINT "usage_domains_hourly_account_id_proxy_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."proxy_accounts"("id") ON DELETE no action ON UPDATE no action;
