import type { BackOfficeOrder } from "#app/lib/loader-data";
import { dateTimeFr } from "./orders-table";

/**
 * The carrier's events for the order's parcels (decision 108), oldest first: when the carrier saw it, the status
 * in French, and whether the shop applied it or ignored it (out of order, nothing to move) with the reason.
 */
export function ParcelTracking({ events }: { events: BackOfficeOrder["label"]["tracking"] }) {
  return (
    <div className="mt-4">
      <h3 id="suivi-colis" className="font-semibold">
        Suivi du colis
      </h3>
      {events.length === 0 ? (
        <p className="mt-1 text-sm text-stone-700">Aucun événement du transporteur pour l'instant.</p>
      ) : (
        <ul aria-labelledby="suivi-colis" className="mt-1 space-y-1 text-sm">
          {events.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{dateTimeFr.format(new Date(e.at))}</time> · {e.statusLabel} ·{" "}
              {e.applied ? "appliqué" : <strong className="text-amber-900">ignoré</strong>}
              {!e.applied && e.note ? ` — ${e.note}` : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
