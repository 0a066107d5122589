-- The shop's social accounts, given in the back office with its identity (decision 093): the footer links only those.
ALTER TABLE "shop_identity" ADD COLUMN "instagram_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_identity" ADD COLUMN "facebook_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_identity" ADD COLUMN "tiktok_url" text DEFAULT '' NOT NULL;