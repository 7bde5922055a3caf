-- Operator console, members: suspension as a member-level state, notes, manual traffic adjustments.
ALTER TABLE "members" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"delta_bytes" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"decided_by" bigint,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "traffic_adjustments_status_check" CHECK ("traffic_adjustments"."status" in ('pending', 'applied', 'rejected')),
	CONSTRAINT "traffic_adjustments_delta_check" CHECK ("traffic_adjustments"."delta_bytes" <> 0),
	CONSTRAINT "traffic_adjustments_decider_check" CHECK ("traffic_adjustments"."status" = 'pending' or ("traffic_adjustments"."decided_by" is not null and "traffic_adjustments"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_adjustments" ADD CONSTRAINT "traffic_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "traffic_adjustments_member_idx" ON "traffic_adjustments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "traffic_adjustments_requester_idx" ON "traffic_adjustments" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "traffic_adjustments_pending_idx" ON "traffic_adjustments" USING btree ("status") WHERE "traffic_adjustments"."status" = 'pending';
