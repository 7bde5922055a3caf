CREATE TABLE "payment_sandbox_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"out_refund_no" text NOT NULL,
	"refund_id" text,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"notify_url" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_trades" (
	"provider" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"token" text NOT NULL,
	"trade_no" text,
	"method" text,
	"amount_fen" integer NOT NULL,
	"subject" text NOT NULL,
	"notify_url" text,
	"return_url" text,
	"code_url" text,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"charged_fen" integer,
	"charged_currency" text,
	CONSTRAINT "payment_sandbox_trades_provider_out_trade_no_pk" PRIMARY KEY("provider","out_trade_no")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_refunds_key" ON "payment_sandbox_refunds" USING btree ("provider","out_trade_no","out_refund_no");--> statement-breakpoint
CREATE INDEX "payment_sandbox_refunds_number_idx" ON "payment_sandbox_refunds" USING btree ("provider","out_refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_trades_token_key" ON "payment_sandbox_trades" USING btree ("token");--> statement-breakpoint
CREATE INDEX "payment_sandbox_trades_trade_no_idx" ON "payment_sandbox_trades" USING btree ("provider","trade_no");