import { data, useNavigate, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/payment-cancelled";
import { formatEuros } from "#core/money";
import { Button, ButtonLink } from "#app/components/ui/button";
import { seoMeta } from "#app/lib/meta";
import { telHref } from "#app/lib/legal-pages";
import type { loader as rootLoader } from "#app/root";
import { promoStorageKey } from "#app/lib/basket";
import { useCart } from "#app/state/cart";
import { rememberDeliveryCountry } from "#app/hooks/use-delivery-country";
import { PageTitle } from "#app/components/ui/text";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    matches,
    title: "Paiement annulé",
    description: "Votre paiement a été annulé.",
    path: "/paiement/annule",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const orderId = url.searchParams.get("commande");
  const { lines, promoCode, country } =
    orderId && orderId.length <= 100
      ? await context.services.payments.unpaidOrder(orderId)
      : { lines: [], promoCode: null, country: null };
  // The lines belong to one payment session: no shared cache keeps them.
  return data({ lines, promoCode, country }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function PaymentCancelled({ loaderData }: Route.ComponentProps) {
  const { lines, promoCode, country } = loaderData;
  const config = useRouteLoaderData<typeof rootLoader>("root")?.config;
  const shortName = config?.shortName ?? "maisonh";
  const cart = useCart();
  const navigate = useNavigate();

  const resume = () => {
    cart.replaceItems(lines.map(({ id, name, price, quantity, image }) => ({ id, name, price, quantity, image })));
    // The basket checks the code again with the server on arrival, as after a reload.
    if (promoCode) sessionStorage.setItem(promoStorageKey(shortName), promoCode);
    // Delivery is quoted again for the order's country (Belgium's 6,90 € stays 6,90 €), not France's.
    if (country) rememberDeliveryCountry(shortName, country);
    void navigate("/panier");
  };

  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <div className="rounded-xl border border-stone-200 bg-white p-6 sm:p-8">
        <PageTitle>Paiement annulé</PageTitle>
        <p className="mt-4 text-lg text-stone-800">Aucun montant n'a été débité.</p>
        <p className="mt-2 text-stone-800">
          {lines.length > 0
            ? "Votre commande n'est pas perdue : reprenez-la pour la régler à nouveau."
            : "Vous pouvez reprendre vos achats quand vous le souhaitez."}
        </p>

        {lines.length > 0 && (
          <section aria-labelledby="commande-annulee" className="mt-6">
            <h2 id="commande-annulee" className="font-serif text-xl font-bold">
              Votre commande
            </h2>
            <ul className="mt-2 divide-y divide-miel-200 rounded-xl border border-stone-200">
              {lines.map((line) => (
                <li key={line.id} className="flex items-center gap-3 p-3">
                  <img src={line.image} alt="" width={48} height={48} className="h-12 w-12 rounded-lg object-cover" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{line.name}</span>
                    <span className="text-sm text-stone-700">Quantité : {line.quantity}</span>
                  </span>
                  <span className="font-semibold">{formatEuros(line.price * line.quantity)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="mt-8 flex flex-wrap gap-3">
          {lines.length > 0 ? (
            <Button onClick={resume}>Reprendre ma commande</Button>
          ) : (
            <ButtonLink to="/parfums-homme">Reprendre ma commande</ButtonLink>
          )}
          <ButtonLink to="/" variant="secondary">
            Retour à l'accueil
          </ButtonLink>
        </div>

        {(config?.supportEmail || config?.supportPhone) && (
          <section aria-labelledby="aide" className="mt-8 rounded-xl bg-miel-50 p-4">
            <h2 id="aide" className="font-semibold">
              Besoin d'aide ?
            </h2>
            <p className="mt-1 text-stone-800">
              Notre service client vous répond
              {config.supportEmail && (
                <>
                  {" "}
                  par e-mail à{" "}
                  <a href={`mailto:${config.supportEmail}`} className="font-semibold text-miel-900 underline">
                    {config.supportEmail}
                  </a>
                </>
              )}
              {config.supportEmail && config.supportPhone && " ou"}
              {config.supportPhone && (
                <>
                  {" "}
                  par téléphone au{" "}
                  <a
                    href={telHref(config.supportPhone)}
                    className="font-semibold whitespace-nowrap text-miel-900 underline"
                  >
                    {config.supportPhone}
                  </a>
                </>
              )}
              .
            </p>
          </section>
        )}
      </div>
    </main>
  );
}
