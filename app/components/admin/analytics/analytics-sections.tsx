import { useMemo } from "react";
import { Form, Link } from "react-router";
import { CATEGORY_LABELS, changeText, FUNNEL_STAGES, PAYMENT_LABELS, type Period, PERIODS } from "#core/analytics";
import { formatEuros } from "#core/money";
import type { AnalyticsReport } from "#app/lib/loader-data";
import { SelectField } from "#app/components/form-field";
import { Panel } from "#app/components/admin/panel";
import { ScrollTable, tdClass } from "#app/components/admin/scroll-table";
import { StatTiles } from "#app/components/admin/stat-tiles";
import { Button } from "#app/components/ui/button";
import { ChartPanel } from "./chart-panel";

type Report = Omit<AnalyticsReport, "window" | "previousWindow"> & {
  window: { from: string; to: string };
};
type Figures = Report["current"];

const PERIOD_OPTIONS = Object.entries(PERIODS).map(([value, p]) => ({ value, label: p.label }));
const HONEY = ["#7c4a12", "#c98a1b", "#e8b64c", "#1f6f5c"];
const count = (n: number) => n.toLocaleString("fr-FR");

/** The period picker: a GET form, so it works before (and without) the page's JavaScript. */
export function PeriodForm({ period }: { period: Period }) {
  return (
    <Form
      method="get"
      aria-label="Choisir la période"
      className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl border border-stone-300 bg-white p-4"
    >
      <SelectField id="periode" name="period" label="Période" options={PERIOD_OPTIONS} defaultValue={period} />
      <Button type="submit" size="sm">
        Afficher
      </Button>
    </Form>
  );
}

/** The tiles, each with its change from the previous period of the same length. */
export function FigureTiles({ current: c, previous: p }: { current: Figures; previous: Figures }) {
  const tile = (label: string, now: number, before: number, show: (n: number) => string, testId: string) => ({
    label,
    value: show(now),
    detail: changeText(now, before, show),
    testId,
  });
  return (
    <StatTiles
      tiles={[
        tile("Chiffre d'affaires TTC", c.revenueCents, p.revenueCents, formatEuros, "ca"),
        tile("Commandes payées", c.paidOrders, p.paidOrders, count, "commandes"),
        tile("Panier moyen", c.averageBasketCents, p.averageBasketCents, formatEuros, "panier-moyen"),
        tile("Remboursements", c.refundedCents, p.refundedCents, formatEuros, "remboursements"),
        tile("Nouveaux comptes", c.newAccounts, p.newAccounts, count, "nouveaux-comptes"),
        tile("Clients ayant payé", c.customers, p.customers, count, "clients"),
        tile("Clients fidèles", c.returningCustomers, p.returningCustomers, count, "clients-fideles"),
        tile("Visiteurs (vues de produit)", c.funnel.product_view, p.funnel.product_view, count, "visiteurs"),
      ]}
    />
  );
}

const dayLabel = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
function bucketLabel(key: string): string {
  if (key.includes("T")) return `${Number(key.slice(11))} h`;
  return dayLabel.format(new Date(`${key}T12:00:00Z`));
}

const rate = (part: number, whole: number) =>
  whole === 0 ? "—" : `${Math.round((part / whole) * 1000) / 10}`.replace(".", ",") + " %";

/** Revenue per day (or hour), the funnel and the payment split: each a chart and its table. */
export function Charts({ report }: { report: Report }) {
  const c = report.current;
  const per = report.bucket === "hour" ? "heure" : "jour";
  const specs = useMemo(
    () => ({
      revenue: {
        type: "bar" as const,
        labels: report.series.map((s) => bucketLabel(s.key)),
        series: [
          { label: "Chiffre d'affaires", values: report.series.map((s) => s.revenueCents / 100), colors: HONEY[0]! },
        ],
        format: (v: number) => formatEuros(Math.round(v * 100)),
      },
      funnel: {
        type: "bar" as const,
        horizontal: true,
        labels: FUNNEL_STAGES.map((s) => s.label),
        series: [{ label: "Visiteurs", values: FUNNEL_STAGES.map((s) => c.funnel[s.key]), colors: HONEY }],
        format: count,
      },
      payment: {
        type: "doughnut" as const,
        labels: [PAYMENT_LABELS.card, PAYMENT_LABELS.crypto],
        series: [
          {
            label: "Commandes",
            values: [c.byMethod.card.orders, c.byMethod.crypto.orders],
            colors: [HONEY[0]!, HONEY[2]!],
          },
        ],
        format: count,
      },
    }),
    [report, c],
  );
  const paidTotal = c.byMethod.card.orders + c.byMethod.crypto.orders;
  return (
    <div className="mt-8 grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        <ChartPanel
          id="graphique-ca"
          title={`Chiffre d'affaires par ${per} (payé moins remboursé, TTC)`}
          summary={`Diagramme en barres du chiffre d'affaires par ${per} : ${formatEuros(c.revenueCents)} sur la période.`}
          spec={specs.revenue}
          columns={[
            per === "jour" ? "Jour" : "Heure",
            "Commandes payées",
            "Encaissé",
            "Remboursé",
            "Chiffre d'affaires",
          ]}
          rows={report.series.map((s) => [
            bucketLabel(s.key),
            count(s.orders),
            formatEuros(s.paidCents),
            formatEuros(s.refundedCents),
            formatEuros(s.revenueCents),
          ])}
        />
      </div>
      <ChartPanel
        id="graphique-tunnel"
        title="Tunnel de conversion (visiteurs distincts par jour)"
        summary={`Tunnel : ${FUNNEL_STAGES.map((s) => `${s.label.toLowerCase()} ${c.funnel[s.key]}`).join(", ")}.`}
        spec={specs.funnel}
        columns={["Étape", "Visiteurs", "Depuis l'étape précédente"]}
        rows={FUNNEL_STAGES.map((s, i) => [
          s.label,
          count(c.funnel[s.key]),
          i === 0 ? "—" : rate(c.funnel[s.key], c.funnel[FUNNEL_STAGES[i - 1]!.key]),
        ])}
      />
      <ChartPanel
        id="graphique-paiement"
        title="Moyens de paiement"
        summary={`Répartition des commandes payées : carte ${c.byMethod.card.orders}, cryptomonnaie ${c.byMethod.crypto.orders}.`}
        spec={specs.payment}
        columns={["Moyen", "Commandes", "Part", "Montant"]}
        rows={(["card", "crypto"] as const).map((m) => [
          PAYMENT_LABELS[m],
          count(c.byMethod[m].orders),
          rate(c.byMethod[m].orders, paidTotal),
          formatEuros(c.byMethod[m].cents),
        ])}
      />
    </div>
  );
}

/** A ranking: a name, a count and an amount per row. */
function RankTable(props: {
  caption: string;
  columns: [string, string, string];
  rows: { key: string; name: string; count: number; cents: number }[];
}) {
  return (
    <ScrollTable caption={props.caption} columns={props.columns}>
      {props.rows.map((row) => (
        <tr key={row.key}>
          <td className={tdClass}>{row.name}</td>
          <td className={tdClass}>{count(row.count)}</td>
          <td className={tdClass}>{formatEuros(row.cents)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** Best sellers, categories and promo codes of the period. */
export function Rankings({ report }: { report: Report }) {
  const empty = (n: number) => (n === 0 ? <p className="mt-4 text-stone-700">Aucune vente sur la période.</p> : null);
  return (
    <Panel id="classements" title="Ventes de la période">
      {empty(report.topProducts.length) ?? (
        <>
          <RankTable
            caption="Articles les plus vendus"
            columns={["Article", "Unités", "Montant (avant remise)"]}
            rows={report.topProducts.map((p) => ({ key: p.variantId, name: p.name, count: p.units, cents: p.cents }))}
          />
          <RankTable
            caption="Catégories"
            columns={["Catégorie", "Unités", "Montant (avant remise)"]}
            rows={report.topCategories.map((p) => ({
              key: p.category,
              name: CATEGORY_LABELS[p.category] ?? p.category,
              count: p.units,
              cents: p.cents,
            }))}
          />
        </>
      )}
      <h3 className="mt-6 font-serif text-xl font-bold">Codes promo</h3>
      {report.promoCodes.length === 0 ? (
        <p className="mt-2 text-stone-700">Aucun code utilisé par une commande payée sur la période.</p>
      ) : (
        <RankTable
          caption="Utilisation des codes promo"
          columns={["Code", "Utilisations", "Remise accordée"]}
          rows={report.promoCodes.map((p) => ({ key: p.code, name: p.code, count: p.uses, cents: p.savedCents }))}
        />
      )}
      <p className="mt-4">
        <Link to="/admin/promo-codes" className="font-semibold text-miel-900 underline">
          Gérer les codes promo
        </Link>
      </p>
    </Panel>
  );
}

/** The CSV files of the period (plain links: the browser downloads them with the session cookie). */
export function Exports({ period }: { period: Period }) {
  const link = (kind: "orders" | "figures", label: string) => (
    <a
      href={`/api/admin/analytics/export?period=${period}&kind=${kind}`}
      download
      className="inline-flex min-h-11 items-center rounded-full border border-miel-900 px-5 font-semibold text-miel-900"
    >
      {label}
    </a>
  );
  return (
    <Panel id="exports" title="Exporter (CSV)">
      <p className="mt-2 text-stone-700">
        Fichiers pour Excel ou LibreOffice : UTF-8, colonnes séparées par « ; », montants en euros.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {link("orders", "Commandes payées de la période")}
        {link("figures", "Chiffres de la période")}
      </div>
    </Panel>
  );
}
