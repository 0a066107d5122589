CREATE TABLE "order_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"all_lines" boolean NOT NULL,
	"lines" jsonb NOT NULL,
	"unopened_confirmed" boolean NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by" text
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "volume_ml" integer;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_withdrawals_one_open_uq" ON "order_withdrawals" USING btree ("order_id") WHERE "order_withdrawals"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "order_withdrawals_open_idx" ON "order_withdrawals" USING btree ("created_at") WHERE "order_withdrawals"."processed_at" is null;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_measures_positive" CHECK (coalesce("product_variants"."weight_grams", 1) > 0 and coalesce("product_variants"."volume_ml", 1) > 0);

-- hand-written:
-- No backfill of volume_ml / weight_grams for perfumes and the Shilajit pots: the written catalogue
-- (server/modules/catalog/seed-data.ts) and the spec give no bottle volume nor pot weight, so the seed leaves them
-- null and existing rows keep null (no unit price shown) until the back office fills them (decision 039).
