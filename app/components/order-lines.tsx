import type { ReactNode } from "react";
import { countOf } from "#core/french-plural";
import { formatDiscount, formatEuros } from "#core/money";
import { CardSection } from "#app/components/ui/card";

/** One line of a placed order as both order pages show it; what only one page shows is optional. */
export interface OrderLineRow {
  key: string | number;
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  refundedQuantity: number;
  /** The customer's page shows the product's photo. */
  image?: string;
  /** The back office shows each line's share of the order's discount. */
  discountShareCents?: number;
  /** Under the line's figures (the back office's lots). */
  details?: ReactNode;
}

/** The « Articles » card of an order: its lines (price, refunded units), then `totals`. */
export function OrderLinesCard({
  lines,
  totals,
  tone,
  className,
}: {
  lines: readonly OrderLineRow[];
  totals: ReactNode;
  /** The storefront's honey rules, the back office's grey ones. */
  tone: "shop" | "admin";
  className: string;
}) {
  return (
    <CardSection id="articles" title="Articles" className={className}>
      <ul className={`mt-3 divide-y ${tone === "shop" ? "divide-miel-200" : "divide-stone-200"}`}>
        {lines.map((line) => (
          <li key={line.key} className="flex items-center gap-3 py-3">
            {line.image && (
              <img src={line.image} alt="" width={56} height={56} className="h-14 w-14 rounded-lg object-cover" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{line.name}</span>
              <span className="text-sm text-stone-700">
                {line.quantity} × {formatEuros(line.unitPriceCents)}
                {line.discountShareCents != null &&
                  line.discountShareCents > 0 &&
                  ` · part de la réduction ${formatDiscount(line.discountShareCents)}`}
                {line.refundedQuantity > 0 && ` · ${countOf(line.refundedQuantity, "remboursé")}`}
              </span>
              {line.details}
            </span>
            <span className="shrink-0 font-semibold">{formatEuros(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      {totals}
    </CardSection>
  );
}
