import { useRef, useState } from "react";
import { formatEuros } from "#core/money";
import { AddToCartButton } from "#app/components/add-to-cart-button";
import { StickyAddToCart } from "#app/components/sticky-purchase-bar";
import { QuantityStepper } from "#app/components/ui/quantity-stepper";
import { perfumeBasketItem } from "./basket-item";

export interface PerfumeBottle {
  id: string;
  priceCents: number;
  /** Null while the bottle's volume is unknown: no price per litre then (decision 039). */
  volumeMl: number | null;
  unitPrice: string | null;
  soldOut: boolean;
  /** False while a mandatory fact is missing and payments are real (decision 084). */
  onSale: boolean;
}

/** The bottle's price, volume and price per litre, the quantity and the button that puts it in the basket. */
export function PerfumePurchase({
  perfume,
  bottle,
  unknownText,
}: {
  perfume: { name: string; image: string; description: string };
  bottle: PerfumeBottle;
  /** What the page says of a fact not known yet. */
  unknownText: string;
}) {
  const [quantity, setQuantity] = useState(1);
  const actions = useRef<HTMLDivElement>(null);
  const item = perfumeBasketItem({ ...perfume, id: bottle.id, priceCents: bottle.priceCents });
  const volume = bottle.volumeMl ? `${bottle.volumeMl}\u00a0ml · ` : "";
  const detail = `${quantity > 1 ? `${quantity} × ` : ""}${volume}${formatEuros(bottle.priceCents * quantity)}`;
  return (
    <div className="mt-6">
      <p className="text-3xl font-bold text-miel-900" data-testid="perfume-price">
        {formatEuros(bottle.priceCents)}
      </p>
      <p className="mt-1 text-sm text-stone-800">
        Contenance : {bottle.volumeMl ? `${bottle.volumeMl}\u00a0ml` : unknownText}
        {bottle.unitPrice && <span data-testid="unit-price"> · soit {bottle.unitPrice}</span>}
      </p>
      <div ref={actions} className="mt-6 flex flex-wrap items-center gap-4">
        {!bottle.onSale ? (
          <p className="font-semibold text-stone-800">
            Pas encore en vente : ses informations obligatoires sont en cours de vérification.
          </p>
        ) : bottle.soldOut ? (
          <p className="inline-flex min-h-11 items-center font-semibold text-stone-700">Épuisé</p>
        ) : (
          <>
            <QuantityStepper quantity={quantity} onChange={setQuantity} />
            <AddToCartButton productId={bottle.id} quantity={quantity} item={item} />
          </>
        )}
      </div>
      {bottle.onSale && !bottle.soldOut && (
        <StickyAddToCart
          watched={actions}
          productId={bottle.id}
          quantity={quantity}
          item={item}
          detail={`${perfume.name} · ${detail}`}
        />
      )}
    </div>
  );
}
