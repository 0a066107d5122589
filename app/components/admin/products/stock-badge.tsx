import { STOCK_STATE_LABELS, stockState } from "#core/product-rules";

const TONES = {
  "sold-out": "bg-red-100 text-red-900",
  low: "bg-amber-100 text-amber-900",
  unlimited: "bg-stone-200 text-stone-900",
  "in-stock": "bg-green-100 text-green-900",
} as const;

/** A variant's stock in words: "Épuisé", "Stock bas (3)", "Illimité" or "En stock (12)". */
export function StockBadge({ stock, threshold }: { stock: number | null; threshold: number }) {
  const state = stockState(stock, threshold);
  const count = state === "low" || state === "in-stock" ? ` (${stock})` : "";
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${TONES[state]}`}>
      {STOCK_STATE_LABELS[state]}
      {count}
    </span>
  );
}
