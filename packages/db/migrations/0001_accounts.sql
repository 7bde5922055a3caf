CREATE TABLE "member_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"family_id" text NOT NULL,
	"access_token_hash" text NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"substation_id" integer,
	"mobile" text,
	"email" text,
	"password_hash" text NOT NULL,
	"locale" text DEFAULT 'zh-CN' NOT NULL,
	"identification_status" smallint DEFAULT 0 NOT NULL,
	"identification_type" smallint,
	"register_ip" text,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_has_login" CHECK ("members"."mobile" is not null or "members"."email" is not null),
	CONSTRAINT "members_identification_status_check" CHECK ("members"."identification_status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "traffic_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"delta_bytes" bigint NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traffic_ledger_kind_check" CHECK ("traffic_ledger"."kind" in ('recharge', 'gift', 'usage', 'refund', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"answer_x" real NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"passed" boolean,
	"verification_hash" text,
	"verification_expires_at" timestamp with time zone,
	"verification_used_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captcha_challenges_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "captcha_challenges_verification_hash_unique" UNIQUE("verification_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"purpose" smallint NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_codes_channel_check" CHECK ("verification_codes"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_substation_id_substations_id_fk" FOREIGN KEY ("substation_id") REFERENCES "public"."substations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_ledger" ADD CONSTRAINT "traffic_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_sessions_access_token_hash_key" ON "member_sessions" USING btree ("access_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "member_sessions_refresh_token_hash_key" ON "member_sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "member_sessions_member_id_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_sessions_family_id_idx" ON "member_sessions" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_key" ON "members" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "traffic_ledger_member_id_idx" ON "traffic_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_ledger_kind_cause_key" ON "traffic_ledger" USING btree ("kind","cause");--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_at_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("target","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("ip","created_at");