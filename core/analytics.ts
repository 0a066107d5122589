// The analytics page's vocabulary, shared by the page and the CSV export (docs/decisions/032).

/** What the pages send to POST /api/events (docs/decisions/031); `paid` comes from the orders. */
export const EVENT_KINDS = ["product_view", "add_to_cart", "checkout_started"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const PERIODS = {
  "1d": { days: 1, label: "24 heures" },
  "7d": { days: 7, label: "7 jours" },
  "30d": { days: 30, label: "30 jours" },
  "90d": { days: 90, label: "90 jours" },
} as const;
export type Period = keyof typeof PERIODS;
export const DEFAULT_PERIOD: Period = "30d";

export function isPeriod(value: unknown): value is Period {
  return typeof value === "string" && Object.hasOwn(PERIODS, value);
}

/** The period of an address's `?period=`; the default when absent or unknown. */
export function periodOf(value: string | null | undefined): Period {
  return isPeriod(value) ? value : DEFAULT_PERIOD;
}

export const FUNNEL_STAGES = [
  { key: "product_view", label: "Vues de produit" },
  { key: "add_to_cart", label: "Ajouts au panier" },
  { key: "checkout_started", label: "Commandes commencées" },
  { key: "paid", label: "Commandes payées" },
] as const;

export const CATEGORY_LABELS: Record<string, string> = {
  miel: "Miels",
  parfum: "Parfums",
  autres: "Autres (Shilajit)",
  coffret: "Coffrets",
};

export const PAYMENT_LABELS = { card: "Carte bancaire", crypto: "Cryptomonnaie" } as const;

/** Said wherever the figures count the test orders (demonstration mode, decision 089). */
export const TEST_ORDERS_INCLUDED = "Commandes de test incluses — mode démonstration";
/** An empty chart's words instead of a bare grid. */
export const NO_DATA_YET = "Pas encore de données sur cette période";

/** How much `current` moved from `previous`, in whole percent; null when there was nothing before to compare with. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

/** "+12 % vs période précédente (1 234,00 €)", "−5 % …", "= …"; the previous value alone when it was nothing. */
export function changeText(current: number, previous: number, show: (n: number) => string = String): string {
  const change = changePercent(current, previous);
  const before = `période précédente (${show(previous)})`;
  if (change === null) return current === 0 ? `Comme la ${before}` : `Nouveau (période précédente : ${show(previous)})`;
  if (change === 0) return `= vs ${before}`;
  return `${change > 0 ? "+" : "−"}${Math.abs(change)} % vs ${before}`;
}
