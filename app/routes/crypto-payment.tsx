import { data, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/crypto-payment";
import { ChooseCurrency } from "#app/components/crypto/choose-currency";
import { Invoice } from "#app/components/crypto/invoice";
import { NothingToPay } from "#app/components/crypto/nothing-to-pay";
import { LoadingStatus } from "#app/components/spinner";
import { PageTitle } from "#app/components/ui/text";
import { useCryptoPhase } from "#app/hooks/use-crypto-phase";
import { cryptoChargeStorageKey, parseCryptoQuery } from "#app/lib/crypto";
import { seoMeta } from "#app/lib/meta";
import type { loader as rootLoader } from "#app/root";
export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    matches,
    title: "Paiement en cryptomonnaie",
    description: "Réglez votre commande en Bitcoin, Ethereum, Litecoin, USDT ou USDC.",
    path: "/crypto-payment",
  }),
  { name: "robots", content: "noindex" },
];

/** What the page's address asks for (spec §2: package, items, total), priced by the catalogue. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await context.services.crypto.paymentPage(parseCryptoQuery(new URL(request.url).searchParams));
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function CryptoPayment({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shortName = root?.config.shortName ?? "maisonh";
  const viewer = root?.viewer ?? null;
  const { search } = useLocation();
  const [phase, setPhase] = useCryptoPhase(loaderData.order, loaderData.requested, shortName, search);

  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      {phase.name === "loading" ? (
        <>
          <PageTitle>Paiement en cryptomonnaie</PageTitle>
          <LoadingStatus />
        </>
      ) : phase.name === "empty" ? (
        <NothingToPay />
      ) : phase.name === "choose" ? (
        <ChooseCurrency
          order={phase.order}
          cart={phase.cart}
          viewer={viewer}
          shortName={shortName}
          search={search}
          simulated={loaderData.simulated}
          linkTotalCents={loaderData.linkTotalCents}
          onCreated={(stored) => setPhase({ name: "created", stored })}
        />
      ) : (
        <Invoice
          key={phase.stored.charge.charge_id}
          stored={phase.stored}
          shortName={shortName}
          onRestart={() => {
            sessionStorage.removeItem(cryptoChargeStorageKey(shortName));
            setPhase({ name: "choose", order: phase.stored.order, cart: null });
          }}
        />
      )}
    </main>
  );
}
