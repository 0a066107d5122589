import { NO_ORDER_TO_PREPARE, PACKING_SLIPS_MAX } from "#core/packing-slip";
import type { OrderFilterValues } from "#app/components/admin/orders/order-filters";
import { ButtonAnchor } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";

/** Where one order's packing slip is downloaded (decision 105). */
export const packingSlipHref = (reference: string) => `/api/admin/orders/${encodeURIComponent(reference)}/packing-slip`;

/** The order page's link to its packing slip, a PDF without prices for the parcel. */
export function PackingSlipLink({ reference }: { reference: string }) {
  return (
    <ButtonAnchor href={packingSlipHref(reference)} download variant="secondary" size="sm" className="mt-4">
      Bon de préparation (PDF)
    </ButtonAnchor>
  );
}

/** The list shows every order to prepare, and only them: its count is theirs. */
export const isOnlyToPrepare = (query: OrderFilterValues) =>
  query.status === "a_preparer" && !query.q && !query.from && !query.to && !query.paymentMethod;

/**
 * The orders list's bulk print: every order to prepare in one PDF, the oldest first. When the list shows the orders
 * to prepare and there is none, it says so instead of offering an empty print.
 */
export function PackingSlipsPrint({ noneToPrepare }: { noneToPrepare: boolean }) {
  return (
    <section aria-labelledby="bons-de-preparation" className={cardClass("md", "mt-6 flex flex-wrap items-end gap-4")}>
      <div className="min-w-0 flex-1 basis-full md:basis-0">
        <h2 id="bons-de-preparation" className="font-serif text-xl font-bold">
          Bons de préparation
        </h2>
        <p className="text-sm text-stone-800">
          {noneToPrepare
            ? NO_ORDER_TO_PREPARE
            : `Les commandes à préparer en un PDF, une page par commande, la plus ancienne d'abord (${PACKING_SLIPS_MAX} au plus).`}
        </p>
      </div>
      {!noneToPrepare && (
        <ButtonAnchor href="/api/admin/packing-slips?status=a_preparer" download variant="secondary">
          Imprimer les bons de préparation
        </ButtonAnchor>
      )}
    </section>
  );
}
