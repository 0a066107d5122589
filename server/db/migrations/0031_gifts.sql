-- Issue 33 (decision 112): a gift order keeps its card message, wrapping and recipient, the wrapping's price and VAT.
ALTER TABLE "orders" ADD COLUMN "gift" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrapping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrapping_vat" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_wrapping_positive" CHECK ("orders"."gift_wrapping_cents" >= 0);
