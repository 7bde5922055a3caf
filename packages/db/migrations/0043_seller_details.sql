ALTER TABLE "shop_bank_account" ADD COLUMN "seller_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_bank_account" ADD COLUMN "seller_address_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_bank_account" ADD COLUMN "seller_tax_id" text DEFAULT '' NOT NULL;