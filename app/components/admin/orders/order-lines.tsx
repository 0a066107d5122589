import { formatDiscount, formatEuros } from "#core/money";
import { countOf } from "#core/french-plural";
import { totalsRows } from "#core/pricing";
import type { BackOfficeOrder } from "#server/workflows/back-office-order-view";
import { cardClass } from "#app/components/ui/card";
import { LineLots } from "#app/components/admin/lots/order-lots";

/** The order's snapshot: lines (with their share of the discount and units refunded) and totals. */
export function OrderLines({ order }: { order: BackOfficeOrder }) {
  const rows = [
    ...totalsRows(order),
    ...(order.refundedCents > 0 ? [{ label: "Remboursé", value: formatDiscount(order.refundedCents) }] : []),
  ];
  return (
    <section aria-labelledby="articles" className={cardClass("md", "mt-6")}>
      <h2 id="articles" className="font-serif text-xl font-bold">
        Articles
      </h2>
      <ul className="mt-3 divide-y divide-stone-200">
        {order.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-2 py-3">
            <span>
              <span className="block font-medium">{line.name}</span>
              <span className="text-sm text-stone-700">
                {line.quantity} × {formatEuros(line.unitPriceCents)}
                {line.discountShareCents > 0 && ` · part de la réduction ${formatDiscount(line.discountShareCents)}`}
                {line.refundedQuantity > 0 && ` · ${countOf(line.refundedQuantity, "remboursé")}`}
              </span>
              <LineLots lots={line.lots} />
            </span>
            <span className="font-semibold">{formatEuros(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt>{row.label}</dt>
            <dd className="font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
