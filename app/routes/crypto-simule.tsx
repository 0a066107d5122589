import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/crypto-simule";
import { formatEuros } from "#core/money";
import {
  countdownAnnouncement,
  formatCountdown,
  formatUsd,
  invoiceStatusText,
  orderStatusText,
  svgDataUrl,
} from "#app/lib/crypto";
import { cryptoClient, type SimulatedCryptoInvoice, type SimulatedCryptoMode } from "#app/lib/crypto-client";
import { pageTitle } from "#app/lib/meta";
import { PaymentApiError } from "#app/lib/payments-client";

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

const BUTTONS: { mode: SimulatedCryptoMode; label: string; help: string }[] = [
  { mode: "full", label: "Simuler un paiement complet", help: "Le montant exact arrive et est confirmé." },
  {
    mode: "partial",
    label: "Simuler un paiement partiel",
    help: "La moitié du montant arrive : la commande reste impayée et la boutique est prévenue.",
  },
  {
    mode: "late",
    label: "Simuler un paiement en retard",
    help: "La facture expire, puis le montant arrive après le délai.",
  },
  {
    mode: "over",
    label: "Simuler un paiement excédentaire",
    help: "Un dixième de plus que le montant arrive : la commande est payée, la boutique rembourse l'excédent.",
  },
];

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
  // The same "now" on the server and at hydration: the server's clock when the page was made.
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  const offset = loaderData.serverNow - started;
  const timeLeft = Math.max(0, Date.parse(invoice.expires_at) - (now + offset));
  const open = invoice.invoice_status === "New" && timeLeft > 0;

  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [open]);

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
    <main className="mx-auto max-w-4xl px-4 py-8">
      <p className="rounded-xl border border-amber-300 bg-amber-100 p-3 text-center font-semibold text-amber-950">
        Page de paiement de test — aucune cryptomonnaie réelle n'est demandée ni envoyée
      </p>
      <h1 className="mt-6 font-serif text-3xl font-bold text-miel-900">Paiement en {invoice.currency_name}</h1>
      <p className="mt-1 text-stone-800">{invoice.description}</p>

      <div className="mt-6 grid overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:grid-cols-2">
        <section
          aria-labelledby="facture-montant"
          className="border-b border-stone-200 bg-stone-50 p-6 md:border-r md:border-b-0"
        >
          <h2 id="facture-montant" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            Montant à payer
          </h2>
          <p className="mt-1 font-mono text-3xl font-bold break-all" data-testid="crypto-amount">
            {invoice.crypto_amount} {invoice.currency}
          </p>
          <p className="mt-1 text-stone-800" data-testid="amount">
            {formatEuros(invoice.amount_eur_cents)} (environ {formatUsd(invoice.amount)})
          </p>
          <dl className="mt-6 space-y-4">
            <div>
              <dt className="text-sm text-stone-700">Adresse de paiement</dt>
              <dd className="font-mono text-sm break-all">{invoice.address}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-700">Facture</dt>
              <dd className="font-mono text-sm break-all">{invoice.invoice_id}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-700">État de la facture</dt>
              <dd className="font-semibold" data-testid="invoice-status">
                {invoiceStatusText(invoice)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-stone-700">Commande {invoice.reference}</dt>
              <dd className="font-semibold" data-testid="order-status">
                {orderStatusText(invoice.status)}
              </dd>
            </div>
          </dl>
          <img
            src={svgDataUrl(invoice.qr_svg)}
            alt={`Code QR du paiement : ${invoice.crypto_amount} ${invoice.currency} à l'adresse ${invoice.address}`}
            width={200}
            height={200}
            className="mt-6 h-48 w-48 rounded-lg border border-stone-200 bg-white p-2"
          />
        </section>

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
          <ul className="mt-4 space-y-4">
            {BUTTONS.map((b) => (
              <li key={b.mode}>
                <button
                  type="button"
                  onClick={() => void simulate(b.mode)}
                  disabled={!enabled(b.mode)}
                  aria-describedby={`aide-${b.mode}`}
                  className={`min-h-11 w-full rounded-full px-6 py-3 font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${
                    b.mode === "full"
                      ? "bg-miel-900 text-white hover:bg-miel-700"
                      : "border border-stone-400 text-stone-800 hover:bg-stone-100"
                  }`}
                >
                  {busy === b.mode ? "Traitement..." : b.label}
                </button>
                <p id={`aide-${b.mode}`} className="mt-1 text-sm text-stone-700">
                  {b.help}
                </p>
              </li>
            ))}
          </ul>
          <p role="status" className="mt-4 font-semibold text-green-900">
            {done}
          </p>
          {error && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
              {error}
            </p>
          )}
          <Link
            to={shopLink}
            className="mt-6 inline-flex min-h-11 items-center rounded-full border border-miel-900 px-6 py-3 font-semibold text-miel-900 hover:bg-miel-100"
          >
            {invoice.paid ? "Retour à la boutique : voir ma commande" : "Retour à la boutique"}
          </Link>
          {!invoice.paid && (
            <p className="mt-2 text-sm text-stone-700">
              La page de paiement de la boutique, restée ouverte dans l'autre onglet, se met à jour toute seule.
            </p>
          )}
        </section>
      </div>
    </main>
  );
}
