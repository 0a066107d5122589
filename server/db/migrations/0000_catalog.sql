CREATE TYPE "public"."product_kind" AS ENUM('honey', 'perfume', 'wellness', 'package');--> statement-breakpoint
CREATE TABLE "honey_details" (
	"product_id" text PRIMARY KEY NOT NULL,
	"gallery" jsonb NOT NULL,
	"characteristics" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"usage_tips" jsonb NOT NULL,
	"detailed_description" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"author" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"reviewed_on" date NOT NULL,
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"format" text,
	"weight_grams" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer,
	"stock" integer,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_cents" >= 0),
	CONSTRAINT "product_variants_stock_positive" CHECK ("product_variants"."stock" is null or "product_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "product_kind" NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"subtitle" text,
	"description" text NOT NULL,
	"ritual" text,
	"collection" text,
	"category" text,
	"country" text,
	"country_flag" text,
	"origin" text,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text NOT NULL,
	"rating" double precision NOT NULL,
	"badge" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_rating_range" CHECK ("products"."rating" >= 0 and "products"."rating" <= 5)
);
--> statement-breakpoint
ALTER TABLE "honey_details" ADD CONSTRAINT "honey_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_kind_position_idx" ON "products" USING btree ("kind","position");