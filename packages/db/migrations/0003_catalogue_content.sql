CREATE TABLE "static_durations" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_type" smallint NOT NULL,
	"days" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "static_durations_days_positive" CHECK ("static_durations"."days" > 0),
	CONSTRAINT "static_durations_discount_range" CHECK ("static_durations"."discount_percent" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "static_ip_pool" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"out_ip" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"reserved_by_order_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_ip_pool_status_check" CHECK ("static_ip_pool"."status" in ('available', 'reserved', 'allocated'))
);
--> statement-breakpoint
CREATE TABLE "static_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_type" smallint NOT NULL,
	"country_code" text NOT NULL,
	"region_name_zh" text NOT NULL,
	"region_name_en" text NOT NULL,
	"isp_name" text,
	"price_fen_per_30_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "static_nodes_resource_type_check" CHECK ("static_nodes"."resource_type" in (1, 2, 3, 12)),
	CONSTRAINT "static_nodes_price_positive" CHECK ("static_nodes"."price_fen_per_30_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "traffic_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"traffic_gb" integer NOT NULL,
	"gift_gb" integer DEFAULT 0 NOT NULL,
	"price_fen" integer NOT NULL,
	"valid_days" integer DEFAULT 365 NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "traffic_packages_positive" CHECK ("traffic_packages"."traffic_gb" > 0 and "traffic_packages"."gift_gb" >= 0 and "traffic_packages"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "traffic_unit_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_fen_per_gb" integer NOT NULL,
	"min_gb" integer NOT NULL,
	"max_gb" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "traffic_unit_prices_range" CHECK ("traffic_unit_prices"."price_fen_per_gb" > 0 and "traffic_unit_prices"."min_gb" > 0 and "traffic_unit_prices"."max_gb" >= "traffic_unit_prices"."min_gb")
);
--> statement-breakpoint
CREATE TABLE "blog_post_translations" (
	"post_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text NOT NULL,
	CONSTRAINT "blog_post_translations_post_id_locale_pk" PRIMARY KEY("post_id","locale"),
	CONSTRAINT "blog_post_translations_locale_check" CHECK ("blog_post_translations"."locale" in ('zh-CN', 'en'))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_article_translations" (
	"article_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text NOT NULL,
	CONSTRAINT "help_article_translations_article_id_locale_pk" PRIMARY KEY("article_id","locale"),
	CONSTRAINT "help_article_translations_locale_check" CHECK ("help_article_translations"."locale" in ('zh-CN', 'en'))
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "static_ip_pool" ADD CONSTRAINT "static_ip_pool_node_id_static_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."static_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_translations" ADD CONSTRAINT "help_article_translations_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "static_durations_type_days_key" ON "static_durations" USING btree ("resource_type","days");--> statement-breakpoint
CREATE UNIQUE INDEX "static_ip_pool_out_ip_key" ON "static_ip_pool" USING btree ("out_ip");--> statement-breakpoint
CREATE INDEX "static_ip_pool_node_status_idx" ON "static_ip_pool" USING btree ("node_id","status");--> statement-breakpoint
CREATE INDEX "static_nodes_type_idx" ON "static_nodes" USING btree ("resource_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_slug_key" ON "help_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "help_articles_category_idx" ON "help_articles" USING btree ("category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "help_categories_slug_key" ON "help_categories" USING btree ("slug");