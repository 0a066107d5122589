import { data, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/order";
import { BackHomeLink } from "#app/components/back-home-link";
import { documentHref, OrderDocuments } from "#app/components/order-documents";
import { OrderLinesCard } from "#app/components/order-lines";
import { OrderProgress } from "#app/components/order-progress";
import { OrderTotals, PostalAddress } from "#app/components/order-summary";
import { PickupPointLine } from "#app/components/pickup-point-line";
import { CancelOrderForm } from "#app/components/profile/cancel-order-form";
import { FormOutcome } from "#app/components/ui/form-outcome";
import { ButtonLink } from "#app/components/ui/button";
import { WithdrawalPanel } from "#app/components/withdrawal/withdrawal-panel";
import { CardSection } from "#app/components/ui/card";
import { GiftSummary, giftReceiptHref } from "#app/components/gift-summary";
import { PageTitle, TextLink } from "#app/components/ui/text";
import { pageTitle } from "#app/lib/meta";
import type { loader as rootLoader } from "#app/root";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData?.order ? `Commande ${loaderData.order.reference}` : "Commande introuvable") },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const found = new URL(request.url).searchParams.get("cle");
  const key = found && found.length <= 100 ? found : null;
  const reference = params.reference.slice(0, 40);
  const [order, withdrawal] = await Promise.all([
    context.services.orders.forViewer(request, reference, key),
    context.services.orders.withdrawal(request, reference, key),
  ]);
  // An order is for its owner or the holder of the mail's link only: never in a shared cache.
  return data(
    { order, withdrawal, key: order && key },
    { status: order ? 200 : 404, headers: { "Cache-Control": "private, no-store" } },
  );
}

/** « Annuler ma commande » (decision 113): its owner only, through the back office's refund path. */
// A refusal is the page again with its French reason, answered 200: the form's own request (with JavaScript) is
// not an error of the page.
export async function action({ context, request, params }: Route.ActionArgs) {
  const result = await context.services.account.cancelOrder(request, params.reference.slice(0, 40));
  return data({ ok: result.ok, message: result.message }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

const dateTimeFr = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

const statusTone: Record<string, string> = {
  paid: "bg-green-100 text-green-900",
  refunded: "bg-stone-200 text-stone-900",
  pending_payment: "bg-miel-100 text-miel-900",
};

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, withdrawal, key } = loaderData;
  const busy = useNavigation().state === "submitting";
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.viewer);
  if (!order) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <PageTitle>Commande introuvable</PageTitle>
        <p className="mt-4 text-stone-800">
          Nous ne trouvons pas cette commande. Ouvrez le lien de votre e-mail de confirmation, ou connectez-vous au
          compte qui l'a passée.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/connexion">Se connecter</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Retour à l'accueil
          </ButtonLink>
        </div>
      </main>
    );
  }

  // A gift to another address goes to its recipient (decision 112); the invoice keeps the buyer's.
  const address = order.gift?.recipient ?? order.shippingAddress;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      {signedIn ? <TextLink to="/profil#commandes">← Mes commandes</TextLink> : <BackHomeLink />}
      <PageTitle className="mt-4">
        Commande <span className="font-mono whitespace-nowrap">{order.reference}</span>
      </PageTitle>
      <p className="mt-2 flex flex-wrap items-center gap-3 text-stone-800">
        <span>Passée le {dateTimeFr.format(new Date(order.createdAt))}</span>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${statusTone[order.status] ?? "bg-stone-200 text-stone-900"}`}
        >
          {order.statusLabel}
        </span>
      </p>

      {actionData && (
        <FormOutcome
          refusal={actionData.ok ? null : actionData.message}
          message={actionData.ok ? actionData.message : null}
        />
      )}

      <OrderProgress order={order} />

      {order.cancellable && <CancelOrderForm totalCents={order.totalCents - order.refundedCents} busy={busy} />}

      <OrderLinesCard
        tone="shop"
        className="mt-8"
        lines={order.lines.map((line) => ({ ...line, key: line.lineId }))}
        totals={<OrderTotals order={order} />}
      />

      <OrderDocuments documents={order.documents} href={(id) => documentHref(order.reference, id, { key })} />

      {order.gift && (
        <GiftSummary
          className="mt-6"
          gift={order.gift}
          wrappingCents={order.giftWrappingCents}
          receiptHref={giftReceiptHref(order.reference, { key })}
        />
      )}

      {address && (
        <CardSection id="livraison" title="Adresse de livraison" className="mt-6">
          <PostalAddress address={address} withPhone />
          <PickupPointLine point={order.pickupPoint} method={order.deliveryMethod} />
        </CardSection>
      )}

      {withdrawal && (order.status === "paid" || order.status === "refunded") && (
        <WithdrawalPanel
          state={withdrawal}
          formPath={`/commandes/${encodeURIComponent(order.reference)}/retractation${key ? `?cle=${encodeURIComponent(key)}` : ""}`}
        />
      )}
    </main>
  );
}
