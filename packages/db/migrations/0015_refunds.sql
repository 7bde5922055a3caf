CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"request_key" text NOT NULL,
	"attempt_id" bigint NOT NULL,
	"anomaly_id" bigint,
	"order_kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"method" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"trade_total_fen" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"traffic_bytes" bigint DEFAULT 0 NOT NULL,
	"keeps_used_traffic" boolean DEFAULT false NOT NULL,
	"requested_by" bigint NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"provider_refund_no" text,
	"provider_calls" integer DEFAULT 0 NOT NULL,
	"last_called_at" timestamp with time zone,
	"last_error" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('requested', 'processing', 'succeeded', 'failed', 'rejected')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_fen" > 0 and "refunds"."amount_fen" <= "refunds"."trade_total_fen"),
	CONSTRAINT "refunds_traffic_check" CHECK ("refunds"."traffic_bytes" >= 0),
	CONSTRAINT "refunds_two_people" CHECK ("refunds"."decided_by" is null or "refunds"."decided_by" <> "refunds"."requested_by"),
	CONSTRAINT "refunds_order_kind_check" CHECK ("refunds"."order_kind" in ('recharge', 'static'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_anomaly_id_payment_anomalies_id_fk" FOREIGN KEY ("anomaly_id") REFERENCES "public"."payment_anomalies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_no_key" ON "refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_key" ON "refunds" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "refunds_attempt_idx" ON "refunds" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_kind","order_id");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("status","created_at") WHERE "refunds"."status" in ('requested', 'processing');