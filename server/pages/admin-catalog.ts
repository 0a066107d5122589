// The back office's catalogue pages' data, for their loaders (context.services.adminCatalog): each call checks the
// administrator first, whatever the gate in front of the app already checked.
import { HONEY_CATEGORIES } from "#core/catalog";
import { PRODUCT_LINES, type ProductLine } from "#core/product-rules";
import type { Db } from "#server/db/client";
import { type AdminProductQuery, listProductsForAdmin, productForAdmin } from "#server/modules/catalog/admin";

/** The list's filters as the page's GET form sends them; what cannot be read is left out (never an error). */
export function productListQuery(params: URLSearchParams): AdminProductQuery {
  const value = (name: string) => (params.get(name) ?? "").trim();
  const line = value("line");
  const category = value("category");
  const active = value("active");
  const stock = value("stock");
  const page = Number(value("page") || "1");
  return {
    q: value("q").slice(0, 120) || undefined,
    line: line in PRODUCT_LINES ? (line as ProductLine) : undefined,
    category: (HONEY_CATEGORIES as readonly string[]).includes(category) ? category : undefined,
    active: active === "oui" ? true : active === "non" ? false : undefined,
    stock: stock === "low" || stock === "sold-out" ? stock : undefined,
    page: Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1,
  };
}

export function createAdminCatalogServices(deps: { db: Db; requireAdmin: (request: Request) => Promise<unknown> }) {
  const { db, requireAdmin } = deps;
  return {
    /** A page of the list, with the filters read from the address. */
    list: async (request: Request) => {
      await requireAdmin(request);
      const query = productListQuery(new URL(request.url).searchParams);
      return { query, ...(await listProductsForAdmin(db, query)) };
    },
    /** One product for its edit page; null when unknown. */
    one: async (request: Request, id: string) => {
      await requireAdmin(request);
      return productForAdmin(db, id.slice(0, 200));
    },
  };
}
