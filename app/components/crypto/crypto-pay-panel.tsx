import { Link } from "react-router";
import { CRYPTO_PAYMENT_MINUTES } from "#core/crypto";
import { formatEuros } from "#core/money";
import { PAYMENT_OBLIGATION_ID, PaymentObligation } from "#app/components/legal/payment-obligation";
import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import { ErrorBox } from "#app/components/ui/alert-box";
import { type CryptoOrderView, payLabel } from "#app/lib/crypto";
import { CryptoOrderSummary, type ShippingQuote } from "./crypto-order-summary";

/** The summary beside the currency form, with its submit button and what the visitor should know before paying. */
export function CryptoPayPanel({
  order,
  shipping,
  linkTotalCents,
  failure,
  busy,
  currency,
  simulated,
}: {
  order: CryptoOrderView;
  shipping: ShippingQuote;
  linkTotalCents: number | null;
  failure: { message: string; changed: boolean } | null;
  busy: boolean;
  currency: string;
  simulated: boolean;
}) {
  return (
    <aside aria-labelledby="crypto-recap" className="min-w-0">
      <div className={cardClass("md", "lg:sticky lg:top-20")}>
        <CryptoOrderSummary order={order} shipping={shipping} />
        {linkTotalCents !== null && (
          <p className="mt-3 rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
            Le lien indiquait {formatEuros(linkTotalCents)} : c'est le prix actuel de la boutique qui s'applique.
          </p>
        )}
        {failure && (
          <ErrorBox className="mt-4">
            <p>{failure.message}</p>
            {failure.changed && order.kind === "cart" && (
              <Link to="/panier" className="mt-1 inline-flex min-h-11 items-center font-semibold underline">
                Vérifier mon panier
              </Link>
            )}
          </ErrorBox>
        )}
        <Button type="submit" disabled={busy} className="mt-4 w-full" aria-describedby={PAYMENT_OBLIGATION_ID}>
          {busy ? "Traitement..." : payLabel(currency)}
        </Button>
        <PaymentObligation />
        <p className="mt-3 text-center text-sm text-stone-700">
          La facture est valable {CRYPTO_PAYMENT_MINUTES} minutes, au cours garanti pendant ce délai.
        </p>
        {simulated && (
          <p className="mt-3 rounded-lg bg-amber-100 p-3 text-sm text-amber-950">
            Boutique en mode test : la page de paiement est simulée, aucune cryptomonnaie réelle n'est demandée.
          </p>
        )}
      </div>
    </aside>
  );
}
