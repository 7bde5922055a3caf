-- Periodic jobs run once per interval across every process (apps/server/src/jobs).
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A reservation holds its IPs until this time; past it they are on sale again even while the order is open.
ALTER TABLE "static_ip_pool" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
UPDATE "static_ip_pool" SET "reserved_until" = "updated_at" + interval '30 minutes' WHERE "status" = 'reserved';--> statement-breakpoint
-- Static IPs: 3 Released (reclaimed after the grace period); the row stays as history.
ALTER TABLE "static_ips" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "static_ips" DROP CONSTRAINT "static_ips_status_check";--> statement-breakpoint
ALTER TABLE "static_ips" ADD CONSTRAINT "static_ips_status_check" CHECK ("static_ips"."status" in (1, 2, 3));--> statement-breakpoint
DROP INDEX "static_ips_pool_ip_key";--> statement-breakpoint
CREATE UNIQUE INDEX "static_ips_pool_ip_key" ON "static_ips" USING btree ("pool_ip_id") WHERE "static_ips"."status" in (1, 2);--> statement-breakpoint
CREATE INDEX "static_ips_reclaim_idx" ON "static_ips" USING btree ("expires_at") WHERE "static_ips"."status" = 2;--> statement-breakpoint
CREATE INDEX "static_ip_exchanges_member_idx" ON "static_ip_exchanges" USING btree ("member_id","created_at");--> statement-breakpoint
-- Who had which exit address when: one row per holding of a pool IP, from allocation (or exchange) to release.
CREATE TABLE "static_ip_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"static_ip_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"pool_ip_id" bigint NOT NULL,
	"out_ip" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "static_ip_assignments_end_reason_check" CHECK ("static_ip_assignments"."end_reason" in ('exchanged', 'reclaimed'))
);
--> statement-breakpoint
ALTER TABLE "static_ip_assignments" ADD CONSTRAINT "static_ip_assignments_static_ip_id_static_ips_id_fk" FOREIGN KEY ("static_ip_id") REFERENCES "public"."static_ips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_ip_assignments" ADD CONSTRAINT "static_ip_assignments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "static_ip_assignments_out_ip_idx" ON "static_ip_assignments" USING btree ("out_ip","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "static_ip_assignments_open_key" ON "static_ip_assignments" USING btree ("static_ip_id") WHERE "static_ip_assignments"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "static_ip_assignments_pool_ip_open_key" ON "static_ip_assignments" USING btree ("pool_ip_id") WHERE "static_ip_assignments"."ended_at" is null;--> statement-breakpoint
-- Existing IPs: their current holding, from purchase (earlier exchanges were not kept as holdings).
INSERT INTO "static_ip_assignments" ("static_ip_id", "member_id", "pool_ip_id", "out_ip", "started_at")
SELECT "id", "member_id", "pool_ip_id", "out_ip", "purchased_at" FROM "static_ips";--> statement-breakpoint
-- A paid static order that did not get the IPs it bought: the operator sees it (ops orders:anomalies).
CREATE TABLE "fulfilment_anomalies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"expected_ips" integer NOT NULL,
	"delivered_ips" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "fulfilment_anomalies_status_check" CHECK ("fulfilment_anomalies"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "fulfilment_anomalies" ADD CONSTRAINT "fulfilment_anomalies_order_id_static_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."static_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_anomalies" ADD CONSTRAINT "fulfilment_anomalies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilment_anomalies_order_key" ON "fulfilment_anomalies" USING btree ("order_id");
