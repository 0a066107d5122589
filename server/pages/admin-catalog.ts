// The back office's catalogue pages' data, for their loaders (context.services.adminCatalog): each call checks the
// administrator first, whatever the gate in front of the app already checked.
import { HONEY_CATEGORIES } from "#core/catalog";
import { PRODUCT_LINES, type ProductLine } from "#core/product-rules";
import type { Db } from "#server/db/client";
import { type AdminProductQuery, listProductsForAdmin, productForAdmin } from "#server/modules/catalog/admin";
import { listPage, listPageLoader, listSearch, oneOf } from "./list-query";

/** The list's filters as the page's GET form sends them; what cannot be read is left out (never an error). */
export function productListQuery(params: URLSearchParams): AdminProductQuery {
  const value = (name: string) => (params.get(name) ?? "").trim();
  const active = value("active");
  return {
    q: listSearch(params.get("q")),
    line: oneOf(Object.keys(PRODUCT_LINES) as ProductLine[], value("line")),
    category: oneOf(HONEY_CATEGORIES, value("category")),
    active: active === "oui" ? true : active === "non" ? false : undefined,
    stock: oneOf(["low", "sold-out"], value("stock")),
    page: listPage(value("page")),
  };
}

export function createAdminCatalogServices(deps: { db: Db; requireAdmin: (request: Request) => Promise<unknown> }) {
  const { db, requireAdmin } = deps;
  return {
    /** A page of the list, with the filters read from the address. */
    list: listPageLoader(requireAdmin, productListQuery, (query) => listProductsForAdmin(db, query)),
    /** One product for its edit page; null when unknown. */
    one: async (request: Request, id: string) => {
      await requireAdmin(request);
      return productForAdmin(db, id.slice(0, 200));
    },
  };
}
