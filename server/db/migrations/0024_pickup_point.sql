-- Issue 32 (decision 103): an order is delivered at home or at a pickup point, whose snapshot it keeps. Every order
-- placed before is a home delivery.
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'home' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point" jsonb;