import { lotDate } from "#core/lots";
import type { LotView } from "#app/lib/loader-data";
import { CodeCell, ScrollTable, tdClass } from "#app/components/admin/scroll-table";

/** A product's lots, oldest first (the order in which they are shipped). */
export function LotsTable({ caption, lots }: { caption: string; lots: LotView[] }) {
  return (
    <ScrollTable
      caption={caption}
      columns={["Lot", "Format", "Récolte", "À consommer avant", "Restant / reçu", "Analyse"]}
    >
      {lots.map((lot) => (
        <tr key={lot.id}>
          <CodeCell to={`/admin/lots/${lot.id}`}>{lot.code}</CodeCell>
          <td className={tdClass}>{lot.format ?? "Toutes les offres"}</td>
          <td className={tdClass}>{lotDate(lot.harvestDate)}</td>
          <td className={tdClass}>{lotDate(lot.bestBefore)}</td>
          <td className={tdClass}>
            <span className={lot.remaining === 0 ? "font-semibold text-red-800" : ""}>{lot.remaining}</span> /{" "}
            {lot.quantityReceived}
          </td>
          <td className={tdClass}>{lot.analysisKey ? "PDF ✓" : "PDF à téléverser"}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
