ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "red_invoice_no" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "red_file_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversed_by" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_red_file_id_stored_files_id_fk" FOREIGN KEY ("red_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reversed_check" CHECK ("invoices"."status" <> 'reversed' or "invoices"."red_invoice_no" is not null or "invoices"."red_file_id" is not null);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('requested', 'issued', 'rejected', 'reversed'));