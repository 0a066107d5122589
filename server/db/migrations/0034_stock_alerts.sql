-- Issue 33, decision 111: back-in-stock alerts (« Me prévenir »), one live alert per address and variant.
CREATE TYPE "public"."stock_alert_state" AS ENUM('pending', 'confirmed', 'notified', 'unsubscribed');--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"state" "stock_alert_state" DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text,
	"confirm_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "stock_alerts_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "stock_alerts_email_length" CHECK (char_length("stock_alerts"."email") <= 254)
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_live_idx" ON "stock_alerts" USING btree ("email","variant_id") WHERE "stock_alerts"."state" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "stock_alerts_variant_state_idx" ON "stock_alerts" USING btree ("variant_id","state","created_at");--> statement-breakpoint
CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree ("email");
