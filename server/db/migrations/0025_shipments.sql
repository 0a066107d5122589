-- Issue 32 (decision 104): each label attempt of an order, written before the carrier is asked (its id is the
-- idempotency key) and answered after; at most one open (requested or created) per order.
CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"weight_grams" integer NOT NULL,
	"carrier" text,
	"parcel_id" text,
	"tracking_number" text,
	"tracking_url" text,
	"label_pdf" "bytea",
	"failure" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_weight" CHECK ("shipments"."weight_grams" between 1 and 30000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_open_per_order_uq" ON "shipments" USING btree ("order_id") WHERE "shipments"."status" in ('requested', 'created');--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");