ALTER TABLE "order_refunds" ADD COLUMN "free_reason" text;--> statement-breakpoint
ALTER TABLE "refund_intents" ADD COLUMN "free_reason" text;