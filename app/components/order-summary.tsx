import type { ReactNode } from "react";
import type { ShippingAddress } from "#core/checkout";
import { formatDiscount, formatEuros } from "#core/money";
import { discountLabel, type OrderFigures } from "#core/pricing";

/** The lines of an order summary: name, quantity, line total. */
export function SummaryLines({
  lines,
}: {
  lines: { id: string; name: string; quantity: number; totalCents: number }[];
}) {
  return (
    <ul className="mt-3 divide-y divide-miel-200">
      {lines.map((line) => (
        <li key={line.id} className="flex justify-between gap-3 py-2">
          <span className="min-w-0">
            <span className="block font-medium break-words">{line.name}</span>
            <span className="text-sm text-stone-700">Quantité : {line.quantity}</span>
          </span>
          <span className="shrink-0 font-semibold">{formatEuros(line.totalCents)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The figures under an order's lines: subtotal, the discount if any, delivery and total. */
export function TotalsList({
  subtotalCents,
  discount,
  delivery,
  total,
  wrappingCents = 0,
  separated = true,
  live = false,
}: {
  subtotalCents: number;
  /** The gift wrapping (decision 112): a line of its own when there is one. */
  wrappingCents?: number;
  discount?: { label: ReactNode; value: string } | null;
  /** What delivery costs, in words when it is not a price ("Gratuite"). */
  delivery: string;
  total: string;
  /** A rule above the list, where lines stand just before it. */
  separated?: boolean;
  /** Read out when the figures change. */
  live?: boolean;
}) {
  return (
    <dl
      className={separated ? "mt-3 space-y-2 border-t border-stone-200 pt-3" : "mt-3 space-y-2"}
      aria-live={live ? "polite" : undefined}
    >
      <div className="flex justify-between gap-3">
        <dt>Sous-total</dt>
        <dd data-testid="subtotal">{formatEuros(subtotalCents)}</dd>
      </div>
      {discount && (
        <div className="flex justify-between gap-3 text-green-900">
          <dt>{discount.label}</dt>
          <dd data-testid="discount" className="shrink-0">
            {discount.value}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-3">
        <dt>Livraison</dt>
        <dd data-testid="shipping" className="text-right">
          {delivery}
        </dd>
      </div>
      {wrappingCents > 0 && (
        <div className="flex justify-between gap-3">
          <dt>Emballage cadeau</dt>
          <dd data-testid="gift-wrapping">{formatEuros(wrappingCents)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-3 border-t border-stone-200 pt-2 text-lg font-bold">
        <dt>Total</dt>
        <dd data-testid="total">{total}</dd>
      </div>
    </dl>
  );
}

/** An order's own figures (the server's, as paid): subtotal, its code's discount, delivery (« Gratuite » at 0), total. */
export function OrderTotals({ order }: { order: OrderFigures }) {
  return (
    <TotalsList
      subtotalCents={order.subtotalCents}
      discount={
        order.discountCents > 0
          ? { label: discountLabel(order.promoCode), value: formatDiscount(order.discountCents) }
          : null
      }
      delivery={order.shippingCents === 0 ? "Gratuite" : formatEuros(order.shippingCents)}
      wrappingCents={order.giftWrappingCents ?? 0}
      total={formatEuros(order.totalCents)}
    />
  );
}

/** A delivery address as a French letter writes it; `children` adds lines (phone, e-mail). */
export function PostalAddress({
  address,
  withPhone = false,
  children,
}: {
  address: Omit<ShippingAddress, "email" | "phone" | "country"> & { phone?: string; country: string };
  /** The phone number on a line of its own, when there is one. */
  withPhone?: boolean;
  children?: ReactNode;
}) {
  return (
    <address className="mt-2 text-stone-800 not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      {address.address2 && (
        <>
          <br />
          {address.address2}
        </>
      )}
      <br />
      {address.postalCode} {address.city}
      <br />
      {address.country}
      {withPhone && address.phone && (
        <>
          <br />
          {address.phone}
        </>
      )}
      {children}
    </address>
  );
}
