CREATE TABLE "member_alert_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"traffic_below_bytes" bigint,
	"traffic_below_percent" integer,
	"subaccount_cap" boolean DEFAULT false NOT NULL,
	"ip_expiry_days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"balance_below_fen" bigint,
	"by_email" boolean DEFAULT false NOT NULL,
	"by_sms" boolean DEFAULT false NOT NULL,
	"by_webhook" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_alert_settings_percent" CHECK ("member_alert_settings"."traffic_below_percent" between 1 and 99),
	CONSTRAINT "member_alert_settings_bytes" CHECK ("member_alert_settings"."traffic_below_bytes" > 0),
	CONSTRAINT "member_alert_settings_fen" CHECK ("member_alert_settings"."balance_below_fen" > 0),
	CONSTRAINT "member_alert_settings_days" CHECK ("member_alert_settings"."ip_expiry_days" <@ array[1, 3, 7])
);
--> statement-breakpoint
CREATE TABLE "member_alert_states" (
	"member_id" bigint NOT NULL,
	"alert" text NOT NULL,
	"fired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_alert_states_member_id_alert_pk" PRIMARY KEY("member_id","alert")
);
--> statement-breakpoint
CREATE TABLE "member_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"data" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_notices_channel" CHECK ("member_notices"."channel" in ('email', 'sms', 'contact'))
);
--> statement-breakpoint
ALTER TABLE "member_alert_settings" ADD CONSTRAINT "member_alert_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_alert_states" ADD CONSTRAINT "member_alert_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notices" ADD CONSTRAINT "member_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_notices_key" ON "member_notices" USING btree ("key");--> statement-breakpoint
CREATE INDEX "member_notices_unsent_idx" ON "member_notices" USING btree ("id") WHERE "member_notices"."sent_at" is null;