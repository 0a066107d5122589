import { HONEY_CATEGORY_LABELS } from "#core/back-office-labels";
import { PRODUCT_LINES } from "#core/product-rules";
import { FilterForm, filterOptions } from "#app/components/admin/filter-form";
import { SelectField } from "#app/components/form-field";

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

/** The list's search and filters (a GET form: works without JavaScript). */
export function ProductFilters({ values }: { values: ProductFilterValues }) {
  const select = (id: string, name: string, label: string, options: typeof LINE_OPTIONS, value: string) => (
    <SelectField id={id} name={name} label={label} options={options} defaultValue={value} />
  );
  return (
    <FilterForm
      action="/admin/produits"
      label="Chercher des produits"
      search={{ label: "Nom ou identifiant", value: values.q }}
    >
      {select("ligne", "line", "Ligne", LINE_OPTIONS, values.line ?? "")}
      {select("categorie", "category", "Catégorie de miel", CATEGORY_OPTIONS, values.category ?? "")}
      {select(
        "actif",
        "active",
        "En vente",
        ACTIVE_OPTIONS,
        values.active === undefined ? "" : values.active ? "oui" : "non",
      )}
      {select("stock", "stock", "Stock", STOCK_OPTIONS, values.stock ?? "")}
    </FilterForm>
  );
}
