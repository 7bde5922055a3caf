CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"body" text NOT NULL,
	"body_en" text NOT NULL,
	"segment" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_segment" CHECK ("announcements"."segment" in ('all', 'verified', 'static-ips'))
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_bank_transfers" (
	"order_kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_bank_transfers_order_kind_order_id_pk" PRIMARY KEY("order_kind","order_id"),
	CONSTRAINT "order_bank_transfers_order_kind_check" CHECK ("order_bank_transfers"."order_kind" in ('recharge', 'static'))
);
--> statement-breakpoint
CREATE TABLE "shop_bank_account" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"account_name_en" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_name_en" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "shop_bank_account_one_row" CHECK ("shop_bank_account"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "bank_transfer_claims" DROP CONSTRAINT "bank_transfer_claims_status_check";--> statement-breakpoint
ALTER TABLE "bank_transfer_claims" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "bank_transfer_claims" ADD COLUMN "received_on" text;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_bank_transfers" ADD CONSTRAINT "order_bank_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_messages_key" ON "member_messages" USING btree ("member_id","key");--> statement-breakpoint
CREATE INDEX "member_messages_member_idx" ON "member_messages" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_messages_unread_idx" ON "member_messages" USING btree ("member_id") WHERE "member_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_bank_transfers_reference_key" ON "order_bank_transfers" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "bank_transfer_claims" ADD CONSTRAINT "bank_transfer_claims_status_check" CHECK ("bank_transfer_claims"."status" in ('requested', 'confirmed', 'rejected', 'mismatch'));