CREATE TABLE "traffic_grants" (
	"grant_id" text PRIMARY KEY NOT NULL,
	"gateway_id" text NOT NULL,
	"account_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"bytes" bigint NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "traffic_grants_used_check" CHECK ("traffic_grants"."used_bytes" >= 0 and "traffic_grants"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "traffic_grants" ADD CONSTRAINT "traffic_grants_account_id_proxy_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."proxy_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_grants" ADD CONSTRAINT "traffic_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "traffic_grants_member_open_idx" ON "traffic_grants" USING btree ("member_id") WHERE "traffic_grants"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "traffic_grants_account_open_idx" ON "traffic_grants" USING btree ("account_id","gateway_id") WHERE "traffic_grants"."closed_at" is null;--> statement-breakpoint
CREATE TABLE "access_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every change that may end or narrow proxy access is noted by a trigger, whichever path made it
-- (member API, API key, console, jobs, the ops CLI): gateways poll the notes (docs/proxy-centre.md).
CREATE FUNCTION "note_proxy_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.password IS DISTINCT FROM OLD.password OR NEW.enabled IS DISTINCT FROM OLD.enabled
		OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at
		OR NEW.traffic_limit_bytes IS DISTINCT FROM OLD.traffic_limit_bytes THEN
		INSERT INTO access_changes (subject) VALUES ('account:' || NEW.username);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "proxy_accounts_note_access_change" AFTER UPDATE ON "proxy_accounts"
	FOR EACH ROW EXECUTE FUNCTION "note_proxy_account_change"();--> statement-breakpoint
CREATE FUNCTION "note_member_access_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'members' THEN
		IF NEW.suspended_at IS DISTINCT FROM OLD.suspended_at OR NEW.closed_at IS DISTINCT FROM OLD.closed_at
			OR NEW.certification_status IS DISTINCT FROM OLD.certification_status THEN
			INSERT INTO access_changes (subject) VALUES ('member:' || NEW.id);
		END IF;
	ELSIF TG_TABLE_NAME = 'traffic_ledger' THEN
		-- Usage is what gateways report themselves; everything else changes what a member may spend.
		IF NEW.kind <> 'usage' THEN
			INSERT INTO access_changes (subject) VALUES ('member:' || NEW.member_id);
		END IF;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO access_changes (subject) VALUES ('member:' || OLD.member_id);
	ELSE
		INSERT INTO access_changes (subject) VALUES ('member:' || NEW.member_id);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_note_access_change" AFTER UPDATE ON "members"
	FOR EACH ROW EXECUTE FUNCTION "note_member_access_change"();--> statement-breakpoint
CREATE TRIGGER "traffic_ledger_note_access_change" AFTER INSERT ON "traffic_ledger"
	FOR EACH ROW EXECUTE FUNCTION "note_member_access_change"();--> statement-breakpoint
CREATE TRIGGER "ip_allowlist_note_access_change" AFTER INSERT OR DELETE ON "ip_allowlist"
	FOR EACH ROW EXECUTE FUNCTION "note_member_access_change"();--> statement-breakpoint
CREATE FUNCTION "note_static_ip_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO access_changes (subject) VALUES ('static:' || OLD.account);
	ELSIF NEW.status IS DISTINCT FROM OLD.status OR NEW.expires_at IS DISTINCT FROM OLD.expires_at
		OR NEW.password IS DISTINCT FROM OLD.password OR NEW.out_ip IS DISTINCT FROM OLD.out_ip
		OR NEW.pool_ip_id IS DISTINCT FROM OLD.pool_ip_id OR NEW.member_id IS DISTINCT FROM OLD.member_id THEN
		INSERT INTO access_changes (subject) VALUES ('static:' || NEW.account);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "static_ips_note_access_change" AFTER UPDATE OR DELETE ON "static_ips"
	FOR EACH ROW EXECUTE FUNCTION "note_static_ip_change"();
