CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"operator_id" bigint,
	"operator_role" text,
	"ip" text,
	"user_agent" text,
	"request_id" text,
	"action" text NOT NULL,
	"record_type" text,
	"record_id" text,
	"member_id" bigint,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"outcome" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_log_outcome_check" CHECK ("audit_log"."outcome" in ('ok', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "operator_enrolments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"pending_totp_sealed" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"substation_id" integer,
	"password_hash" text,
	"totp_secret_sealed" text,
	"totp_last_step" bigint,
	"status" text DEFAULT 'invited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('owner', 'finance', 'support', 'content')),
	CONSTRAINT "operators_status_check" CHECK ("operators"."status" in ('invited', 'active', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "operator_enrolments" ADD CONSTRAINT "operator_enrolments_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_substation_id_substations_id_fk" FOREIGN KEY ("substation_id") REFERENCES "public"."substations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_operator_id_idx" ON "audit_log" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "audit_log_member_id_idx" ON "audit_log" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_enrolments_token_hash_key" ON "operator_enrolments" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_enrolments_operator_id_idx" ON "operator_enrolments" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_recovery_codes_operator_id_idx" ON "operator_recovery_codes" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_hash_key" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_id_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_key" ON "operators" USING btree ("email");--> statement-breakpoint
-- The audit log is append-only: rows are never changed or removed, not even by the application.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
-- Decisions and resolutions made in the console name their operator; the command line's stay free text.
ALTER TABLE "certification_decisions" ADD COLUMN "operator_id" bigint;--> statement-breakpoint
ALTER TABLE "fulfilment_anomalies" ADD COLUMN "resolved_by_operator_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD COLUMN "resolved_by_operator_id" bigint;--> statement-breakpoint
ALTER TABLE "certification_decisions" ADD CONSTRAINT "certification_decisions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_anomalies" ADD CONSTRAINT "fulfilment_anomalies_resolved_by_operator_id_operators_id_fk" FOREIGN KEY ("resolved_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD CONSTRAINT "payment_anomalies_resolved_by_operator_id_operators_id_fk" FOREIGN KEY ("resolved_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
