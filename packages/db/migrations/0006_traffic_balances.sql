CREATE TABLE "traffic_balances" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"balance_bytes" bigint DEFAULT 0 NOT NULL,
	"recharged_bytes" bigint DEFAULT 0 NOT NULL,
	"consumed_bytes" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "traffic_balances" ADD CONSTRAINT "traffic_balances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every ledger row adds to its member's running totals in the same transaction.
-- Rows skipped by "on conflict do nothing" never fire it, so a cause booked twice counts once.
CREATE FUNCTION "traffic_ledger_add_to_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "traffic_balances" ("member_id", "balance_bytes", "recharged_bytes", "consumed_bytes", "updated_at")
	VALUES (
		NEW."member_id",
		NEW."delta_bytes",
		CASE WHEN NEW."kind" IN ('recharge', 'gift') THEN NEW."delta_bytes" ELSE 0 END,
		CASE WHEN NEW."kind" = 'usage' THEN -NEW."delta_bytes" ELSE 0 END,
		now()
	)
	ON CONFLICT ("member_id") DO UPDATE SET
		"balance_bytes" = "traffic_balances"."balance_bytes" + EXCLUDED."balance_bytes",
		"recharged_bytes" = "traffic_balances"."recharged_bytes" + EXCLUDED."recharged_bytes",
		"consumed_bytes" = "traffic_balances"."consumed_bytes" + EXCLUDED."consumed_bytes",
		"updated_at" = EXCLUDED."updated_at";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "traffic_ledger_keeps_balances" AFTER INSERT ON "traffic_ledger"
	FOR EACH ROW EXECUTE FUNCTION "traffic_ledger_add_to_balance"();
--> statement-breakpoint
-- The ledger is append-only; refuse what would make the totals wrong.
CREATE FUNCTION "traffic_ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'traffic_ledger is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "traffic_ledger_append_only" BEFORE UPDATE OR DELETE ON "traffic_ledger"
	FOR EACH ROW EXECUTE FUNCTION "traffic_ledger_refuse_change"();
--> statement-breakpoint
INSERT INTO "traffic_balances" ("member_id", "balance_bytes", "recharged_bytes", "consumed_bytes")
SELECT
	"member_id",
	sum("delta_bytes"),
	coalesce(sum("delta_bytes") FILTER (WHERE "kind" IN ('recharge', 'gift')), 0),
	coalesce(-sum("delta_bytes") FILTER (WHERE "kind" = 'usage'), 0)
FROM "traffic_ledger"
GROUP BY "member_id";
