import { CRYPTO_PAYMENT_MINUTES, findCryptoCurrency } from "#core/crypto";
import { formatEuros } from "#core/money";
import { ButtonAnchor } from "#app/components/ui/button";
import { CardSection } from "#app/components/ui/card";
import { CopyButton } from "#app/components/ui/copy-button";
import { countdownAnnouncement, formatCountdown, formatCryptoAmount, formatUsd } from "#app/lib/crypto";
import type { CryptoCharge } from "#app/lib/crypto-client";
import { Fact } from "#app/components/ui/fact";

/** The invoice's amounts and references; while it is payable, the countdown and the provider's page. */
export function InvoiceDetails({ charge, open, timeLeft }: { charge: CryptoCharge; open: boolean; timeLeft: number }) {
  const currency = findCryptoCurrency(charge.currency);
  return (
    <CardSection id="crypto-facture" title="Votre facture">
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Fact label="Montant de la commande" valueClassName="text-2xl font-bold" testId="eur-amount">
          {formatEuros(charge.amount_eur_cents)}
        </Fact>
        <Fact
          label={`À envoyer en ${currency?.name ?? charge.currency}`}
          valueClassName="font-mono text-2xl font-bold break-all"
          testId="crypto-amount"
        >
          {formatCryptoAmount(charge.crypto_amount)}&nbsp;{charge.currency}
        </Fact>
        <Fact
          label="Montant facturé par le prestataire"
          className="sm:col-span-2"
          valueClassName=""
          testId="usd-amount"
        >
          {formatUsd(charge.amount)}
        </Fact>
        <Fact
          label="Référence du paiement"
          className="sm:col-span-2"
          valueClassName="mt-1 flex flex-wrap items-center gap-3"
        >
          <span className="font-mono text-sm break-all" data-testid="charge-id">
            {charge.charge_id}
          </span>
          <CopyButton
            text={charge.charge_id}
            label="Copier la référence"
            copiedLabel="Copiée ✓"
            announce="Référence copiée"
            failure="Copie impossible : sélectionnez la référence pour la copier."
          />
        </Fact>
        <Fact label="Commande" className="sm:col-span-2" valueClassName="font-mono font-semibold">
          {charge.reference}
        </Fact>
      </dl>

      {open && (
        <>
          <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <p className="font-semibold">
              Cette facture expire {CRYPTO_PAYMENT_MINUTES} minutes après sa création : payez avant la fin du délai, le
              montant en cryptomonnaie n'est garanti que pendant ce temps.
            </p>
            <p className="mt-2">
              Temps restant :{" "}
              <span role="timer" className="font-mono text-2xl font-bold" data-testid="countdown">
                {formatCountdown(timeLeft)}
              </span>
            </p>
            <p aria-live="polite" className="sr-only">
              {countdownAnnouncement(timeLeft)}
            </p>
          </div>
          <ButtonAnchor href={charge.hosted_url} target="_blank" rel="noopener" className="mt-6 w-full sm:w-auto">
            Ouvrir la page de paiement
            <span className="sr-only"> (nouvel onglet)</span>
            <span aria-hidden="true" className="ml-2">
              ↗
            </span>
          </ButtonAnchor>
        </>
      )}
    </CardSection>
  );
}
