import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import { PageTitle } from "#app/components/ui/text";
import { useCryptoStatus } from "#app/hooks/use-crypto-status";
import { useTimeLeft } from "#app/hooks/use-time-left";
import { cryptoChargeStorageKey, cryptoStatusMessage, paidDestination, type StoredCharge } from "#app/lib/crypto";
import { useCart } from "#app/state/cart";
import { CryptoOrderSummary } from "./crypto-order-summary";
import { InvoiceDetails } from "./invoice-details";
import { InvoiceStatus } from "./invoice-status";

function forgetCharge(shortName: string) {
  try {
    sessionStorage.removeItem(cryptoChargeStorageKey(shortName));
  } catch {
    // Nothing kept.
  }
}

/** The invoice: amounts, reference, countdown, the provider's page, and the order's state as it changes. */
export function Invoice({
  stored,
  shortName,
  onRestart,
}: {
  stored: StoredCharge;
  shortName: string;
  onRestart: () => void;
}) {
  const { charge, order } = stored;
  const navigate = useNavigate();
  const basket = useCart();
  const { status, problem } = useCryptoStatus(charge.charge_id);
  const state = status?.status ?? "pending";
  // Payable while pending, and while an under-paid invoice is still open for the rest.
  const open = state === "pending" || (state === "review" && status?.invoice_status === "New");
  const timeLeft = useTimeLeft(stored.deadline, open);
  const message = cryptoStatusMessage(status ?? { status: "pending", invoice_status: null, additional_status: null });

  useEffect(() => {
    if (status?.status !== "paid") return;
    forgetCharge(shortName);
    void navigate(paidDestination(status.redirect_url, charge.charge_id), { replace: true });
  }, [status, shortName, charge.charge_id, navigate]);

  const backToBasket = () => {
    forgetCharge(shortName);
    // The expired order's lines go back in the basket they came from.
    if (order.kind === "cart" && stored.basket.length > 0 && basket.items.length === 0) {
      basket.replaceItems(stored.basket);
    }
    void navigate("/panier");
  };

  return (
    <>
      <PageTitle>Paiement en cryptomonnaie</PageTitle>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <InvoiceStatus message={message} pending={state === "pending"} problem={problem} />
          {state === "review" && (
            <ButtonLink to="/" variant="secondary">
              Retour à l'accueil
            </ButtonLink>
          )}
          {state === "expired" && (
            <div className="flex flex-wrap gap-3">
              <Button onClick={backToBasket}>Retour au panier</Button>
              {order.kind !== "cart" && (
                <Button variant="secondary" onClick={onRestart}>
                  Créer une nouvelle facture
                </Button>
              )}
            </div>
          )}
          <InvoiceDetails charge={charge} open={open} timeLeft={timeLeft} />
        </div>

        <aside aria-labelledby="crypto-recap" className="min-w-0">
          <div className={cardClass()}>
            <CryptoOrderSummary order={order} shipping={null} totalCents={charge.amount_eur_cents} />
          </div>
        </aside>
      </div>
    </>
  );
}
