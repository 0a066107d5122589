import { useState } from "react";
import { Link } from "react-router";
import { MAX_LINE_QUANTITY } from "#core/cart";
import { formatEuros } from "#core/money";
import { AddToCartButton } from "#app/components/add-to-cart-button";

export interface HoneyFormat {
  id: string;
  format: string;
  priceCents: number;
  /** The price per kilo (`239,80 €/kg`), null when the weight is unknown. */
  unitPrice: string | null;
  soldOut: boolean;
}

/** Format, quantity and total of a honey, and the button that puts it in the basket. */
export function HoneyPurchase({
  honey,
  formats,
}: {
  honey: { id: string; name: string; image: string; description: string; country: string | null };
  formats: HoneyFormat[];
}) {
  const firstAvailable = formats.find((f) => !f.soldOut) ?? formats[0]!;
  const [formatId, setFormatId] = useState(firstAvailable.id);
  const [quantity, setQuantity] = useState(1);
  const format = formats.find((f) => f.id === formatId) ?? firstAvailable;
  const total = format.priceCents * quantity;
  return (
    <>
      <fieldset className="mt-6">
        <legend className="font-semibold">Format</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {formats.map((f) => (
            <label
              key={f.id}
              className={`flex min-h-11 cursor-pointer flex-col items-center rounded-xl border-2 p-2 text-center has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 ${
                f.id === format.id ? "border-miel-900 bg-miel-50" : "border-miel-200 bg-white"
              }`}
            >
              <input
                type="radio"
                name="format"
                value={f.id}
                checked={f.id === format.id}
                disabled={f.soldOut}
                onChange={() => setFormatId(f.id)}
                className="sr-only"
              />
              <span className="font-semibold">{f.format}</span>
              <span className="text-sm">{f.soldOut ? "Épuisé" : formatEuros(f.priceCents)}</span>
              {!f.soldOut && f.unitPrice && (
                <span className="text-xs text-stone-700" data-testid="unit-price">
                  {f.unitPrice}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-6 flex flex-wrap items-center gap-4">
        <div
          className="flex items-center rounded-full border border-miel-200 bg-white"
          role="group"
          aria-label="Quantité"
        >
          <button
            type="button"
            onClick={() => setQuantity(Math.max(1, quantity - 1))}
            disabled={quantity <= 1}
            aria-label="Diminuer la quantité"
            className="h-11 w-11 rounded-full text-xl disabled:opacity-40"
          >
            −
          </button>
          <output aria-live="polite" className="w-10 text-center font-semibold">
            {quantity}
          </output>
          <button
            type="button"
            onClick={() => setQuantity(Math.min(MAX_LINE_QUANTITY, quantity + 1))}
            disabled={quantity >= MAX_LINE_QUANTITY}
            aria-label="Augmenter la quantité"
            className="h-11 w-11 rounded-full text-xl disabled:opacity-40"
          >
            +
          </button>
        </div>
        <p className="text-xl">
          Total : <strong data-testid="honey-total">{formatEuros(total)}</strong>
        </p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {format.soldOut ? (
          <p className="inline-flex min-h-11 items-center font-semibold text-stone-700">Épuisé</p>
        ) : (
          <AddToCartButton
            productId={honey.id}
            quantity={quantity}
            item={{
              id: format.id,
              name: `${honey.name} — ${format.format}`,
              price: format.priceCents,
              image: honey.image,
              description: honey.description,
              category: "miel",
              weight: format.format,
              ...(honey.country ? { origin: honey.country } : {}),
            }}
          />
        )}
        <Link
          to="/miels-collection"
          className="inline-flex min-h-11 items-center rounded-full border border-miel-900 px-5 font-semibold text-miel-900"
        >
          Retour à la collection
        </Link>
      </div>
    </>
  );
}
