-- Issue 30 (a careful customer's reading): the default detail of a honey without its own (spec §3) held the honey's
-- ritual as its last paragraph, and the page shows the ritual again under the description. The default detail left
-- untouched since it was generated keeps its description paragraph only; a detail written by hand is left alone.
UPDATE "honey_details" AS d
SET "detailed_description" = '<p>' || replace(replace(replace(replace(p."description", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;') || '</p>'
FROM "products" AS p
WHERE p."id" = d."product_id"
  AND d."is_default"
  AND p."ritual" IS NOT NULL
  AND d."detailed_description" =
    '<p>' || replace(replace(replace(replace(p."description", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;') || '</p>'
    || '<p>' || replace(replace(replace(replace(p."ritual", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;') || '</p>';
