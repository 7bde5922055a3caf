CREATE TABLE "static_ip_takebacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"static_ip_id" bigint NOT NULL,
	"cause" text NOT NULL,
	"status_before" smallint NOT NULL,
	"expires_before" timestamp with time zone NOT NULL,
	"expires_after" timestamp with time zone NOT NULL,
	"released" boolean NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "static_ip_takebacks_state_check" CHECK ("static_ip_takebacks"."state" in ('held', 'done', 'given-back'))
);
--> statement-breakpoint
ALTER TABLE "static_ip_takebacks" ADD CONSTRAINT "static_ip_takebacks_order_id_static_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."static_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_ip_takebacks" ADD CONSTRAINT "static_ip_takebacks_static_ip_id_static_ips_id_fk" FOREIGN KEY ("static_ip_id") REFERENCES "public"."static_ips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "static_ip_takebacks_cause_ip_key" ON "static_ip_takebacks" USING btree ("cause","static_ip_id");--> statement-breakpoint
CREATE INDEX "static_ip_takebacks_order_idx" ON "static_ip_takebacks" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "static_ip_assignments" DROP CONSTRAINT "static_ip_assignments_end_reason_check";--> statement-breakpoint
ALTER TABLE "static_ip_assignments" ADD CONSTRAINT "static_ip_assignments_end_reason_check" CHECK ("static_ip_assignments"."end_reason" in ('exchanged', 'reclaimed', 'refunded'));
