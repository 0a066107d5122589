import { GiftSummary, giftReceiptHref } from "#app/components/gift-summary";
import { data, Link } from "react-router";
import { paymentProviderLabel } from "#core/back-office-labels";
import type { Route } from "./+types/order";
import { adminMeta } from "#app/lib/meta";
import { FulfilmentPanel } from "#app/components/admin/orders/fulfilment-panel";
import { OrderHistory } from "#app/components/admin/orders/order-history";
import { OrderLines } from "#app/components/admin/orders/order-lines";
import { OrderNotes } from "#app/components/admin/orders/order-notes";
import { PackingSlipLink } from "#app/components/admin/orders/packing-slips";
import { dateTimeFr, TestBadge } from "#app/components/admin/orders/orders-table";
import { RefundForm } from "#app/components/admin/orders/refund-form";
import { ShippingLabelCard } from "#app/components/admin/orders/shipping-label-card";
import { WithdrawalRequests } from "#app/components/admin/orders/withdrawal-requests";
import { documentHref, OrderDocuments } from "#app/components/order-documents";
import { PostalAddress } from "#app/components/order-summary";
import { PickupPointLine } from "#app/components/pickup-point-line";
import { CardSection } from "#app/components/ui/card";
import { PageTitle, TextLink } from "#app/components/ui/text";

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`Commande ${params.reference}`);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const found = await context.services.adminOrders.one(request, params.reference);
  if (!found) throw data({ detail: "Commande introuvable." }, { status: 404 });
  return found;
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { order, refundKey } = loaderData;
  const address = order.shippingAddress;
  return (
    <>
      <TextLink to="/admin/commandes">← Toutes les commandes</TextLink>
      <PageTitle className="mt-2 flex flex-wrap items-center gap-3">
        Commande <span className="font-mono">{order.reference}</span>
        {order.testMode && <TestBadge />}
      </PageTitle>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-stone-800">
        <span>Passée le {dateTimeFr.format(new Date(order.createdAt))}</span>
        <span className="font-semibold">{order.statusLabel}</span>
        <span>{paymentProviderLabel(order.provider, order.paymentMethod)}</span>
      </p>
      {order.status === "paid" && <PackingSlipLink reference={order.reference} />}

      <WithdrawalRequests order={order} />
      <OrderNotes order={order} />
      <FulfilmentPanel order={order} />
      <ShippingLabelCard order={order} />
      <div className="grid gap-x-6 lg:grid-cols-2">
        <OrderLines order={order} />
        <CardSection id="client" title="Client" className="mt-6">
          <p className="mt-2">
            {order.email ?? "E-mail inconnu"}
            {order.userId ? (
              <>
                {" · "}
                <Link
                  to={`/admin/users/${encodeURIComponent(order.userId)}`}
                  className="font-semibold text-miel-900 underline"
                >
                  Fiche client
                </Link>
              </>
            ) : (
              " · commande sans compte"
            )}
          </p>
          {address ? (
            <PostalAddress address={address} withPhone />
          ) : (
            <p className="mt-2">Aucune adresse de livraison.</p>
          )}
          <PickupPointLine point={order.pickupPoint} method={order.deliveryMethod} />
          {order.gift?.recipient && (
            <>
              <h3 className="mt-4 font-semibold">Livrer au destinataire du cadeau</h3>
              <PostalAddress address={order.gift.recipient} withPhone />
            </>
          )}
        </CardSection>
      </div>
      {order.gift && (
        <GiftSummary
          className="mt-6"
          gift={order.gift}
          wrappingCents={order.giftWrappingCents}
          receiptHref={giftReceiptHref(order.reference, { admin: true })}
        />
      )}
      {order.status === "paid" && <RefundForm order={order} requestKey={refundKey} />}
      <OrderDocuments documents={order.documents} href={(id) => documentHref(order.reference, id, { admin: true })} />
      <OrderHistory order={order} />
    </>
  );
}
