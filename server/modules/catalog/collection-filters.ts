// The honey collection's filters and sorts in SQL (decision 114): the values offered are read from the catalogue
// (countries, textures, formats in stock of the honeys on sale), counted by the database, and a chosen value becomes
// a condition on exactly the stored words it stands for.
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  isNotNull,
  or,
  isNull,
  gt,
  sql,
  type SQL,
} from "drizzle-orm";
import { formatLabel, HONEY_FORMATS } from "#core/catalog";
import {
  type FacetOption,
  type HoneyFacets,
  type HoneyFilter,
  type RankedSort,
  slugOf,
  textureParts,
} from "#core/collection-query";
import type { Db } from "#server/db/client";
import { honeyDetails, products, productVariants } from "./schema";

const texture = sql<string | null>`${honeyDetails.characteristics}->>'texture'`;

const inStock = and(eq(productVariants.active, true), or(isNull(productVariants.stock), gt(productVariants.stock, 0)));

/** The facets with, for each value, the stored words it stands for (a country, whole textures, a format). */
export type FacetSources = Record<HoneyFilter, (FacetOption & { stored: string[] })[]>;

function grouped(rows: { stored: string | null; n: number }[], split: (stored: string) => string[]) {
  const options = new Map<string, FacetOption & { stored: string[] }>();
  for (const { stored, n } of rows) {
    if (!stored) continue;
    for (const label of split(stored)) {
      const value = slugOf(label);
      if (!value) continue;
      const option = options.get(value) ?? { value, label, count: 0, stored: [] };
      option.count += n;
      if (!option.stored.includes(stored)) option.stored.push(stored);
      options.set(value, option);
    }
  }
  return [...options.values()].sort((a, b) => a.label.localeCompare(b.label, "fr"));
}

/** What the honeys of `where` (the collection's category) offer to filter by, counted. */
export async function honeyFacets(db: Db, where: SQL | undefined): Promise<FacetSources> {
  const [countries, textures, formats] = await Promise.all([
    db.select({ stored: products.country, n: count() }).from(products).where(where).groupBy(products.country),
    db
      .select({ stored: texture, n: count() })
      .from(products)
      .innerJoin(honeyDetails, eq(honeyDetails.productId, products.id))
      .where(where)
      .groupBy(texture),
    db
      .select({ stored: productVariants.format, n: countDistinct(productVariants.productId) })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(where, inStock, isNotNull(productVariants.format)))
      .groupBy(productVariants.format),
  ]);
  const order = (value: string) => (HONEY_FORMATS as readonly string[]).indexOf(value);
  return {
    origine: grouped(countries, (stored) => [stored]),
    texture: grouped(textures, textureParts),
    format: formats
      .flatMap(({ stored, n }) =>
        stored ? [{ value: stored, label: formatLabel(stored), count: n, stored: [stored] }] : [],
      )
      .sort((a, b) => order(a.value) - order(b.value)),
  };
}

/** The facets as the page shows them (without the stored words). */
export function shownFacets(sources: FacetSources): HoneyFacets {
  const strip = (options: FacetSources[HoneyFilter]) =>
    options.map(({ value, label, count: n }) => ({ value, label, count: n }));
  return { origine: strip(sources.origine), texture: strip(sources.texture), format: strip(sources.format) };
}

/** The conditions of the chosen values (each already one the facets offer). */
export function filterConditions(sources: FacetSources, chosen: Partial<Record<HoneyFilter, string>>): SQL | undefined {
  const stored = (name: HoneyFilter) => sources[name].find((option) => option.value === chosen[name])?.stored ?? [];
  const conditions: (SQL | undefined)[] = [];
  if (chosen.origine) conditions.push(inArray(products.country, stored("origine")));
  if (chosen.texture) {
    conditions.push(
      sql`exists (select 1 from ${honeyDetails} where ${honeyDetails.productId} = ${products.id} and ${inArray(texture, stored("texture"))})`,
    );
  }
  if (chosen.format) {
    conditions.push(
      sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.format} = ${chosen.format} and ${inStock})`,
    );
  }
  return and(...conditions);
}

const fromPrice = sql<number>`(select min(${productVariants.priceCents}) from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.active})`;

/**
 * The order of a sort, before the shop's own (which breaks ties): the « à partir de » price, the newest first, or —
 * once reviews are real — the rating of `ratings` (a product's average by id), the unrated last.
 */
export function collectionOrder(sort: RankedSort, ratings: ReadonlyMap<string, number> = new Map()): SQL[] {
  if (sort === "prix-croissant") return [asc(fromPrice)];
  if (sort === "prix-decroissant") return [desc(fromPrice)];
  if (sort === "nouveautes") return [desc(products.createdAt)];
  if (sort === "note" && ratings.size > 0) {
    const cases = sql.join(
      [...ratings].map(([id, rating]) => sql`when ${id} then ${rating}::double precision`),
      sql` `,
    );
    return [sql`case ${products.id} ${cases} end desc nulls last`];
  }
  return [];
}
