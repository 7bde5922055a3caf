CREATE TABLE "target_deny_domains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ip_allowlist" ADD COLUMN "account_id" bigint;--> statement-breakpoint
ALTER TABLE "proxy_accounts" ADD COLUMN "daily_limit_bytes" bigint;--> statement-breakpoint
ALTER TABLE "proxy_accounts" ADD COLUMN "monthly_limit_bytes" bigint;--> statement-breakpoint
ALTER TABLE "target_deny_domains" ADD CONSTRAINT "target_deny_domains_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "target_deny_domains_member_key" ON "target_deny_domains" USING btree ("member_id","domain") WHERE "target_deny_domains"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "target_deny_domains_seller_key" ON "target_deny_domains" USING btree ("domain") WHERE "target_deny_domains"."member_id" is null;--> statement-breakpoint
ALTER TABLE "ip_allowlist" ADD CONSTRAINT "ip_allowlist_account_id_proxy_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."proxy_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A changed daily or monthly cap reaches the gateways like any other access change (the poll drops their cached verdict).
CREATE OR REPLACE FUNCTION "note_proxy_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.password IS DISTINCT FROM OLD.password OR NEW.enabled IS DISTINCT FROM OLD.enabled
		OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at
		OR NEW.traffic_limit_bytes IS DISTINCT FROM OLD.traffic_limit_bytes
		OR NEW.daily_limit_bytes IS DISTINCT FROM OLD.daily_limit_bytes
		OR NEW.monthly_limit_bytes IS DISTINCT FROM OLD.monthly_limit_bytes
		OR NEW.max_connections IS DISTINCT FROM OLD.max_connections
		OR NEW.bandwidth_mbps IS DISTINCT FROM OLD.bandwidth_mbps THEN
		INSERT INTO access_changes (subject) VALUES ('account:' || NEW.username);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A deny list changed: gateways drop what they cached of the member's accounts, or of everyone's for the seller's list.
CREATE FUNCTION "note_target_deny_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	row_member bigint;
BEGIN
	IF TG_OP = 'DELETE' THEN row_member := OLD.member_id; ELSE row_member := NEW.member_id; END IF;
	IF row_member IS NULL THEN
		INSERT INTO access_changes (subject) VALUES ('all');
	ELSE
		INSERT INTO access_changes (subject) VALUES ('member:' || row_member);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "target_deny_domains_note_access_change" AFTER INSERT OR UPDATE OR DELETE ON "target_deny_domains"
	FOR EACH ROW EXECUTE FUNCTION "note_target_deny_change"();
