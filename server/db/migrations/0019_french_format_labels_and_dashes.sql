-- Issue 30 « Words »: a honey format is written the French way (« 50 g », a no-break space before the unit) and a
-- product name uses one dash, the spaced em dash of the format lines (« Mr.H — Erba »). Orders keep the names they
-- were placed with (their documents are what was sold).
UPDATE "product_variants" SET "label" = regexp_replace("label", '^([0-9]+) ?g$', E'\\1\u00a0g') WHERE "label" ~ '^[0-9]+ ?g$';--> statement-breakpoint
UPDATE "products" SET "name" = replace("name", ' - ', ' — ') WHERE "name" LIKE '% - %';
