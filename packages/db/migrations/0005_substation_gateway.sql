ALTER TABLE "substations" ADD COLUMN "proxy_gateway_host" text;--> statement-breakpoint
ALTER TABLE "substations" ADD COLUMN "proxy_gateway_http_port" integer;--> statement-breakpoint
ALTER TABLE "substations" ADD COLUMN "proxy_gateway_socks5_port" integer;