import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/payment";
import { formatEuros } from "#core/money";
import { BackHomeLink } from "#app/components/back-home-link";
import { ProductTile } from "#app/components/product-tile";
import { DIRECT_PURCHASE_MAX_POLLS, directPurchaseBanner } from "#app/lib/checkout";
import { seoMeta } from "#app/lib/meta";
import { PaymentApiError, paymentsClient } from "#app/lib/payments-client";
import { usePaymentStatus } from "#app/lib/use-payment-status";
import { Button } from "#app/components/ui/button";
import { dispatchPhrase } from "#core/dispatch-rule";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Achat direct",
    description:
      "Mr.H — Erba, Miel de Sumur et Mme.H — Rose noir : achetez-les en un clic, paiement sécurisé par carte.",
    path: "/paiement",
  });

export async function loader({ context }: Route.LoaderArgs) {
  return {
    packages: await context.services.payments.directPurchasePackages(),
    cutOffHour: context.services.config.shippingCutOffHour,
  };
}

const CREATE_FAILED = "Échec de la création de la session de paiement";

export default function DirectPurchase({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { state } = usePaymentStatus(params.get("session_id"), DIRECT_PURCHASE_MAX_POLLS);
  const banner = directPurchaseBanner(state);
  const [buying, setBuying] = useState<string | null>(null);
  const [createError, setCreateError] = useState<{ detail: string | null } | null>(null);

  const buy = async (packageId: string) => {
    setBuying(packageId);
    setCreateError(null);
    try {
      const { url } = await paymentsClient.checkoutPackage(packageId, window.location.origin);
      if (!url) throw new Error("Aucune URL de checkout reçue");
      window.location.assign(url);
    } catch (err) {
      setCreateError({ detail: err instanceof PaymentApiError ? err.message : null });
      setBuying(null);
    }
  };

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <BackHomeLink />
      <h1 className="mt-4 font-serif text-4xl font-bold text-miel-900">Achat direct</h1>
      <p className="mt-2 max-w-2xl text-stone-800">
        Nos exclusivités en un clic : paiement sécurisé par carte, livraison offerte,{" "}
        {dispatchPhrase(loaderData.cutOffHour)}.
      </p>

      <div role="status">
        {banner && banner.tone !== "error" && (
          <p
            className={`mt-6 rounded-2xl p-4 font-semibold ${banner.tone === "success" ? "bg-green-50 text-green-900" : "bg-miel-100 text-miel-900"}`}
          >
            {banner.text}
          </p>
        )}
      </div>
      {(banner?.tone === "error" || createError) && (
        <div role="alert" className="mt-6 rounded-2xl bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{createError ? CREATE_FAILED : banner!.text}</p>
          {createError?.detail && <p className="mt-1">{createError.detail}</p>}
        </div>
      )}

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.packages.map((p, index) => (
          <li key={p.id}>
            <ProductTile image={p.image} photo={p.photo} eager={index < 3}>
              {p.badge && (
                <p className="mb-2 w-fit rounded-full bg-miel-100 px-3 py-1 text-xs font-semibold text-miel-900">
                  {p.badge}
                </p>
              )}
              <h2 id={`achat-${p.id}`} className="font-serif text-xl font-bold">
                {p.name}
              </h2>
              <p className="mt-3 text-stone-800">{p.description}</p>
              <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
                <p className="text-xl font-bold text-miel-900">{formatEuros(p.priceCents)}</p>
                {p.soldOut ? (
                  <p className="font-semibold text-stone-700">Épuisé</p>
                ) : (
                  <Button
                    size="compact"
                    onClick={() => void buy(p.id)}
                    disabled={buying !== null}
                    aria-describedby={`achat-${p.id}`}
                    className="py-2"
                  >
                    {buying === p.id ? "Traitement..." : "Acheter maintenant"}
                  </Button>
                )}
              </div>
            </ProductTile>
          </li>
        ))}
      </ul>
    </main>
  );
}
