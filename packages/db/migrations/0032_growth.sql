CREATE TABLE "coupon_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"list_price_fen" bigint NOT NULL,
	"discount_fen" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"release_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "coupon_redemptions_status_check" CHECK ("coupon_redemptions"."status" in ('held', 'used', 'released')),
	CONSTRAINT "coupon_redemptions_discount_check" CHECK ("coupon_redemptions"."discount_fen" > 0 and "coupon_redemptions"."discount_fen" < "coupon_redemptions"."list_price_fen")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_off_fen" bigint,
	"percent_off" integer,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_amount_fen" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_uses" integer,
	"uses_per_member" integer DEFAULT 1 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('fixed', 'percent')),
	CONSTRAINT "coupons_amount_check" CHECK (("coupons"."kind" = 'fixed' and "coupons"."amount_off_fen" > 0 and "coupons"."percent_off" is null) or ("coupons"."kind" = 'percent' and "coupons"."percent_off" between 1 and 99 and "coupons"."amount_off_fen" is null)),
	CONSTRAINT "coupons_window_check" CHECK ("coupons"."ends_at" > "coupons"."starts_at"),
	CONSTRAINT "coupons_uses_check" CHECK (("coupons"."total_uses" is null or "coupons"."total_uses" > 0) and "coupons"."uses_per_member" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_code_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"traffic_gb" integer,
	"amount_fen" bigint,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by_operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_code_batches_kind_check" CHECK ("gift_code_batches"."kind" in ('traffic', 'balance')),
	CONSTRAINT "gift_code_batches_value_check" CHECK (("gift_code_batches"."kind" = 'traffic' and "gift_code_batches"."traffic_gb" > 0 and "gift_code_batches"."amount_fen" is null) or ("gift_code_batches"."kind" = 'balance' and "gift_code_batches"."amount_fen" > 0 and "gift_code_batches"."traffic_gb" is null)),
	CONSTRAINT "gift_code_batches_count_check" CHECK ("gift_code_batches"."count" between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "gift_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"code" text NOT NULL,
	"redeemed_by_member_id" bigint,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "growth_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"commission_percent" integer DEFAULT 10 NOT NULL,
	"holding_days" integer DEFAULT 14 NOT NULL,
	"trial_enabled" boolean DEFAULT false NOT NULL,
	"trial_mb" integer DEFAULT 200 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_settings_single_row" CHECK ("growth_settings"."id" = 1),
	CONSTRAINT "growth_settings_percent" CHECK ("growth_settings"."commission_percent" between 0 and 50),
	CONSTRAINT "growth_settings_holding" CHECK ("growth_settings"."holding_days" between 0 and 365),
	CONSTRAINT "growth_settings_trial" CHECK ("growth_settings"."trial_mb" between 1 and 10240)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"paid_fen" bigint NOT NULL,
	"charged_fen" bigint NOT NULL,
	"percent" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'holding' NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"reversed_fen" bigint DEFAULT 0 NOT NULL,
	"owed_fen" bigint DEFAULT 0 NOT NULL,
	"withheld_reason" text,
	"withheld_by_operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_commissions_status_check" CHECK ("referral_commissions"."status" in ('holding', 'credited', 'cancelled', 'withheld', 'reversed')),
	CONSTRAINT "referral_commissions_amounts" CHECK ("referral_commissions"."amount_fen" >= 0 and "referral_commissions"."reversed_fen" >= 0 and "referral_commissions"."owed_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."invitee_id" <> "referrals"."referrer_id")
);
--> statement-breakpoint
CREATE TABLE "trial_grants" (
	"identity_key" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"megabytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balance_ledger" DROP CONSTRAINT "balance_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_operator_id_operators_id_fk" FOREIGN KEY ("created_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_code_batches" ADD CONSTRAINT "gift_code_batches_created_by_operator_id_operators_id_fk" FOREIGN KEY ("created_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_batch_id_gift_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_redeemed_by_member_id_members_id_fk" FOREIGN KEY ("redeemed_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_withheld_by_operator_id_operators_id_fk" FOREIGN KEY ("withheld_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_grants" ADD CONSTRAINT "trial_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_key" ON "coupon_redemptions" USING btree ("order_kind","order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_code_key" ON "gift_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_codes_batch_idx" ON "gift_codes" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_commissions_order_key" ON "referral_commissions" USING btree ("order_kind","order_id");--> statement-breakpoint
CREATE INDEX "referral_commissions_referrer_idx" ON "referral_commissions" USING btree ("referrer_id","id");--> statement-breakpoint
CREATE INDEX "referral_commissions_due_idx" ON "referral_commissions" USING btree ("available_at") WHERE "referral_commissions"."status" = 'holding';--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_kind_check" CHECK ("balance_ledger"."kind" in ('topup', 'payment', 'refund', 'renewal', 'adjustment', 'commission', 'gift'));