// The storefront's catalogue pages: each page's view of the catalogue (modules/catalog/views.ts), computed once per
// state of the catalogue and kept in the read cache (decisions 051, 057).
import { HONEY_CATEGORIES, type PerfumeCollection, type ProductKind } from "#core/catalog";
import { searchWords, type Sort } from "#core/catalogue-query";
import {
  COLLECTION_SORTS,
  HONEY_FILTERS,
  ignoredNotice,
  parseCollectionQuery,
  sortProducts,
} from "#core/collection-query";
import { lowestPricesOf30Days } from "#server/modules/catalog/price-history";
import { publishedRatings } from "#server/modules/reviews/service";
import { cataloguePage, honeyCollectionPage } from "#server/modules/catalog/storefront-pages";
import {
  articlesView,
  catalogueView,
  CATALOGUE_PAGE_SIZE,
  COLLECTION_PAGE_SIZE,
  homeView,
  honeyCollectionView,
  measuresView,
  perfumeLineView,
  wellnessView,
} from "#server/modules/catalog/views";
import type { PageContext } from "./context";

/** The first pages of a list are kept in the read cache; further ones, rarely asked for, are read each time. */
const CACHED_PAGES = 20;

const isListedCategory = (category: string) =>
  category === "all" || (HONEY_CATEGORIES as readonly string[]).includes(category);

export function catalogueServices(ctx: PageContext) {
  const { db, cached, cachedIf, products, offers } = ctx;
  // The shop's example reviews and ratings only in a demonstration (decision 086): a process never changes mode,
  // and its caches (read cache, page cache) belong to its app, so the two modes never share a cached page.
  const examples = ctx.demoMode;
  /** Each product's published reviews' average, for « Meilleures notes » (decision 110: real reviews only). */
  const averages = () =>
    cached("published-averages", async () => {
      const ratings = await publishedRatings(db);
      return new Map([...ratings].map(([id, r]) => [id, r.average]));
    });
  return {
    listProducts: (filter: { kind?: ProductKind } = {}) => products(filter.kind),
    home: () => cached("view:home", async () => homeView(await products(), examples)),
    /** `params`: the address's sort and filters (`?tri=`, `?origine=`, `?texture=`, `?format=`, decision 114). */
    honeyCollection: (category: string, page: number, params: URLSearchParams = new URLSearchParams()) => {
      const load = async () => {
        const ratings = params.get("tri") === "note" ? await averages() : undefined;
        const { counts, countries, shown, facets, query } = await honeyCollectionPage(
          db,
          category,
          page,
          COLLECTION_PAGE_SIZE,
          params,
          ratings,
        );
        return honeyCollectionView(counts, shown, category, examples, { facets, query, countries });
      };
      // Kept only for the addresses the shop links to (a sort, no filter): a made-up one must not push the others out.
      const tri = params.get("tri") ?? "";
      const linked =
        (tri === "" || (COLLECTION_SORTS as readonly string[]).includes(tri)) &&
        HONEY_FILTERS.every((name) => !params.get(name));
      return cachedIf(
        isListedCategory(category) && page <= CACHED_PAGES && linked,
        `view:honeys:${category}:${page}:${tri}`,
        load,
      );
    },
    /** A perfume line's page: its perfumes in the address's order (`?tri=`) and the packs it advertises. */
    perfumePage: async (line: PerfumeCollection, params: URLSearchParams = new URLSearchParams()) => {
      const [perfumes, advertised] = await Promise.all([products("perfume"), offers()]);
      const query = parseCollectionQuery(params);
      const sorted = sortProducts(
        perfumes.map((p) => ({ ...p, priceCents: p.fromPriceCents })),
        query.sort,
        query.sort === "note" ? await averages() : undefined,
      );
      return {
        perfumes: perfumeLineView(sorted, line, examples),
        packs: advertised.packs,
        sort: query.sort,
        notice: ignoredNotice(query.ignored),
      };
    },
    wellness: () =>
      cached("view:wellness", async () => {
        const [product] = await products("wellness");
        return wellnessView(product, examples, await lowestPricesOf30Days(db, product?.variants ?? []));
      }),
    /** Each variant's net weight or volume, by basket line id, for the basket's unit prices. */
    measures: () => cached("view:measures", async () => measuresView(await products())),
    catalogue: (q: string, asked: Sort, page: number) => {
      // Without ratings to show, none to sort by either: « Meilleures notes » is the relevance order.
      const sort = asked === "note" && !examples ? "pertinence" : asked;
      const load = async () =>
        catalogueView(await cataloguePage(db, searchWords(q), sort, page, CATALOGUE_PAGE_SIZE), q, sort, examples);
      // A search is read each time: visitors' words would push the shop's own pages out of the cache.
      return cachedIf(q === "" && page <= CACHED_PAGES, `view:catalogue:${sort}:${page}`, load);
    },
    articles: () => cached("view:articles", async () => articlesView(await products(), examples)),
  };
}
