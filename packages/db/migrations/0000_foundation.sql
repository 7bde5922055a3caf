CREATE TABLE "route_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"substation_id" integer,
	"from_path" text NOT NULL,
	"to_url" text NOT NULL,
	"status_code" smallint DEFAULT 302 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_redirects_status_code_check" CHECK ("route_redirects"."status_code" in (301, 302, 307, 308)),
	CONSTRAINT "route_redirects_from_path_check" CHECK ("route_redirects"."from_path" like '/%')
);
--> statement-breakpoint
CREATE TABLE "substations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"host" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"primary_color" text DEFAULT '#2563eb' NOT NULL,
	"logo_url" text,
	"customer_service_qr_url" text,
	"contact_email" text,
	"contact_hours_zh" text,
	"contact_hours_en" text,
	"icp_number" text,
	"analytics_id" text,
	"seo_title_zh" text,
	"seo_title_en" text,
	"seo_description_zh" text,
	"seo_description_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "route_redirects" ADD CONSTRAINT "route_redirects_substation_id_substations_id_fk" FOREIGN KEY ("substation_id") REFERENCES "public"."substations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "route_redirects_from_path_idx" ON "route_redirects" USING btree ("from_path");--> statement-breakpoint
CREATE UNIQUE INDEX "substations_code_key" ON "substations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "substations_host_key" ON "substations" USING btree ("host");--> statement-breakpoint
CREATE UNIQUE INDEX "substations_one_main" ON "substations" USING btree ("is_main") WHERE "substations"."is_main";