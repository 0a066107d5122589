import { formatEuros } from "#core/money";
import type { AdminProduct } from "#app/lib/loader-data";
import { dateTimeFr } from "#app/components/admin/format";
import { Panel } from "#app/components/admin/panel";
import { ScrollTable, tdClass } from "#app/components/admin/scroll-table";

/** Every price of each variant from when, newest first (the catalogue's own price is the first entry). */
export function PriceHistory({ product }: { product: AdminProduct }) {
  return (
    <Panel id="historique-prix" title="Historique des prix">
      {product.variants.map((v) => (
        <ScrollTable key={v.id} caption={v.label} columns={["Depuis le", "Prix", "Par"]}>
          {v.history.map((h, i) => (
            <tr key={`${h.validFrom}-${i}`}>
              <td className={tdClass}>
                <time dateTime={h.validFrom}>{dateTimeFr.format(new Date(h.validFrom))}</time>
              </td>
              <td className={tdClass}>{formatEuros(h.priceCents)}</td>
              <td className={tdClass}>{h.by ?? "Catalogue"}</td>
            </tr>
          ))}
        </ScrollTable>
      ))}
    </Panel>
  );
}
