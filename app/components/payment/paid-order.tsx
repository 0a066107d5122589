import { OrderTotals, PostalAddress, SummaryLines } from "#app/components/order-summary";
import { GiftSummary } from "#app/components/gift-summary";
import { PickupPointLine } from "#app/components/pickup-point-line";
import type { PaymentStatus } from "#app/lib/payments-client";

/**
 * The order behind a payment, with the server's own figures: its lines, subtotal, the code's discount, delivery and
 * the total paid (they add up), then where it goes.
 */
export function PaidOrder({ status }: { status: PaymentStatus }) {
  return (
    <>
      {status.lines.length > 0 && (
        <section aria-labelledby="articles-achetes" className="mt-6">
          <h2 id="articles-achetes" className="font-serif text-xl font-bold">
            Vos articles
          </h2>
          <SummaryLines
            lines={status.lines.map((l, i) => ({
              id: String(i),
              name: l.name,
              quantity: l.quantity,
              totalCents: l.total_cents,
            }))}
          />
          <OrderTotals
            order={{
              subtotalCents: status.subtotal_cents,
              discountCents: status.discount_cents,
              promoCode: status.promo_code,
              shippingCents: status.shipping_cents,
              giftWrappingCents: status.gift_wrapping_cents,
              totalCents: status.amount_total,
            }}
          />
        </section>
      )}
      {status.gift && <GiftSummary className="mt-6" gift={status.gift} wrappingCents={status.gift_wrapping_cents} />}
      {status.shipping_address && (
        <section aria-labelledby="adresse-livraison" className="mt-6">
          <h2 id="adresse-livraison" className="font-serif text-xl font-bold">
            Adresse de livraison
          </h2>
          <PostalAddress address={status.gift?.recipient ?? status.shipping_address} />
          <PickupPointLine point={status.pickup_point} method={status.delivery_method} />
        </section>
      )}
    </>
  );
}

/** A guest's way back to the order: its page and its invoice, opened by this payment (no account needed). */
export function GuestOrderLinks({ links }: { links: NonNullable<PaymentStatus["guest_links"]> }) {
  return (
    <section aria-labelledby="suivi-commande" className="mt-8 rounded-xl bg-miel-50 p-4">
      <h2 id="suivi-commande" className="font-semibold">
        Votre commande en ligne
      </h2>
      <p className="mt-1 text-stone-800">
        Gardez ce lien (il est aussi dans l'e-mail de confirmation) pour suivre la commande sans compte.
      </p>
      <ul className="mt-2 space-y-1">
        <li>
          <a href={links.order} className="inline-flex min-h-11 items-center font-semibold text-miel-900 underline">
            Voir ma commande
          </a>
        </li>
        {links.invoice && (
          <li>
            <a href={links.invoice} className="inline-flex min-h-11 items-center font-semibold text-miel-900 underline">
              Télécharger la facture{links.invoice_specimen ? " spécimen" : ""} (PDF)
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
