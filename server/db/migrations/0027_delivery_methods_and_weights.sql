-- Issue 32 (decision 109): each variant's packed weight for shipping (the owner's figure, null until given) and
-- the parcel weight an order's delivery was priced on, which the label form starts from.
ALTER TABLE "product_variants" DROP CONSTRAINT "product_variants_measures_positive";--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "shipping_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_measures_positive" CHECK (coalesce("product_variants"."weight_grams", 1) > 0 and coalesce("product_variants"."volume_ml", 1) > 0 and coalesce("product_variants"."shipping_weight_grams", 1) > 0);