CREATE TABLE "product_search" (
	"product_id" text PRIMARY KEY NOT NULL,
	"folded" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_active_product_idx" ON "product_variants" USING btree ("product_id") WHERE "product_variants"."active";
--> statement-breakpoint
-- The catalogue's search text (decision 057): folded as core/catalogue-query.ts's fold does, once per change of the
-- product rather than on every search.
CREATE FUNCTION "product_search_fold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("product_id", "folded") VALUES (NEW.id, lower(translate(NEW.name || ' ' || NEW.description || ' ' || NEW.notes::text, 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy')))
  ON CONFLICT ("product_id") DO UPDATE SET "folded" = EXCLUDED."folded";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search" AFTER INSERT OR UPDATE OF "name", "description", "notes" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_search_fold"();--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "folded") SELECT p.id, lower(translate(p.name || ' ' || p.description || ' ' || p.notes::text, 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy')) FROM "products" p
  ON CONFLICT ("product_id") DO NOTHING;
