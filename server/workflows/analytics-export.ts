// The analytics page's CSV exports: the period's paid orders, and its figures (docs/decisions/032).
import { CATEGORY_LABELS, FUNNEL_STAGES, PAYMENT_LABELS, PERIODS, TEST_ORDERS_INCLUDED } from "#core/analytics";
import { ORDER_STATUS_LABELS } from "#core/checkout";
import type { Db } from "#server/db/client";
import { type Cell, euros } from "#server/lib/csv";
import { analyticsOrders, analyticsReport, type ReportInput } from "./analytics-report";

export type ExportKind = "orders" | "figures";

const parisDateTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Paris",
  dateStyle: "short",
  timeStyle: "short",
});

export async function analyticsExport(db: Db, input: ReportInput & { kind: ExportKind }) {
  const rows = input.kind === "orders" ? await orderRows(db, input) : await figureRows(db, input);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(input.now);
  const what = input.kind === "orders" ? "commandes" : "chiffres";
  return { rows, filename: `analytique-${what}-${input.period}-${day}.csv` };
}

async function orderRows(db: Db, input: ReportInput): Promise<Cell[][]> {
  const orders = await analyticsOrders(db, input);
  // Demonstration mode: the test orders are in, each one said to be.
  const tested = input.includeTestOrders ?? false;
  return [
    [
      "Référence",
      "Payée le",
      "État",
      "E-mail",
      "Paiement",
      "Sous-total (€)",
      "Remise (€)",
      "Code promo",
      "Livraison (€)",
      "Total TTC (€)",
      "Remboursé (€)",
      "Pays",
      ...(tested ? ["Commande de test"] : []),
    ],
    ...orders.map((o) => [
      o.reference,
      o.paidAt ? parisDateTime.format(o.paidAt) : null,
      ORDER_STATUS_LABELS[o.status] ?? o.status,
      o.email,
      PAYMENT_LABELS[o.paymentMethod],
      euros(o.subtotalCents),
      euros(o.discountCents),
      o.promoCode,
      euros(o.shippingCents),
      euros(o.totalCents),
      euros(o.refundedCents),
      o.country,
      ...(tested ? [o.testMode ? "oui" : "non"] : []),
    ]),
  ];
}

async function figureRows(db: Db, input: ReportInput): Promise<Cell[][]> {
  const report = await analyticsReport(db, input);
  const { current: c, previous: p } = report;
  const both = (section: string, label: string, now: number, before: number): Cell[] => [section, label, now, before];
  const one = (section: string, label: string, ...values: Cell[]): Cell[] => [section, label, ...values];
  return [
    [
      "Rubrique",
      "Indicateur",
      `${PERIODS[input.period].label} jusqu'au ${parisDateTime.format(input.now)}`,
      "Période précédente",
    ],
    ...(report.includesTestOrders ? [[TEST_ORDERS_INCLUDED]] : []),
    both("Ventes", "Chiffre d'affaires TTC, payé moins remboursé (€)", euros(c.revenueCents), euros(p.revenueCents)),
    both("Ventes", "Encaissé (€)", euros(c.paidCents), euros(p.paidCents)),
    both("Ventes", "Commandes payées", c.paidOrders, p.paidOrders),
    both("Ventes", "Panier moyen (€)", euros(c.averageBasketCents), euros(p.averageBasketCents)),
    both("Remboursements", "Nombre", c.refunds, p.refunds),
    both("Remboursements", "Montant (€)", euros(c.refundedCents), euros(p.refundedCents)),
    both("Clients", "Nouveaux comptes", c.newAccounts, p.newAccounts),
    both("Clients", "Clients ayant payé", c.customers, p.customers),
    both("Clients", "Clients fidèles (déjà une commande payée avant)", c.returningCustomers, p.returningCustomers),
    ...(["card", "crypto"] as const).flatMap((m) => [
      both("Paiement", `${PAYMENT_LABELS[m]} : commandes`, c.byMethod[m].orders, p.byMethod[m].orders),
      both("Paiement", `${PAYMENT_LABELS[m]} : montant (€)`, euros(c.byMethod[m].cents), euros(p.byMethod[m].cents)),
    ]),
    ...FUNNEL_STAGES.map((s) => both("Tunnel (visiteurs par jour)", s.label, c.funnel[s.key], p.funnel[s.key])),
    one("Articles les plus vendus", "Article", "Unités", "Montant (€)"),
    ...report.topProducts.map((t) => one("Articles les plus vendus", t.name, t.units, euros(t.cents))),
    one("Catégories", "Catégorie", "Unités", "Montant (€)"),
    ...report.topCategories.map((t) =>
      one("Catégories", CATEGORY_LABELS[t.category] ?? t.category, t.units, euros(t.cents)),
    ),
    one("Codes promo", "Code", "Utilisations", "Remise accordée (€)"),
    ...report.promoCodes.map((t) => one("Codes promo", t.code, t.uses, euros(t.savedCents))),
  ];
}
