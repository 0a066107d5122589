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
}

export function OfferPrice({ offer }: { offer: Offer }) {
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
        </>
      )}
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
                className="flex w-full flex-col items-start gap-1 rounded-xl border border-miel-200 p-4 text-left hover:border-miel-600 hover:bg-miel-50"
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
