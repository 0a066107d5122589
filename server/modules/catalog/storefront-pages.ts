// The long lists of the storefront read one page at a time from the database (decision 057): the honey collection
// and the catalogue's search stay as fast with ten thousand products as with ours. Only the page's products are
// loaded with their variants; counts, search and sorting are done by the database.
import { and, asc, count, countDistinct, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Sort } from "#core/catalogue-query";
import { parseCollectionQuery } from "#core/collection-query";
import { collectionOrder, filterConditions, honeyFacets, shownFacets } from "./collection-filters";
import { pageWindow } from "#core/pagination";
import type { Db } from "#server/db/client";
import { catalogueListing, products, productSearch, productVariants } from "./schema";
import { attachVariants, type ProductWithVariants } from "./service";

export interface ProductPage {
  products: ProductWithVariants[];
  page: number;
  pages: number;
  total: number;
}

/** On the storefront: active, with at least one active variant to buy (as `attachVariants` keeps them). */
const onSale = and(
  eq(products.active, true),
  sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.active})`,
);

/** The catalogue's sections in order: honeys, Mr.H, Mme.H, others (wellness). */
const section = sql`case when ${products.kind} = 'honey' then 0 when ${products.kind} = 'perfume' and ${products.collection} is distinct from 'Mme.H' then 1 when ${products.kind} = 'perfume' then 2 else 3 end`;

async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0;
}

/** The catalogue's order breaks ties, so a page never shows what another showed. */
const withTies = (order: SQL[]) => [...order, asc(products.position), asc(products.id)];

async function productPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  requested: number,
  size: number,
  known?: number,
): Promise<ProductPage> {
  if (known === undefined) return countedPage(db, where, order, requested, size);
  const { page, pages, offset } = pageWindow(known, requested, size);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...withTies(order))
    .limit(size)
    .offset(offset);
  return { products: await attachVariants(db, rows), page, pages, total: known };
}

/**
 * A page of a search and how many products it finds, in one scan (`count(*) over ()`: counted before the limit)
 * instead of a count then the page. Counted apart only for a page past the last, which shows the last.
 */
async function countedPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  requested: number,
  size: number,
): Promise<ProductPage> {
  const wanted = pageWindow(Number.MAX_SAFE_INTEGER, requested, size);
  const rows = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...withTies(order))
    .limit(size)
    .offset(wanted.offset);
  if (rows.length === 0 && wanted.page > 1)
    return productPage(db, where, order, requested, size, await countOf(db, where));
  const total = rows[0]?.total ?? 0;
  const { page, pages } = pageWindow(total, wanted.page, size);
  return {
    products: await attachVariants(
      db,
      rows.map((row) => row.product),
    ),
    page,
    pages,
    total,
  };
}

// Counts kept per version of what the storefront lists (the triggers of migration 0017), per database: after an
// order (which empties the read cache of decision 051) the next view does not count thousands of products again.
const listingMemos = new WeakMap<Db, Map<string, { version: string; value: unknown }>>();

async function perListingVersion<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const [row] = await db.select({ version: catalogueListing.version }).from(catalogueListing);
  if (!row) return load();
  let memo = listingMemos.get(db);
  if (!memo) listingMemos.set(db, (memo = new Map()));
  const kept = memo.get(key);
  if (kept?.version === row.version) return kept.value as T;
  // The version is read first: counts read after a change are never kept under the version before it.
  const value = await load();
  memo.set(key, { version: row.version, value });
  return value;
}

/**
 * The honey collection: how many honeys each category shows, and one page of the honeys of a category or of all
 * ("all") in catalogue order — none for an unknown category.
 */
export async function honeyCollectionPage(
  db: Db,
  category: string,
  page: number,
  size: number,
  params: URLSearchParams = new URLSearchParams(),
  /** Each product's published reviews' average (decision 110), for `?tri=note`. */
  ratings: ReadonlyMap<string, number> = new Map(),
) {
  // Each category's honeys on sale, and the countries they come from whatever the category shown (« 22 variétés de
  // 8 pays »): one load per version of the listing.
  const { rows, countries } = await perListingVersion(db, "honeys-by-category", async () => {
    const honeysOnSale = and(onSale, eq(products.kind, "honey"));
    const byCategory = await db
      .select({ category: products.category, n: count() })
      .from(products)
      .where(honeysOnSale)
      .groupBy(products.category);
    const [origins] = await db
      .select({ n: countDistinct(products.country) })
      .from(products)
      .where(honeysOnSale);
    return { rows: byCategory, countries: origins?.n ?? 0 };
  });
  const counts = new Map(rows.map((r) => [r.category ?? "", r.n]));
  const total = category === "all" ? rows.reduce((sum, r) => sum + r.n, 0) : (counts.get(category) ?? 0);
  const where = and(
    onSale,
    eq(products.kind, "honey"),
    category === "all" ? undefined : eq(products.category, category),
  );
  // The filters offered are the category's own values; the address's are kept only when offered (decision 114).
  const sources = await honeyFacets(db, where);
  const facets = shownFacets(sources);
  const query = parseCollectionQuery(params, facets);
  const filtered = Object.keys(query.filters).length > 0;
  const shown = await productPage(
    db,
    and(where, filterConditions(sources, query.filters)),
    collectionOrder(query.sort, ratings),
    page,
    size,
    filtered ? undefined : total,
  );
  return { counts, countries, shown, facets, query };
}

/**
 * One page of the catalogue (every product but the packages) holding every folded word of the search; by relevance
 * in the sections' order, else by "à partir de" price or rating, the catalogue's order breaking ties.
 */
export async function cataloguePage(db: Db, words: readonly string[], sort: Sort, page: number, size: number) {
  // The folded text is kept by a trigger (migration 0016), folded as `fold` does: lower case, no accents.
  const holdsEveryWord =
    words.length === 0
      ? undefined
      : sql`exists (select 1 from ${productSearch} where ${productSearch.productId} = ${products.id} and ${and(
          ...words.map((word) => sql`strpos(${productSearch.folded}, ${word}) > 0`),
        )})`;
  const order =
    sort === "pertinence" ? [asc(section)] : sort === "note" ? [desc(products.rating)] : collectionOrder(sort);
  const where = and(onSale, ne(products.kind, "package"), holdsEveryWord);
  const total = words.length === 0 ? await perListingVersion(db, "catalogue", () => countOf(db, where)) : undefined;
  return productPage(db, where, order, page, size, total);
}

/** Those of `ids` the storefront sells now (active, with something to buy): what a favourite may name. */
export async function onSaleProductIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(onSale, inArray(products.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
