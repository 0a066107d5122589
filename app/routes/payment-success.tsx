import { Link, useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/payment-success";
import { NewsletterSignup } from "#app/components/newsletter/newsletter-signup";
import { AccountInvite, NextSteps } from "#app/components/payment/next-steps";
import { GuestOrderLinks, PaidOrder } from "#app/components/payment/paid-order";
import { Spinner } from "#app/components/spinner";
import { ButtonLink } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";
import { formatPaidAmount, REVIEW_MESSAGE } from "#app/lib/checkout";
import { seoMeta } from "#app/lib/meta";
import { usePaymentStatus } from "#app/lib/use-payment-status";
import type { loader as rootLoader } from "#app/root";
import { Fact } from "#app/components/ui/fact";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ matches, title: "Paiement", description: "Confirmation de votre paiement.", path: "/paiement/succes" }),
  { name: "robots", content: "noindex" },
];

// The page names a payment session: no shared cache keeps it.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function PaymentSuccess() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(root?.viewer);
  const { state, retry } = usePaymentStatus(sessionId);

  if (!sessionId) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <PageTitle>Aucun paiement à afficher</PageTitle>
        <p className="mt-4 text-stone-800">
          Cette adresse ne contient pas de référence de paiement. Si vous venez de régler une commande, sa confirmation
          vous attend dans votre boîte mail.
        </p>
        <ButtonLink to="/" className="mt-8">
          Retour à l'accueil
        </ButtonLink>
      </main>
    );
  }

  const status = "status" in state ? state.status : null;
  const paid = state.phase === "paid";

  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <div className="rounded-xl border border-stone-200 bg-white p-6 sm:p-8">
        <PageTitle>
          {paid
            ? "Paiement réussi !"
            : state.phase === "expired"
              ? "Paiement non abouti"
              : state.phase === "review"
                ? "Paiement à vérifier"
                : "Confirmation du paiement"}
        </PageTitle>
        {paid && <p className="mt-2 text-stone-800">Merci pour votre achat.</p>}

        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <Fact label="Référence de commande" valueClassName="font-mono font-semibold">
            {status?.reference ?? "…"}
          </Fact>
          <Fact label="Montant payé" testId="amount">
            {status ? formatPaidAmount(status.amount_total, status.currency) : "…"}
          </Fact>
          <Fact label="Statut" className="sm:col-span-2">
            <span role="status" className="flex items-center gap-2">
              {paid ? (
                <span className="text-green-800">Confirmé</span>
              ) : state.phase === "pending" ? (
                <>
                  <Spinner className="h-5 w-5" /> Traitement du paiement en cours...
                </>
              ) : state.phase === "expired" ? (
                "Non payé"
              ) : state.phase === "review" ? (
                "À vérifier"
              ) : null}
            </span>
          </Fact>
        </dl>

        {status && <PaidOrder status={status} />}

        {state.phase === "expired" && (
          <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-800">
            <p>Ce paiement n'a pas abouti. Aucun montant n'a été débité.</p>
            <Link
              to={`/paiement/annule?commande=${encodeURIComponent(state.status.order_id)}`}
              className="mt-2 inline-flex min-h-11 items-center font-semibold underline"
            >
              Reprendre ma commande
            </Link>
          </div>
        )}
        {state.phase === "review" && (
          <div role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900">
            <p>{REVIEW_MESSAGE}</p>
          </div>
        )}
        {state.phase === "error" && (
          <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-800">
            <p>{state.message}</p>
            <button
              type="button"
              onClick={retry}
              className="mt-2 min-h-11 rounded-full border border-red-800 px-4 font-semibold hover:bg-red-100"
            >
              Vérifier à nouveau
            </button>
          </div>
        )}

        <NextSteps cutOffHour={root?.config.shippingCutOffHour} />

        {paid && !signedIn && status?.guest_links && <GuestOrderLinks links={status.guest_links} />}
        {paid && !signedIn && status?.guest_email && <AccountInvite email={status.guest_email} />}

        {paid && (
          <div className="mt-8 rounded-xl bg-miel-50 p-4">
            <NewsletterSignup
              source="after-purchase"
              email={status?.guest_email ?? undefined}
              title="Recevoir notre lettre"
            />
          </div>
        )}

        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/">Retour à l'accueil</ButtonLink>
          {paid && signedIn && status && (
            <ButtonLink to={`/commandes/${encodeURIComponent(status.reference)}`} variant="secondary">
              Voir ma commande
            </ButtonLink>
          )}
        </div>
      </div>
    </main>
  );
}
