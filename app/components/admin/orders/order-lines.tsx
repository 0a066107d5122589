import { formatDiscount } from "#core/money";
import { totalsRows } from "#core/pricing";
import type { BackOfficeOrder } from "#app/lib/loader-data";
import { OrderLinesCard } from "#app/components/order-lines";
import { LineLots } from "#app/components/admin/lots/order-lots";

/** The order's snapshot: lines (with their share of the discount and units refunded) and totals. */
export function OrderLines({ order }: { order: BackOfficeOrder }) {
  const rows = [
    ...totalsRows(order),
    ...(order.refundedCents > 0 ? [{ label: "Remboursé", value: formatDiscount(order.refundedCents) }] : []),
  ];
  return (
    <OrderLinesCard
      tone="admin"
      className="mt-6"
      lines={order.lines.map((line) => ({ ...line, key: line.id, details: <LineLots lots={line.lots} /> }))}
      totals={
        <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3">
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt>{row.label}</dt>
              <dd className="font-semibold">{row.value}</dd>
            </div>
          ))}
        </dl>
      }
    />
  );
}
