CREATE TABLE "catalogue_listing" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" text DEFAULT gen_random_uuid()::text NOT NULL
);
--> statement-breakpoint
-- What the storefront lists changes only with these statements (decision 057); a stock or price change does not.
INSERT INTO "catalogue_listing" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "catalogue_listing_renew"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_listing" SET "version" = gen_random_uuid()::text WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_listing" AFTER INSERT OR DELETE OR UPDATE OF "active", "kind", "category", "collection"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_listing_renew"();--> statement-breakpoint
CREATE TRIGGER "product_variants_listing" AFTER INSERT OR DELETE OR UPDATE OF "active", "product_id"
  ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_listing_renew"();
