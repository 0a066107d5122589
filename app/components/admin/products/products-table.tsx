import { honeyCategoryLabel } from "#core/back-office-labels";
import { formatEuros } from "#core/money";
import type { AdminProductRow } from "#app/lib/loader-data";
import { ScrollTable, tdClass } from "#app/components/admin/scroll-table";
import { StockBadge } from "./stock-badge";
import { TextLink } from "#app/components/ui/text";

const KIND_LABELS: Record<string, string> = {
  honey: "Miel",
  perfume: "Parfum",
  wellness: "Autres",
  package: "Coffret",
};

/** A page of the catalogue: each product with its variants' prices and stock states. */
export function ProductsTable({
  products,
  missingInformation = {},
}: {
  products: AdminProductRow[];
  /** By product: the mandatory regulatory facts still « à compléter » (decision 084). */
  missingInformation?: Readonly<Record<string, string[]>>;
}) {
  return (
    <ScrollTable caption="Produits" columns={["Produit", "Ligne", "Variantes : prix et stock", "En vente"]}>
      {products.map((p) => (
        <tr key={p.id}>
          <td className={tdClass}>
            <TextLink to={`/admin/produits/${encodeURIComponent(p.id)}`}>{p.name}</TextLink>
            <span className="block font-mono text-xs text-stone-700">{p.id}</span>
            {missingInformation[p.id] && (
              <span className="mt-1 block text-sm font-semibold text-amber-900">
                Informations réglementaires à compléter : {missingInformation[p.id]!.join(", ").toLowerCase()}
              </span>
            )}
          </td>
          <td className={tdClass}>
            {KIND_LABELS[p.kind] ?? p.kind}
            {p.collection ? ` ${p.collection}` : ""}
            {p.category ? <span className="block text-stone-700">{honeyCategoryLabel(p.category)}</span> : null}
          </td>
          <td className={tdClass}>
            <ul className="space-y-1">
              {p.variants.map((v) => (
                <li key={v.id} className="flex flex-wrap items-center gap-2">
                  <span className={v.active ? "" : "text-stone-600 line-through"}>{v.label}</span>
                  <span className="font-semibold">{formatEuros(v.priceCents)}</span>
                  <StockBadge stock={v.stock} threshold={v.lowStockThreshold} />
                  {!v.active && <span className="text-xs font-semibold text-stone-700">(inactive)</span>}
                </li>
              ))}
            </ul>
          </td>
          <td className={tdClass}>{p.active ? "Oui" : <span className="font-semibold text-red-800">Non</span>}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
