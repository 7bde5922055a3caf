-- Absolute end of a login session: set at login, copied unchanged by every refresh-token rotation.
ALTER TABLE "member_sessions" ADD COLUMN "absolute_expires_at" timestamp with time zone;--> statement-breakpoint
-- Sessions from before: 30 days (the default SESSION_ABSOLUTE_DAYS) after their family's first login.
UPDATE "member_sessions" AS s SET "absolute_expires_at" = f."started_at" + interval '30 days'
FROM (SELECT "family_id", min("created_at") AS "started_at" FROM "member_sessions" GROUP BY "family_id") AS f
WHERE f."family_id" = s."family_id";--> statement-breakpoint
ALTER TABLE "member_sessions" ALTER COLUMN "absolute_expires_at" SET NOT NULL;
--> statement-breakpoint
-- A slider verification takes several puzzles in a row; each row is one of them (1-based).
ALTER TABLE "captcha_challenges" ADD COLUMN "round" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- A passed verification covers a few calls of one form visit (send code, resend, register) within its lifetime.
ALTER TABLE "captcha_challenges" ADD COLUMN "verification_uses" smallint DEFAULT 0 NOT NULL;
