CREATE TABLE "certification_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"certification_id" bigint NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certification_decisions_kind_check" CHECK ("certification_decisions"."kind" in ('personal', 'enterprise')),
	CONSTRAINT "certification_decisions_decision_check" CHECK ("certification_decisions"."decision" in ('approve', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "enterprise_certifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"company_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"credit_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"registration_address" text NOT NULL,
	"registration_phone" text NOT NULL,
	"licence_file_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "enterprise_certifications_status_check" CHECK ("enterprise_certifications"."status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "personal_certifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"real_name" text NOT NULL,
	"id_card_number" text NOT NULL,
	"id_card_hash" text NOT NULL,
	"status" smallint NOT NULL,
	"failure_reason" text,
	"provider" text,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "personal_certifications_status_check" CHECK ("personal_certifications"."status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_member_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_certifications" ADD CONSTRAINT "enterprise_certifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_certifications" ADD CONSTRAINT "enterprise_certifications_licence_file_id_stored_files_id_fk" FOREIGN KEY ("licence_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_certifications" ADD CONSTRAINT "personal_certifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_decisions_target_idx" ON "certification_decisions" USING btree ("kind","certification_id");--> statement-breakpoint
CREATE INDEX "enterprise_certifications_member_idx" ON "enterprise_certifications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "enterprise_certifications_status_idx" ON "enterprise_certifications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "personal_certifications_member_idx" ON "personal_certifications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_certifications_one_verified_person" ON "personal_certifications" USING btree ("id_card_hash") WHERE "personal_certifications"."status" = 3;--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_storage_key" ON "stored_files" USING btree ("storage_key");