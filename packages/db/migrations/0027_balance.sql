CREATE TABLE "balance_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"delta_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_ledger_kind_check" CHECK ("balance_ledger"."kind" in ('topup', 'payment', 'refund', 'renewal', 'adjustment')),
	CONSTRAINT "balance_ledger_amounts" CHECK ("balance_ledger"."delta_fen" <> 0 and "balance_ledger"."balance_after_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_balances" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_balances_not_negative" CHECK ("member_balances"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "static_ip_auto_renew" (
	"static_ip_id" bigint PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_ip_auto_renew_days" CHECK ("static_ip_auto_renew"."days" > 0)
);
--> statement-breakpoint
CREATE TABLE "static_ip_renewals" (
	"static_ip_id" bigint NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"step" text NOT NULL,
	"amount_fen" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_ip_renewals_pkey" PRIMARY KEY("static_ip_id","period_end","step"),
	CONSTRAINT "static_ip_renewals_step_check" CHECK ("static_ip_renewals"."step" in ('notice', 'charged', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_balances" ADD CONSTRAINT "member_balances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_ip_auto_renew" ADD CONSTRAINT "static_ip_auto_renew_static_ip_id_static_ips_id_fk" FOREIGN KEY ("static_ip_id") REFERENCES "public"."static_ips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_ip_auto_renew" ADD CONSTRAINT "static_ip_auto_renew_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_ip_renewals" ADD CONSTRAINT "static_ip_renewals_static_ip_id_static_ips_id_fk" FOREIGN KEY ("static_ip_id") REFERENCES "public"."static_ips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_ledger_member_idx" ON "balance_ledger" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_ledger_kind_cause_key" ON "balance_ledger" USING btree ("kind","cause");--> statement-breakpoint
CREATE INDEX "static_ip_auto_renew_enabled_idx" ON "static_ip_auto_renew" USING btree ("member_id") WHERE "static_ip_auto_renew"."enabled";