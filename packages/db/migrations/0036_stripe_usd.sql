ALTER TABLE "traffic_packages" ADD COLUMN "usd_price_cents" integer;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD COLUMN "currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "traffic_packages" ADD CONSTRAINT "traffic_packages_usd_price_positive" CHECK ("traffic_packages"."usd_price_cents" is null or "traffic_packages"."usd_price_cents" > 0);--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_currency_check" CHECK ("recharge_orders"."currency" in ('CNY', 'USD'));--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_currency_check" CHECK ("payment_attempts"."currency" in ('CNY', 'USD'));