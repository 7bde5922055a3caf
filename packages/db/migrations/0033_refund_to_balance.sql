ALTER TABLE "refunds" DROP CONSTRAINT "refunds_amount_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paid_fen" integer;--> statement-breakpoint
UPDATE "refunds" SET "paid_fen" = "trade_total_fen";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "paid_fen" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "to_balance_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_to_balance_check" CHECK ("refunds"."to_balance_fen" >= 0 and "refunds"."to_balance_fen" <= "refunds"."amount_fen" and "refunds"."amount_fen" - "refunds"."to_balance_fen" <= "refunds"."trade_total_fen");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_fen" > 0 and "refunds"."amount_fen" <= "refunds"."paid_fen");