ALTER TABLE "promo_redemptions" ADD COLUMN "customer_user_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address_hash" text;--> statement-breakpoint
CREATE INDEX "promo_redemptions_account_idx" ON "promo_redemptions" USING btree ("code","customer_user_id");--> statement-breakpoint
CREATE INDEX "orders_email_status_idx" ON "orders" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "orders_client_status_idx" ON "orders" USING btree ("client_address_hash","status");