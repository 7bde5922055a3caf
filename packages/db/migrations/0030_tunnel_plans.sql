CREATE TABLE "tunnel_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"max_connections" integer NOT NULL,
	"bandwidth_mbps" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"granted_by" bigint NOT NULL,
	"ended_by" bigint,
	"reason" text NOT NULL,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tunnel_plans_limits_check" CHECK ("tunnel_plans"."max_connections" > 0 and "tunnel_plans"."bandwidth_mbps" > 0 and "tunnel_plans"."ends_at" > "tunnel_plans"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "static_ips" ADD COLUMN "max_connections" integer;--> statement-breakpoint
ALTER TABLE "static_ips" ADD COLUMN "bandwidth_mbps" integer;--> statement-breakpoint
ALTER TABLE "traffic_grants" ADD COLUMN "plan_id" bigint;--> statement-breakpoint
ALTER TABLE "tunnel_plans" ADD CONSTRAINT "tunnel_plans_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tunnel_plans" ADD CONSTRAINT "tunnel_plans_granted_by_operators_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tunnel_plans" ADD CONSTRAINT "tunnel_plans_ended_by_operators_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tunnel_plans_member_open_key" ON "tunnel_plans" USING btree ("member_id") WHERE "tunnel_plans"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "tunnel_plans_member_idx" ON "tunnel_plans" USING btree ("member_id","created_at");--> statement-breakpoint
-- A plan given or ended changes what every sub-account of its member may do: the gateways drop what they cached.
CREATE TRIGGER "tunnel_plans_note_access_change" AFTER INSERT OR UPDATE ON "tunnel_plans"
	FOR EACH ROW EXECUTE FUNCTION "note_member_access_change"();--> statement-breakpoint
-- A static IP's changed limits reach the gateways like its other changes.
CREATE OR REPLACE FUNCTION "note_static_ip_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO access_changes (subject) VALUES ('static:' || OLD.account);
	ELSIF NEW.status IS DISTINCT FROM OLD.status OR NEW.expires_at IS DISTINCT FROM OLD.expires_at
		OR NEW.password IS DISTINCT FROM OLD.password OR NEW.out_ip IS DISTINCT FROM OLD.out_ip
		OR NEW.pool_ip_id IS DISTINCT FROM OLD.pool_ip_id OR NEW.member_id IS DISTINCT FROM OLD.member_id
		OR NEW.max_connections IS DISTINCT FROM OLD.max_connections
		OR NEW.bandwidth_mbps IS DISTINCT FROM OLD.bandwidth_mbps THEN
		INSERT INTO access_changes (subject) VALUES ('static:' || NEW.account);
	END IF;
	RETURN NULL;
END $$;
