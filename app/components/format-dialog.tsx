import type { RefObject } from "react";
import { formatEuros } from "#core/money";

/** One format of a product sold by quantity (1, 2 or 3 pots), at a price that falls with it. */
export interface Offer {
  id: string;
  label: string;
  description: string | null;
  image: string;
  priceCents: number;
  originalPriceCents: number | null;
  /** The price per kilo of the offer's net weight (`666,67 €/kg`), null when the pot's weight is unknown. */
  unitPrice?: string | null;
  /** The lowest price of the last 30 days, shown beside a reduction (Omnibus, decision 034). */
  lowestPrice30dCents?: number | null;
}

export function OfferPrice({ offer }: { offer: Offer }) {
  // Its own line under the prices, before the 30-day reference: the price per kilo of what the offer holds.
  const perKilo = offer.unitPrice && (
    <span className="w-full text-xs text-stone-700" data-testid="unit-price">
      soit {offer.unitPrice}
    </span>
  );
  return (
    <span className="flex flex-wrap items-baseline gap-2">
      <span className="text-lg font-bold text-miel-900">{formatEuros(offer.priceCents)}</span>
      {offer.originalPriceCents !== null && (
        <>
          <s className="text-stone-700">
            <span className="sr-only">au lieu de </span>
            {formatEuros(offer.originalPriceCents)}
          </s>
          <span className="text-sm font-semibold text-green-800">
            Économisez {formatEuros(offer.originalPriceCents - offer.priceCents)}
          </span>
          {perKilo}
          {offer.lowestPrice30dCents != null && (
            <span className="w-full text-xs text-stone-700">
              Prix le plus bas des 30 derniers jours : {formatEuros(offer.lowestPrice30dCents)}
            </span>
          )}
        </>
      )}
      {offer.originalPriceCents === null && perKilo}
    </span>
  );
}

/** The "Format dégressif" dialog: each offer is a button that puts it in the basket. */
export function FormatDialog({
  ref,
  offers,
  onPick,
}: {
  ref: RefObject<HTMLDialogElement | null>;
  offers: Offer[];
  onPick: (offer: Offer) => void;
}) {
  return (
    <dialog
      ref={ref}
      aria-labelledby="format-titre"
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-black/50"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="format-titre" className="font-serif text-2xl font-bold text-miel-900">
            Format dégressif
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="min-h-11 rounded-full border border-stone-400 px-4 font-semibold"
          >
            Fermer
          </button>
        </div>
        <ul className="mt-4 space-y-3">
          {offers.map((offer) => (
            <li key={offer.id}>
              <button
                type="button"
                onClick={() => onPick(offer)}
                className="flex w-full flex-col items-start gap-1 rounded-xl border border-stone-200 p-4 text-left hover:border-miel-600 hover:bg-miel-50"
              >
                <span className="font-semibold">{offer.label}</span>
                {offer.description && <span className="text-sm text-stone-700">{offer.description}</span>}
                <OfferPrice offer={offer} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
