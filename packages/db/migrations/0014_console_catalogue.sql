ALTER TABLE "traffic_packages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "traffic_packages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "traffic_packages" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "traffic_unit_prices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "traffic_unit_prices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "traffic_unit_prices" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "static_nodes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "static_nodes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "static_nodes" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "static_durations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "static_durations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "static_durations" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "static_ip_pool" ADD COLUMN "supplier" text;--> statement-breakpoint
ALTER TABLE "static_ip_pool" ADD COLUMN "cost_fen" integer;--> statement-breakpoint
ALTER TABLE "static_ip_pool" ADD COLUMN "lease_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "static_ip_pool" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "static_ip_pool" DROP CONSTRAINT "static_ip_pool_status_check";--> statement-breakpoint
ALTER TABLE "static_ip_pool" ADD CONSTRAINT "static_ip_pool_status_check" CHECK ("static_ip_pool"."status" in ('available', 'reserved', 'allocated', 'quarantined', 'retired'));--> statement-breakpoint
ALTER TABLE "static_ip_pool" ADD CONSTRAINT "static_ip_pool_cost_non_negative" CHECK ("static_ip_pool"."cost_fen" >= 0);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "updated_by" text;
