CREATE TABLE "audit_checkpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"audit_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"key_version" smallint NOT NULL,
	"mac" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transfer_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount_fen" integer NOT NULL,
	"bank_reference" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by" bigint NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfer_claims_status_check" CHECK ("bank_transfer_claims"."status" in ('requested', 'confirmed', 'rejected')),
	CONSTRAINT "bank_transfer_claims_two_people" CHECK ("bank_transfer_claims"."decided_by" is null or "bank_transfer_claims"."decided_by" <> "bank_transfer_claims"."requested_by"),
	CONSTRAINT "bank_transfer_claims_order_kind_check" CHECK ("bank_transfer_claims"."order_kind" in ('recharge', 'static'))
);
--> statement-breakpoint
-- Rows written so far keep their plain SHA-256 hashes (key version 0) and stay verifiable; rows from
-- now on are HMAC-SHA256 under AUDIT_CHAIN_KEY (version 1), chained on from the last plain row.
ALTER TABLE "audit_log" ADD COLUMN "key_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "key_version" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "enrolment_issued_by" bigint;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "enrolment_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transfer_claims" ADD CONSTRAINT "bank_transfer_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_checkpoints_audit_id_idx" ON "audit_checkpoints" USING btree ("audit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfer_claims_open_key" ON "bank_transfer_claims" USING btree ("order_kind","order_id") WHERE "bank_transfer_claims"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "bank_transfer_claims_order_idx" ON "bank_transfer_claims" USING btree ("order_kind","order_id");--> statement-breakpoint
-- Checkpoints are append-only like the log they anchor.
CREATE TRIGGER "audit_checkpoints_append_only" BEFORE UPDATE OR DELETE ON "audit_checkpoints"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_checkpoints_no_truncate" BEFORE TRUNCATE ON "audit_checkpoints"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
