import type { PaymentMethod } from "#core/checkout";
import { formatDiscount, formatEuros } from "#core/money";
import { discountLabel, type Totals } from "#core/pricing";
import { SummaryLines, TotalsList } from "#app/components/order-summary";
import { PAYMENT_OBLIGATION_ID, PaymentObligation } from "#app/components/legal/payment-obligation";
import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import type { CheckoutData } from "#app/lib/basket";
import { finaliseLabel } from "#app/lib/checkout";
import { ErrorMessage } from "#app/components/ui/alert-box";

interface RecapProps {
  data: CheckoutData;
  /** The gift wrapping chosen (decision 112), already in `totals.totalCents`. */
  wrappingCents?: number;
  totals: Totals;
  /** The server's « Livraison estimée … » for the chosen country (decision 100), said again when it changes. */
  estimate: string | null;
}

/** The order's lines, its figures and its estimated delivery: the side summary's on a wide screen, the top's on a phone. */
function Recap({ data, totals, estimate, wrappingCents = 0 }: RecapProps) {
  return (
    <>
      <SummaryLines lines={data.items.map((i) => ({ ...i, totalCents: i.price * i.quantity }))} />
      <TotalsList
        live
        subtotalCents={totals.subtotalCents}
        discount={
          data.appliedPromo && {
            label: discountLabel(data.appliedPromo.code),
            value: totals.discountCents > 0 ? formatDiscount(totals.discountCents) : "Livraison offerte",
          }
        }
        delivery={totals.freeShipping ? "Gratuite" : formatEuros(totals.shippingCents)}
        wrappingCents={wrappingCents}
        total={formatEuros(totals.totalCents)}
      />
      {estimate && (
        <p data-testid="delivery-estimate" aria-live="polite" className="mt-2 text-sm text-stone-800">
          {estimate}
        </p>
      )}
    </>
  );
}

/**
 * Phones and tablets: the summary at the top of the page, folded, its total always in sight (issue 34) — the same
 * figure as the pay bar's, both from `totals`. A wide screen has the side summary instead.
 */
export function FoldedRecap(props: RecapProps) {
  return (
    <details className={cardClass("md", "group mt-6 lg:hidden")} data-testid="folded-recap">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold text-miel-900 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="group-open:hidden">Afficher le récapitulatif</span>
          <span className="hidden group-open:inline">Masquer le récapitulatif</span>
        </span>
        <span className="flex items-center gap-2">
          <span className="text-lg font-bold text-encre" data-testid="folded-recap-total">
            {formatEuros(props.totals.totalCents)}
          </span>
          <span aria-hidden="true" className="transition group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <Recap {...props} />
    </details>
  );
}

/** The order beside the checkout form on a wide screen, with its submit button; below it on a phone, the legal line. */
export function CheckoutSummary({
  error,
  busy,
  method,
  ...recap
}: RecapProps & {
  error: string | null;
  busy: boolean;
  method: PaymentMethod;
}) {
  return (
    <aside aria-labelledby="checkout-recap" className="min-w-0">
      <div className={cardClass("md", "lg:sticky lg:top-20")}>
        {/* A phone has it folded at the top of the page (FoldedRecap). */}
        <div className="hidden lg:block">
          <h2 id="checkout-recap" className="font-serif text-xl font-bold">
            Récapitulatif
          </h2>
          <Recap {...recap} />
        </div>
        {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
        {/* Below lg the pay bar at the foot of the form carries the button (one per screen). */}
        <div className="hidden lg:block">
          <Button type="submit" disabled={busy} className="mt-4 w-full" aria-describedby={PAYMENT_OBLIGATION_ID}>
            {busy ? "Traitement..." : finaliseLabel(recap.totals.totalCents)}
          </Button>
        </div>
        <PaymentObligation />
        <p className="mt-3 text-center text-sm text-stone-700">
          {method === "card"
            ? "Vous serez redirigé vers la page de paiement sécurisée."
            : "Vous serez redirigé vers le paiement en cryptomonnaie."}
        </p>
      </div>
    </aside>
  );
}

/**
 * Phones and tablets: the total and the pay button held at the bottom of the screen while the form scrolls, settling
 * at the end of the form (sticky, not fixed: it never covers the summary or the footer; the fields keep a scroll
 * margin so a focused field and its error are never under it).
 */
export function PayBar({ totals, busy }: { totals: Totals; busy: boolean }) {
  return (
    <div
      role="region"
      aria-label="Total et paiement"
      className="sticky bottom-0 z-10 -mx-4 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden"
    >
      <p className="flex items-baseline justify-between text-stone-800">
        <span>Total TTC</span>
        <span className="text-lg font-bold text-encre" data-testid="pay-bar-total">
          {formatEuros(totals.totalCents)}
        </span>
      </p>
      <Button type="submit" disabled={busy} className="mt-2 w-full" aria-describedby={PAYMENT_OBLIGATION_ID}>
        {busy ? "Traitement..." : finaliseLabel(totals.totalCents)}
      </Button>
    </div>
  );
}
