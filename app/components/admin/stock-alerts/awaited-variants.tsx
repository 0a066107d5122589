import { Link } from "react-router";
import { ScrollTable, tdClass } from "#app/components/admin/scroll-table";

export interface AwaitedVariant {
  variantId: string;
  variantLabel: string;
  productId: string;
  productName: string;
  stock: number | null;
  /** Confirmed alerts: each will get one mail when the variant can be bought again. */
  confirmed: number;
  /** Asked, not confirmed yet (no mail is sent to them). */
  pending: number;
}

/** The variants customers wait for (decision 111), with how many confirmed alerts each one will send. */
export function AwaitedVariants({ caption, rows }: { caption: string; rows: AwaitedVariant[] }) {
  if (rows.length === 0) return <p className="mt-2 text-stone-800">Aucune alerte de retour en stock en attente.</p>;
  return (
    <ScrollTable caption={caption} columns={["Produit", "Variante", "Stock", "Alertes confirmées", "Non confirmées"]}>
      {rows.map((r) => (
        <tr key={r.variantId} data-testid={`alertes-${r.variantId}`}>
          <td className={tdClass}>
            <Link to={`/admin/produits/${encodeURIComponent(r.productId)}`} className="text-miel-900 underline">
              {r.productName}
            </Link>
          </td>
          <td className={tdClass}>{r.variantLabel}</td>
          <td className={tdClass}>{r.stock ?? "Illimité"}</td>
          <td className={`${tdClass} font-semibold`}>{r.confirmed}</td>
          <td className={tdClass}>{r.pending}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
