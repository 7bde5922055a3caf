CREATE TABLE "foreign_certifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"document_number" text NOT NULL,
	"country" text NOT NULL,
	"expires_on" date,
	"document_file_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "foreign_certifications_status_check" CHECK ("foreign_certifications"."status" between 0 and 4),
	CONSTRAINT "foreign_certifications_kind_check" CHECK ("foreign_certifications"."kind" in ('passport', 'company'))
);
--> statement-breakpoint
ALTER TABLE "certification_decisions" DROP CONSTRAINT "certification_decisions_kind_check";--> statement-breakpoint
ALTER TABLE "foreign_certifications" ADD CONSTRAINT "foreign_certifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_certifications" ADD CONSTRAINT "foreign_certifications_document_file_id_stored_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foreign_certifications_member_idx" ON "foreign_certifications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "foreign_certifications_status_idx" ON "foreign_certifications" USING btree ("status");--> statement-breakpoint
ALTER TABLE "certification_decisions" ADD CONSTRAINT "certification_decisions_kind_check" CHECK ("certification_decisions"."kind" in ('personal', 'enterprise', 'foreign'));