import { formatDiscount, formatEuros } from "#core/money";
import { discountLabel, type Totals } from "#core/pricing";
import { TotalsList } from "#app/components/order-summary";
import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import type { AppliedPromotion } from "#app/lib/applied-promotion";
import type { DeliveryOption } from "#app/lib/delivery-options";

/** The basket's other delivery methods, each with its price and estimated date; the choice is made at checkout. */
function DeliveryOptionList({ options }: { options: readonly DeliveryOption[] }) {
  return (
    <div className="mt-3 text-sm text-stone-800">
      <h3 className="font-semibold">Autres modes de livraison</h3>
      <ul data-testid="delivery-options" className="mt-1 space-y-1">
        {options.map((option) => (
          <li key={option.method}>
            <span className="font-semibold">{option.name}</span> · {option.price}
            <br />
            {option.estimate}
          </li>
        ))}
      </ul>
      <p className="mt-1">Vous choisissez au moment de commander.</p>
    </div>
  );
}

/** The basket's figures, what is left for a free delivery, the estimated delivery, and the way to the checkout. */
export function BasketSummary({
  totals,
  promo,
  shippingMessage,
  deliveryEstimate,
  options,
  onProceed,
}: {
  totals: Totals;
  promo: AppliedPromotion | null;
  shippingMessage: string;
  /** The server's « Livraison estimée … » of home delivery to the delivery country (decision 100). */
  deliveryEstimate: string;
  /** Every method offered for this basket (decision 109): those other than home are listed under its date. */
  options: readonly DeliveryOption[];
  onProceed: () => void;
}) {
  // Home's price is the delivery line above and its date the line under it: the list names the others.
  const others = options.filter((option) => option.method !== "home");
  return (
    <div className={cardClass("sm")} aria-live="polite">
      <h2 className="font-serif text-xl font-bold">Récapitulatif</h2>
      <TotalsList
        separated={false}
        subtotalCents={totals.subtotalCents}
        discount={
          totals.discountCents > 0 && promo
            ? { label: discountLabel(promo.code), value: formatDiscount(totals.discountCents) }
            : null
        }
        delivery={totals.freeShipping ? "Gratuite" : formatEuros(totals.shippingCents)}
        total={formatEuros(totals.totalCents)}
      />
      {/* The button right under the total: the lines the delivery quote adds below it (the free-delivery nudge, the
          other methods) never move it while the customer reaches for it. */}
      <Button onClick={onProceed} className="mt-4 w-full">
        Procéder au paiement
      </Button>
      {!totals.freeShipping && shippingMessage && <p className="mt-2 text-sm text-stone-800">{shippingMessage}</p>}
      <p data-testid="delivery-estimate" className="mt-2 text-sm text-stone-800">
        {deliveryEstimate}
      </p>
      {others.length > 0 && <DeliveryOptionList options={others} />}
    </div>
  );
}
