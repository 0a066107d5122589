CREATE TABLE "simulated_crypto_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"rate" text NOT NULL,
	"crypto_amount" text NOT NULL,
	"paid_amount" text DEFAULT '0' NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"additional_status" text DEFAULT 'None' NOT NULL,
	"buyer_email" text,
	"description" text NOT NULL,
	"redirect_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "simulated_crypto_invoices_order_idx" ON "simulated_crypto_invoices" USING btree ("order_id");