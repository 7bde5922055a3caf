CREATE TABLE "topup_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"payment_method" text,
	"handling_fee_fen" integer,
	"pay_amount_fen" integer,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"pay_deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topup_orders_status_check" CHECK ("topup_orders"."status" in ('waiting', 'paid', 'closed')),
	CONSTRAINT "topup_orders_amount_positive" CHECK ("topup_orders"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_order_kind_check";--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "topup_orders_order_no_key" ON "topup_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "topup_orders_member_idx" ON "topup_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "topup_orders_waiting_idx" ON "topup_orders" USING btree ("pay_deadline") WHERE "topup_orders"."status" = 'waiting';--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_kind_check" CHECK ("payment_attempts"."order_kind" in ('recharge', 'static', 'topup'));