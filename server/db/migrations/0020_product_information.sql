CREATE TABLE "product_information" (
	"product_id" text PRIMARY KEY NOT NULL,
	"legal_name" text,
	"ingredients" jsonb,
	"origins" jsonb,
	"storage" text,
	"operator" text,
	"concentration" text,
	"pyramid" jsonb,
	"precautions" text,
	"pao_months" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "product_information_pao_positive" CHECK ("product_information"."pao_months" is null or "product_information"."pao_months" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_information" ADD CONSTRAINT "product_information_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- hand-written: one row per existing product (decision 084). The facts the spec gives, as the seed writes them
-- (server/modules/catalog/seed-information.ts; products.test checks both agree): pure honeys' legal name, the one
-- ingredient « miel », country and storage; the preparations' country only. Everything else null: « à compléter ».
INSERT INTO "product_information" ("product_id", "legal_name", "ingredients", "origins", "storage")
SELECT p."id", f."legal_name", f."ingredients"::jsonb, f."origins"::jsonb, f."storage"
FROM "products" p LEFT JOIN (VALUES
  ('sidr_malaki_yemen', 'Miel de Sidr (Ziziphus spina-christi)', '[{"name":"miel","allergen":false}]', '[{"country":"Yémen","sharePercent":null}]', 'À conserver à l''abri de la lumière et de l''humidité'),
  ('jujubier_oman', 'Miel de jujubier (Ziziphus spina-christi)', '[{"name":"miel","allergen":false}]', '[{"country":"Oman","sharePercent":null}]', 'À conserver à l''abri de la lumière et de l''humidité'),
  ('soumur_oman', 'Miel de Soumur (Acacia tortilis)', '[{"name":"miel","allergen":false}]', '[{"country":"Oman","sharePercent":null}]', 'À conserver à l''abri de la lumière et de l''humidité'),
  ('fleur_oman', 'Miel multifloral de montagne', '[{"name":"miel","allergen":false}]', '[{"country":"Oman","sharePercent":null}]', 'À conserver à l''abri de la lumière et de l''humidité'),
  ('frankincense_oman', 'Miel à dominante de fleurs d''arbre à encens (Boswellia sacra)', '[{"name":"miel","allergen":false}]', '[{"country":"Oman","sharePercent":null}]', 'À conserver à l''abri de la lumière et de l''humidité'),
  ('jujubier_pashtaw', 'Miel de jujubier (Ziziphus mauritiana)', '[{"name":"miel","allergen":false}]', '[{"country":"Pakistan","sharePercent":null}]', 'À conserver à l''abri de la lumière et de l''humidité'),
  ('jujubier_panjabi', 'Miel de jujubier', '[{"name":"miel","allergen":false}]', '[{"country":"Pakistan","sharePercent":null}]', NULL),
  ('has_saoudien', 'Miel multifloral d''oasis (palmier dattier, luzerne, agrumes)', '[{"name":"miel","allergen":false}]', '[{"country":"Arabie saoudite","sharePercent":null}]', 'À conserver à l''abri de la lumière et de l''humidité'),
  ('tahl_saoudien', 'Miel de Tahl (Acacia gerrardii)', '[{"name":"miel","allergen":false}]', '[{"country":"Arabie saoudite","sharePercent":null}]', 'À conserver à l''abri de la lumière et de l''humidité'),
  ('nigelle_saoudien', 'Miel de fleurs de nigelle (Nigella sativa)', '[{"name":"miel","allergen":false}]', '[{"country":"Arabie saoudite","sharePercent":null}]', 'À conserver à l''abri de la lumière et de l''humidité'),
  ('blanc_kirghizstan', 'Miel d''esparcette et de fleurs de montagne', '[{"name":"miel","allergen":false}]', '[{"country":"Kirghizstan","sharePercent":null}]', 'À conserver à l''abri de la lumière et de la chaleur'),
  ('manuka_nz', 'Miel de Manuka (Leptospermum scoparium)', '[{"name":"miel","allergen":false}]', '[{"country":"Nouvelle-Zélande","sharePercent":null}]', 'À conserver à l''abri de la lumière et de l''humidité'),
  ('miel_rose', NULL, NULL, '[{"country":"Iran","sharePercent":null}]', NULL),
  ('spiruline', NULL, NULL, '[{"country":"France","sharePercent":null}]', NULL),
  ('fruité_orange', NULL, NULL, '[{"country":"France","sharePercent":null}]', NULL),
  ('fruité_rouge', NULL, NULL, '[{"country":"France","sharePercent":null}]', NULL),
  ('pistache', NULL, NULL, '[{"country":"France","sharePercent":null}]', NULL),
  ('cafe', NULL, NULL, '[{"country":"France","sharePercent":null}]', NULL),
  ('creme_brulee', NULL, NULL, '[{"country":"France","sharePercent":null}]', NULL),
  ('coco_amande', NULL, NULL, '[{"country":"France","sharePercent":null}]', NULL),
  ('table_fleurs', 'Miel toutes fleurs', '[{"name":"miel","allergen":false}]', '[{"country":"France","sharePercent":null}]', NULL),
  ('table_sidr', 'Miel de jujubier', '[{"name":"miel","allergen":false}]', '[{"country":"Pakistan","sharePercent":null}]', NULL)
) AS f("product_id", "legal_name", "ingredients", "origins", "storage") ON f."product_id" = p."id"
ON CONFLICT DO NOTHING;
