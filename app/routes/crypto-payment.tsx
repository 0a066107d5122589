import { data, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/crypto-payment";
import { ChooseCurrency } from "#app/components/crypto/choose-currency";
import { Invoice } from "#app/components/crypto/invoice";
import { NothingToPay } from "#app/components/crypto/nothing-to-pay";
import { LoadingStatus } from "#app/components/spinner";
import { PageTitle } from "#app/components/ui/text";
import { useCryptoPhase } from "#app/hooks/use-crypto-phase";
import { cryptoChargeStorageKey, type CryptoOrderView, type OrderLine, parseCryptoQuery } from "#app/lib/crypto";
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
  const query = parseCryptoQuery(new URL(request.url).searchParams);
  const { catalog, payments, crypto } = context.services;
  let order: CryptoOrderView | null = null;
  if (query.packageId && (payments.directPurchaseIds as readonly string[]).includes(query.packageId)) {
    const found = (await catalog.listProducts({ kind: "package" })).find((p) => p.id === query.packageId);
    const variant = found?.variants.find((v) => v.id === found.id) ?? found?.variants[0];
    if (found && variant) {
      order = {
        kind: "package",
        packageId: found.id,
        lines: [{ id: variant.id, name: found.name, unitCents: variant.priceCents, quantity: 1, image: found.image }],
        totalCents: variant.priceCents,
      };
    }
  } else if (query.items) {
    const { lines, unknownIds } = await catalog.priceLines(query.items);
    if (lines.length > 0 && unknownIds.length === 0) {
      const orderLines = lines.map((l): OrderLine => ({
        id: l.id,
        name: l.name,
        unitCents: l.unitPriceCents,
        quantity: l.quantity,
        image: l.image,
      }));
      order = {
        kind: "items",
        lines: orderLines,
        subtotalCents: orderLines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0),
      };
    }
  }
  const shownTotal = order?.kind === "package" ? order.totalCents : null;
  return data(
    {
      order,
      requested: query.requested,
      // A link's own total, when it differs from the shop's price: said, never charged.
      linkTotalCents:
        query.totalCents !== null && shownTotal !== null && query.totalCents !== shownTotal ? query.totalCents : null,
      simulated: crypto.provider === "simulated",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
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
