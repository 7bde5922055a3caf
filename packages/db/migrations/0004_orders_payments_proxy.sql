CREATE TABLE "recharge_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"package_id" integer,
	"traffic_gb" integer NOT NULL,
	"gift_gb" integer DEFAULT 0 NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"payment_method" text,
	"handling_fee_fen" integer,
	"pay_amount_fen" integer,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"pay_deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_orders_status_check" CHECK ("recharge_orders"."status" in ('waiting', 'paid', 'closed')),
	CONSTRAINT "recharge_orders_amounts" CHECK ("recharge_orders"."traffic_gb" > 0 and "recharge_orders"."gift_gb" >= 0 and "recharge_orders"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "static_ip_exchanges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"static_ip_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"from_pool_ip_id" bigint NOT NULL,
	"to_pool_ip_id" bigint NOT NULL,
	"from_node_id" integer NOT NULL,
	"to_node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_ips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"pool_ip_id" bigint NOT NULL,
	"node_id" integer NOT NULL,
	"resource_type" smallint NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"account" text NOT NULL,
	"password" text NOT NULL,
	"out_ip" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "static_ips_status_check" CHECK ("static_ips"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "static_order_renewal_items" (
	"order_id" bigint NOT NULL,
	"static_ip_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text DEFAULT 'new' NOT NULL,
	"source" text NOT NULL,
	"resource_type" smallint NOT NULL,
	"node_id" integer,
	"days" integer NOT NULL,
	"ip_count" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"payment_method" text,
	"handling_fee_fen" integer,
	"pay_amount_fen" integer,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"pay_deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_orders_status_check" CHECK ("static_orders"."status" in ('waiting', 'paid', 'closed')),
	CONSTRAINT "static_orders_kind_check" CHECK ("static_orders"."kind" in ('new', 'renewal')),
	CONSTRAINT "static_orders_resource_type_check" CHECK ("static_orders"."resource_type" in (1, 2, 3, 12)),
	CONSTRAINT "static_orders_amounts" CHECK ("static_orders"."days" > 0 and "static_orders"."ip_count" > 0 and "static_orders"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_anomalies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attempt_id" bigint NOT NULL,
	"method" text NOT NULL,
	"provider_trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'needs-refund' NOT NULL,
	"resolved_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "payment_anomalies_status_check" CHECK ("payment_anomalies"."status" in ('needs-refund', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"method" text NOT NULL,
	"channel" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"handling_fee_fen" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"provider_trade_no" text,
	"pay_url" text,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"last_queried_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('waiting', 'paid', 'closed')),
	CONSTRAINT "payment_attempts_order_kind_check" CHECK ("payment_attempts"."order_kind" in ('recharge', 'static')),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount_fen" > 0 and "payment_attempts"."handling_fee_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"out_trade_no" text,
	"headers" jsonb NOT NULL,
	"body" text NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extraction_tokens" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ip_allowlist" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"cidr" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proxy_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"traffic_limit_bytes" bigint,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usage_batches" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"gateway_id" text NOT NULL,
	"record_count" integer NOT NULL,
	"total_bytes" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_hourly" (
	"member_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"bytes_up" bigint DEFAULT 0 NOT NULL,
	"bytes_down" bigint DEFAULT 0 NOT NULL,
	"deducted_bytes" bigint DEFAULT 0 NOT NULL,
	"overdraft_bytes" bigint DEFAULT 0 NOT NULL,
	"remaining_after_bytes" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_hourly_member_id_hour_pk" PRIMARY KEY("member_id","hour"),
	CONSTRAINT "usage_hourly_non_negative" CHECK ("usage_hourly"."bytes_up" >= 0 and "usage_hourly"."bytes_down" >= 0 and "usage_hourly"."overdraft_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_ip_exchanges" ADD CONSTRAINT "static_ip_exchanges_static_ip_id_static_ips_id_fk" FOREIGN KEY ("static_ip_id") REFERENCES "public"."static_ips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_ip_exchanges" ADD CONSTRAINT "static_ip_exchanges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_ips" ADD CONSTRAINT "static_ips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_ips" ADD CONSTRAINT "static_ips_order_id_static_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."static_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_ips" ADD CONSTRAINT "static_ips_pool_ip_id_static_ip_pool_id_fk" FOREIGN KEY ("pool_ip_id") REFERENCES "public"."static_ip_pool"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_ips" ADD CONSTRAINT "static_ips_node_id_static_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."static_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_order_renewal_items" ADD CONSTRAINT "static_order_renewal_items_order_id_static_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."static_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_order_renewal_items" ADD CONSTRAINT "static_order_renewal_items_static_ip_id_static_ips_id_fk" FOREIGN KEY ("static_ip_id") REFERENCES "public"."static_ips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_orders" ADD CONSTRAINT "static_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_orders" ADD CONSTRAINT "static_orders_node_id_static_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."static_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD CONSTRAINT "payment_anomalies_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_tokens" ADD CONSTRAINT "extraction_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_allowlist" ADD CONSTRAINT "ip_allowlist_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_accounts" ADD CONSTRAINT "proxy_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_hourly" ADD CONSTRAINT "usage_hourly_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_order_no_key" ON "recharge_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "recharge_orders_member_idx" ON "recharge_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_waiting_idx" ON "recharge_orders" USING btree ("pay_deadline") WHERE "recharge_orders"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "static_ip_exchanges_ip_idx" ON "static_ip_exchanges" USING btree ("static_ip_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "static_ips_pool_ip_key" ON "static_ips" USING btree ("pool_ip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "static_ips_account_key" ON "static_ips" USING btree ("account");--> statement-breakpoint
CREATE INDEX "static_ips_member_idx" ON "static_ips" USING btree ("member_id","resource_type","expires_at");--> statement-breakpoint
CREATE INDEX "static_ips_expiry_idx" ON "static_ips" USING btree ("expires_at") WHERE "static_ips"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "static_order_renewal_items_key" ON "static_order_renewal_items" USING btree ("order_id","static_ip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "static_orders_order_no_key" ON "static_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "static_orders_member_idx" ON "static_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "static_orders_waiting_idx" ON "static_orders" USING btree ("pay_deadline") WHERE "static_orders"."status" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_anomalies_trade_key" ON "payment_anomalies" USING btree ("method","provider_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_out_trade_no_key" ON "payment_attempts" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_trade_key" ON "payment_attempts" USING btree ("method","provider_trade_no");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_kind","order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_waiting_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "payment_notifications_trade_idx" ON "payment_notifications" USING btree ("out_trade_no","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "extraction_tokens_token_key" ON "extraction_tokens" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "ip_allowlist_member_cidr_key" ON "ip_allowlist" USING btree ("member_id","cidr");--> statement-breakpoint
CREATE UNIQUE INDEX "proxy_accounts_username_key" ON "proxy_accounts" USING btree ("username");--> statement-breakpoint
CREATE INDEX "proxy_accounts_member_idx" ON "proxy_accounts" USING btree ("member_id");