import { formatDiscount, formatEuros } from "#core/money";
import { discountLabel } from "#core/pricing";
import { SummaryLines, TotalsList } from "#app/components/order-summary";
import type { CryptoOrderView } from "#app/lib/crypto";

/** A delivery quoted for a link's lines, before the invoice exists. */
export type ShippingQuote = { cents: number; free: boolean } | null;

function deliveryText(order: CryptoOrderView, shipping: ShippingQuote, totalCents?: number): string {
  if (order.kind === "package") return "Offerte";
  if (order.kind === "cart") return order.shippingCents === 0 ? "Gratuite" : formatEuros(order.shippingCents);
  if (totalCents !== undefined) {
    return totalCents === order.subtotalCents ? "Gratuite" : formatEuros(Math.max(0, totalCents - order.subtotalCents));
  }
  if (shipping) return shipping.free ? "Gratuite" : formatEuros(shipping.cents);
  return "Calculée à la création du paiement";
}

function totalOf(order: CryptoOrderView, shipping: ShippingQuote): number | null {
  if (order.kind !== "items") return order.totalCents;
  return shipping ? order.subtotalCents + (shipping.free ? 0 : shipping.cents) : null;
}

export function CryptoOrderSummary({
  order,
  shipping,
  totalCents,
}: {
  order: CryptoOrderView;
  shipping: ShippingQuote;
  /** The server's total once the invoice exists. */
  totalCents?: number;
}) {
  const total = totalCents ?? totalOf(order, shipping);
  return (
    <>
      <h2 id="crypto-recap" className="font-serif text-xl font-bold">
        Récapitulatif
      </h2>
      <SummaryLines lines={order.lines.map((l) => ({ ...l, totalCents: l.unitCents * l.quantity }))} />
      <TotalsList
        subtotalCents={order.kind === "package" ? order.totalCents : order.subtotalCents}
        discount={
          order.kind === "cart" && (order.discountCents > 0 || order.promoCode)
            ? {
                label: discountLabel(order.promoCode),
                value: order.discountCents > 0 ? formatDiscount(order.discountCents) : "Livraison offerte",
              }
            : null
        }
        delivery={deliveryText(order, shipping, totalCents)}
        total={total === null ? "—" : formatEuros(total)}
      />
    </>
  );
}
