ALTER TABLE "proxy_accounts" ADD COLUMN "daily_limit_bytes" bigint;--> statement-breakpoint
ALTER TABLE "proxy_accounts" ADD COLUMN "monthly_limit_bytes" bigint;--> statement-breakpoint
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
END $$;
