import { editableMeasureOf, variantField } from "#core/product-rules";
import type { AdminProduct } from "#app/lib/loader-data";
import type { VariantFormValues } from "#app/lib/admin-products";
import { ScrollTable, tdClass } from "#app/components/admin/scroll-table";
import { TextField } from "#app/components/form-field";
import { StockBadge } from "./stock-badge";

type Column = {
  key: "price" | "stock" | "threshold" | "measure" | "shippingWeight";
  id: string;
  label: string;
  numeric: boolean;
};

const COLUMNS: Column[] = [
  { key: "price", id: "prix", label: "Prix de {v} en euros", numeric: false },
  { key: "stock", id: "stock", label: "Stock de {v}", numeric: true },
  { key: "threshold", id: "seuil", label: "Seuil de stock bas de {v}", numeric: true },
];

const ERROR_KEYS = {
  price: "price",
  stock: "stock",
  threshold: "lowStockThreshold",
  measure: "measure",
  shippingWeight: "shippingWeight",
} as const;

/** Every kind's last column: one unit's packed weight, which chooses the parcel's rate (decision 109). */
const SHIPPING_WEIGHT: Column = {
  key: "shippingWeight",
  id: "poids-emballe",
  label: "Poids emballé de {v} (g)",
  numeric: true,
};

/** The columns of a product's kind: a perfume's volume or a Shilajit pot's weight after the others (decision 039). */
export function variantColumns(kind: string): Column[] {
  const measure = editableMeasureOf(kind);
  return measure
    ? [...COLUMNS, { key: "measure", id: "mesure", label: `${measure.label} de {v}`, numeric: true }, SHIPPING_WEIGHT]
    : [...COLUMNS, SHIPPING_WEIGHT];
}

/** Each variant's price (euros), stock (empty: unlimited), low-stock threshold and sale switch. */
export function VariantsTable({
  product,
  values,
  errors,
}: {
  product: AdminProduct;
  values: VariantFormValues[];
  errors: Record<string, string>;
}) {
  const measure = editableMeasureOf(product.kind);
  const columns = variantColumns(product.kind);
  return (
    <ScrollTable
      caption="Variantes"
      columns={[
        "Variante",
        "Prix (€)",
        "Stock (vide : illimité)",
        "Seuil de stock bas",
        ...(measure ? [`${measure.label}, vide : inconnu`] : []),
        "Poids emballé (g), vide : inconnu",
        "En vente",
      ]}
    >
      {product.variants.map((v, i) => (
        <tr key={v.id}>
          <th scope="row" className={`${tdClass} text-left font-semibold`}>
            {v.label}
            <span className="mt-1 block">
              <StockBadge stock={v.stock} threshold={v.lowStockThreshold} />
            </span>
          </th>
          {columns.map((c) => (
            <td key={c.key} className={tdClass}>
              <TextField
                id={`${c.id}-${i}`}
                name={`${c.key}-${i}`}
                label={c.label.replace("{v}", v.label)}
                hideLabel
                defaultValue={values[i]![c.key]}
                error={errors[variantField(v.id, ERROR_KEYS[c.key])]}
                inputMode={c.numeric ? "numeric" : "decimal"}
                placeholder={
                  c.key === "stock" ? "illimité" : c.key === "price" || c.key === "threshold" ? undefined : "inconnu"
                }
                className="w-32"
              />
            </td>
          ))}
          <td className={tdClass}>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name={`active-${i}`} defaultChecked={values[i]!.active} className="size-5" />
              <span className="sr-only">{v.label} en vente</span>
              <span aria-hidden="true">Oui</span>
            </label>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
