import { data } from "react-router";
import type { Route } from "./+types/card-simulator";
import { formatEuros } from "#core/money";
import { SimulatedCardForm } from "#app/components/simulated/simulated-card-form";
import { TestPage } from "#app/components/simulated/test-page";
import { ButtonLink } from "#app/components/ui/button";
import { pageTitle } from "#app/lib/meta";

// The built-in card payment page of the "simulated" provider: it stands where Stripe's hosted page would.

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Paiement de test") },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const session =
    params.sessionId.length <= 200 ? await context.services.payments.simulatedSession(params.sessionId) : null;
  if (!session) throw data(null, { status: 404 });
  return data({ session }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function SimulatedPaymentPage({ loaderData }: Route.ComponentProps) {
  const { session } = loaderData;
  const amount = formatEuros(session.amountCents);
  return (
    <TestPage
      warning="Paiement de test — aucune carte réelle n'est débitée"
      title="Paiement par carte"
      amountId="sim-recap"
      amount={
        <>
          <p className="mt-1 text-4xl font-bold" data-testid="amount">
            {amount}
          </p>
          <ul className="mt-6 space-y-3">
            {session.lines.map((line, index) => (
              <li key={`${line.name}-${index}`} className="flex justify-between gap-3">
                <span className="min-w-0">
                  <span className="block font-medium">{line.name}</span>
                  {line.quantity > 1 && (
                    <span className="text-sm text-stone-700">
                      {line.quantity} × {formatEuros(line.unitPriceCents)}
                    </span>
                  )}
                </span>
                <span className="shrink-0">{formatEuros(line.unitPriceCents * line.quantity)}</span>
              </li>
            ))}
          </ul>
        </>
      }
    >
      <section aria-labelledby="sim-carte" className="p-6">
        {session.open ? (
          <SimulatedCardForm session={session} amount={amount} />
        ) : (
          <>
            <h2 id="sim-carte" className="text-xl font-bold">
              Session terminée
            </h2>
            <p className="mt-2 text-stone-800">
              Cette session de paiement est terminée. Reprenez votre commande depuis votre panier.
            </p>
            <ButtonLink to="/panier" className="mt-6">
              Retour au panier
            </ButtonLink>
          </>
        )}
      </section>
    </TestPage>
  );
}
