CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"tax_id" text NOT NULL,
	"email" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"invoice_no" text,
	"file_id" bigint,
	"reject_reason" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('requested', 'issued', 'rejected')),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('normal', 'special')),
	CONSTRAINT "invoices_order_kind_check" CHECK ("invoices"."order_kind" in ('recharge', 'static')),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_fen" > 0),
	CONSTRAINT "invoices_issued_check" CHECK ("invoices"."status" <> 'issued' or "invoices"."invoice_no" is not null or "invoices"."file_id" is not null),
	CONSTRAINT "invoices_rejected_check" CHECK ("invoices"."status" <> 'rejected' or "invoices"."reject_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_open_order_key" ON "invoices" USING btree ("order_kind","order_id") WHERE "invoices"."status" in ('requested', 'issued');--> statement-breakpoint
CREATE INDEX "invoices_member_idx" ON "invoices" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_queue_idx" ON "invoices" USING btree ("status","created_at");