import { HONEY_CATEGORY_LABELS } from "#core/back-office-labels";
import { PRODUCT_LINES } from "#core/product-rules";
import { FilterForm, filterOptions, filterSelect as select } from "#app/components/admin/filter-form";

export interface ProductFilterValues {
  q?: string;
  line?: string;
  category?: string;
  active?: boolean;
  stock?: string;
}

const LINE_OPTIONS = filterOptions("Toutes", PRODUCT_LINES);
const CATEGORY_OPTIONS = filterOptions("Toutes", HONEY_CATEGORY_LABELS);
const ACTIVE_OPTIONS = filterOptions("Tous", { oui: "Actifs", non: "Inactifs" });
const STOCK_OPTIONS = filterOptions("Tous", { low: "Stock bas ou épuisé", "sold-out": "Épuisé" });

/** The « En vente » filter as the form sends it. */
const activeChoice = (active: boolean | undefined) => (active === undefined ? "" : active ? "oui" : "non");

/** The search and filters as the form sends them (its fields' names), for the links to the list's other pages. */
export const productFilterQuery = (values: ProductFilterValues) => ({
  q: values.q,
  line: values.line,
  category: values.category,
  active: activeChoice(values.active),
  stock: values.stock,
});

/** The list's search and filters (a GET form: works without JavaScript). */
export function ProductFilters({ values }: { values: ProductFilterValues }) {
  return (
    <FilterForm
      action="/admin/produits"
      label="Chercher des produits"
      search={{ label: "Nom ou identifiant", value: values.q }}
    >
      {select("ligne", "line", "Ligne", LINE_OPTIONS, values.line ?? "")}
      {select("categorie", "category", "Catégorie de miel", CATEGORY_OPTIONS, values.category ?? "")}
      {select("actif", "active", "En vente", ACTIVE_OPTIONS, activeChoice(values.active))}
      {select("stock", "stock", "Stock", STOCK_OPTIONS, values.stock ?? "")}
    </FilterForm>
  );
}
