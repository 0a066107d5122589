import { useRef, useState } from "react";
import { formatEuros } from "#core/money";
import { NOT_ON_SALE_YET } from "#core/not-on-sale";
import { AddToCartButton } from "#app/components/add-to-cart-button";
import { StickyAddToCart } from "#app/components/sticky-purchase-bar";
import { QuantityStepper } from "#app/components/ui/quantity-stepper";

export interface HoneyFormat {
  id: string;
  format: string;
  /** `250 g`, the format as the page writes it. */
  label: string;
  priceCents: number;
  /** The price per kilo (`239,80 €/kg`), null when the weight is unknown. */
  unitPrice: string | null;
  soldOut: boolean;
}

/** Format, quantity and total of a honey, and the button that puts it in the basket. */
export function HoneyPurchase({
  honey,
  formats,
  onSale = true,
}: {
  honey: { id: string; name: string; image: string };
  formats: HoneyFormat[];
  /** False with real payments while its mandatory information is missing: no button (decision 084). */
  onSale?: boolean;
}) {
  const firstAvailable = formats.find((f) => !f.soldOut) ?? formats[0]!;
  const [formatId, setFormatId] = useState(firstAvailable.id);
  const [quantity, setQuantity] = useState(1);
  const format = formats.find((f) => f.id === formatId) ?? firstAvailable;
  const total = format.priceCents * quantity;
  const actions = useRef<HTMLDivElement>(null);
  const sellable = onSale && !format.soldOut;
  const { label } = format;
  // What the basket shows of the line (its description and origin, never read by any page, are not kept).
  const item = {
    id: format.id,
    name: `${honey.name} — ${label}`,
    price: format.priceCents,
    image: honey.image,
    category: "miel",
    weight: label,
  };
  const detail = `${quantity > 1 ? `${quantity} × ` : ""}${label} · ${formatEuros(total)}`;
  return (
    <>
      <fieldset className="mt-6">
        <legend className="font-semibold">Format</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {formats.map((f, slot) => (
            // Drawn chosen by the radio's own state: a format picked before hydration shows at once.
            <label
              key={f.id}
              className="flex min-h-11 cursor-pointer flex-col items-center rounded-xl border-2 border-stone-200 bg-white p-2 text-center has-checked:border-miel-900 has-checked:bg-miel-50 has-focus-visible:ring-2 has-focus-visible:ring-miel-700 has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                type="radio"
                name="format"
                value={f.id}
                data-slot={slot}
                checked={f.id === format.id}
                disabled={f.soldOut}
                onChange={() => {
                  setFormatId(f.id);
                  // Another format is another article: its quantity starts again from 1.
                  setQuantity(1);
                }}
                className="sr-only"
              />
              <span className="font-semibold">{f.label}</span>
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
        <QuantityStepper quantity={quantity} onChange={setQuantity} />
        <p className="text-xl">
          Total : <strong data-testid="honey-total">{formatEuros(total)}</strong>
        </p>
      </div>
      {/* The breadcrumb above leads back to the collection: one action here, the basket (issue 34). */}
      <div ref={actions} className="mt-6">
        {sellable ? (
          <AddToCartButton productId={honey.id} quantity={quantity} item={item} className="w-full sm:w-auto" />
        ) : (
          <p className="inline-flex min-h-11 items-center font-semibold text-stone-800">
            {onSale ? "Épuisé" : NOT_ON_SALE_YET}
          </p>
        )}
      </div>
      {sellable && (
        <StickyAddToCart
          watched={actions}
          productId={honey.id}
          quantity={quantity}
          item={item}
          detail={`${honey.name} · ${detail}`}
        />
      )}
    </>
  );
}
