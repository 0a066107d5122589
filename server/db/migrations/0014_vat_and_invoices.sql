CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "invoice_counters_positive" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" text,
	"year" integer NOT NULL,
	"sequence" integer,
	"order_id" text NOT NULL,
	"refund_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"total_cents" integer NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "invoices_numbered_or_specimen" CHECK (("invoices"."number" is null) = ("invoices"."sequence" is null))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate_bp" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate_bp" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_share_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "base_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_vat" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sequence_uq" ON "invoices" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_known" CHECK ("products"."vat_rate_bp" in (2000, 1000, 550, 210));--> statement-breakpoint
-- hand-written: VAT rates of an existing catalogue (decision 036) — food (honeys, Shilajit, honey packages) at 5,5 %,
-- perfumes and perfume packages at 20 %; order lines already placed take their product's rate (or their category's).
UPDATE "products" SET "vat_rate_bp" = CASE
  WHEN "kind" = 'perfume' THEN 2000
  WHEN "kind" = 'package' AND "id" LIKE 'parfum%' THEN 2000
  ELSE 550
END;--> statement-breakpoint
UPDATE "order_lines" SET "vat_rate_bp" = COALESCE(
  (SELECT p."vat_rate_bp" FROM "product_variants" v JOIN "products" p ON p."id" = v."product_id" WHERE v."id" = "order_lines"."variant_id"),
  CASE WHEN "order_lines"."category" = 'parfum' THEN 2000 ELSE 550 END
);
