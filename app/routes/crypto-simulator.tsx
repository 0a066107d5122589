import { useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/crypto-simulator";
import { formatEuros } from "#core/money";
import { InvoiceFacts } from "#app/components/simulated/invoice-facts";
import { SimulationButtons } from "#app/components/simulated/simulation-buttons";
import { TestPage } from "#app/components/simulated/test-page";
import { ButtonLink } from "#app/components/ui/button";
import { useTimeLeft } from "#app/hooks/use-time-left";
import { countdownAnnouncement, formatCountdown, formatUsd } from "#app/lib/crypto";
import { cryptoClient, type SimulatedCryptoInvoice, type SimulatedCryptoMode } from "#app/lib/crypto-client";
import { pageTitle } from "#app/lib/meta";
import { PaymentApiError } from "#app/lib/payments-client";
import { ErrorMessage } from "#app/components/ui/alert-box";

// The built-in crypto invoice page of the "simulated" provider: it stands where BTCPay's hosted invoice would.

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Facture crypto de test") },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const invoice = await context.services.crypto.simulatedInvoice(params.invoiceId);
  if (!invoice) throw data(null, { status: 404 });
  // The server's clock, so the countdown does not depend on the visitor's.
  return data({ invoice, serverNow: Date.now() }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const DONE: Record<SimulatedCryptoMode, string> = {
  full: "Paiement complet simulé.",
  partial: "Paiement partiel simulé.",
  late: "Paiement en retard simulé.",
  over: "Paiement excédentaire simulé.",
};

export default function SimulatedCryptoInvoicePage({ loaderData }: Route.ComponentProps) {
  const [invoice, setInvoice] = useState<SimulatedCryptoInvoice>(loaderData.invoice);
  const [busy, setBusy] = useState<SimulatedCryptoMode | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timeLeft = useTimeLeft(Date.parse(invoice.expires_at), invoice.invoice_status === "New", loaderData.serverNow);
  const open = invoice.invoice_status === "New" && timeLeft > 0;

  const simulate = async (mode: SimulatedCryptoMode) => {
    if (busy) return;
    setBusy(mode);
    setError(null);
    setDone(null);
    try {
      setInvoice(await cryptoClient.simulatedPay(invoice.invoice_id, mode));
      setDone(DONE[mode]);
    } catch (err) {
      setError(
        err instanceof PaymentApiError ? err.message : "Connexion impossible. Vérifiez votre réseau puis réessayez.",
      );
    }
    setBusy(null);
  };

  const enabled = (mode: SimulatedCryptoMode) =>
    busy === null && (mode === "late" ? invoice.late_payable : invoice.payable && open);
  const shopLink = invoice.paid && invoice.redirect_url?.startsWith("/") ? invoice.redirect_url : "/";

  return (
    <TestPage
      warning="Page de paiement de test — aucune cryptomonnaie réelle n'est demandée ni envoyée"
      title={`Paiement en ${invoice.currency_name}`}
      intro={<p className="mt-1 text-stone-800">{invoice.description}</p>}
      amountId="facture-montant"
      amount={
        <>
          <p className="mt-1 font-mono text-3xl font-bold break-all" data-testid="crypto-amount">
            {invoice.crypto_amount} {invoice.currency}
          </p>
          <p className="mt-1 text-stone-800" data-testid="amount">
            {formatEuros(invoice.amount_eur_cents)} (environ {formatUsd(invoice.amount)})
          </p>
          <InvoiceFacts invoice={invoice} />
        </>
      }
    >
      <section aria-labelledby="facture-simulation" className="p-6">
        <h2 id="facture-simulation" className="text-xl font-bold">
          Simuler le paiement
        </h2>
        {invoice.invoice_status === "New" && (
          <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {open ? (
              <p>
                Cette facture expire dans{" "}
                <span role="timer" className="font-mono text-xl font-bold" data-testid="countdown">
                  {formatCountdown(timeLeft)}
                </span>
              </p>
            ) : (
              <p className="font-semibold">Le délai de paiement est écoulé.</p>
            )}
            <p aria-live="polite" className="sr-only">
              {countdownAnnouncement(timeLeft)}
            </p>
          </div>
        )}
        <SimulationButtons busy={busy} enabled={enabled} onSimulate={(mode) => void simulate(mode)} />
        <p role="status" className="mt-4 font-semibold text-green-900">
          {done}
        </p>
        {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
        <ButtonLink to={shopLink} variant="secondary" className="mt-6">
          {invoice.paid ? "Retour à la boutique : voir ma commande" : "Retour à la boutique"}
        </ButtonLink>
        {!invoice.paid && (
          <p className="mt-2 text-sm text-stone-700">
            La page de paiement de la boutique, restée ouverte dans l'autre onglet, se met à jour toute seule.
          </p>
        )}
      </section>
    </TestPage>
  );
}
