import { formatDiscount, formatEuros } from "#core/money";
import { discountLabel, type Totals } from "#core/pricing";
import { TotalsList } from "#app/components/order-summary";
import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import type { AppliedPromotion } from "#app/lib/applied-promotion";

/** The basket's figures, what is left for a free delivery, the estimated delivery, and the way to the checkout. */
export function BasketSummary({
  totals,
  promo,
  shippingMessage,
  deliveryEstimate,
  onProceed,
}: {
  totals: Totals;
  promo: AppliedPromotion | null;
  shippingMessage: string;
  /** The server's « Livraison estimée … » for the delivery country (decision 100). */
  deliveryEstimate: string;
  onProceed: () => void;
}) {
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
      {!totals.freeShipping && shippingMessage && <p className="mt-2 text-sm text-stone-800">{shippingMessage}</p>}
      <p data-testid="delivery-estimate" className="mt-2 text-sm text-stone-800">
        {deliveryEstimate}
      </p>
      <Button onClick={onProceed} className="mt-4 w-full">
        Procéder au paiement
      </Button>
    </div>
  );
}
