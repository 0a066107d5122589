import { Link } from "react-router";
import { countOf, plural } from "#core/french-plural";
import { formatEuros } from "#core/money";
import { TextLink } from "#app/components/ui/text";
import { dateFr, dateTimeFr, orderPath, orderStateLabel } from "./format";
import { Panel } from "./panel";
import { StatTiles } from "./stat-tiles";

export interface TakingsView {
  from: string;
  paidOrders: number;
  paidCents: number;
  refunds: number;
  refundedCents: number;
  netCents: number;
}

function takingsDetail(t: TakingsView): string {
  const paid = `${formatEuros(t.paidCents)} encaissés (${countOf(t.paidOrders, "commande")})`;
  return t.refunds > 0 ? `${paid}, ${formatEuros(t.refundedCents)} remboursés` : paid;
}

/** Money of the day and of the week: paid minus refunded, tax included. */
export function Takings({ today, week, demo }: { today: TakingsView; week: TakingsView; demo: boolean }) {
  return (
    <section aria-labelledby="recettes" className="mt-8">
      <h2 id="recettes" className="font-serif text-2xl font-bold">
        Recettes
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        TTC : commandes payées moins remboursements faits dans la période, jours de Paris.{" "}
        {demo
          ? "Mode démonstration : les commandes de test (paiements simulés) sont comptées."
          : "Les commandes de test (paiements simulés) ne sont pas comptées."}
      </p>
      <StatTiles
        columns={2}
        tiles={[
          {
            label: "Aujourd'hui",
            testId: "recette-jour",
            value: formatEuros(today.netCents),
            detail: takingsDetail(today),
          },
          {
            label: `Cette semaine (depuis le lundi ${dateFr.format(new Date(week.from))})`,
            value: formatEuros(week.netCents),
            detail: takingsDetail(week),
          },
        ]}
      />
    </section>
  );
}

const orderLink = (reference: string) => (
  <Link
    to={orderPath(reference)}
    className="inline-flex min-h-11 items-center font-mono font-semibold text-miel-900 underline"
  >
    {reference}
  </Link>
);

export interface ToPrepareView {
  total: number;
  oldest: { reference: string; paidAt: string; totalCents: number; name: string; email: string | null }[];
}

/** Paid orders nobody has started preparing, the oldest first. */
export function ToPrepare({ orders }: { orders: ToPrepareView }) {
  return (
    <Panel id="a-preparer" title={`À préparer : ${orders.total}`}>
      {orders.total === 0 ? (
        <p className="mt-2">Aucune commande payée n'attend d'être préparée.</p>
      ) : (
        <>
          <p className="mt-2">
            {countOf(orders.total, "commande payée attend", "commandes payées attendent")} d'être préparée
            {plural(orders.total, "", "s")} ; les plus anciennes :
          </p>
          <ul className="mt-2 divide-y divide-miel-200">
            {orders.oldest.map((o) => (
              <li key={o.reference} className="flex flex-wrap items-center gap-x-4 py-1">
                {orderLink(o.reference)}
                <span>payée le {dateTimeFr.format(new Date(o.paidAt))}</span>
                <span className="break-all">{o.name || o.email || "client inconnu"}</span>
                <span className="font-semibold">{formatEuros(o.totalCents)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <TextLink to="/admin/commandes" className="mt-2">
        Toutes les commandes
      </TextLink>
    </Panel>
  );
}

export interface FlaggedView {
  total: number;
  oldest: {
    reference: string;
    status: string;
    fulfilment: string | null;
    refundedCents: number;
    attention: string;
    createdAt: string;
    totalCents: number;
  }[];
}

export interface UndeliveredView {
  total: number;
  days: number;
  latest: { id: number; to: string; subject: string; failedAt: string; orderReference: string | null }[];
}

/** The carrier's events for parcels without a label of the shop, over the last days (decision 108). */
export interface UnknownParcelsView {
  total: number;
  days: number;
}

/**
 * Orders with a note for the team not yet dealt with, mails the shop could not deliver, and — only when there are
 * some — the carrier's events for parcels the shop never labelled.
 */
export function ToCheck({
  flagged,
  mails,
  unknownParcels,
}: {
  flagged: FlaggedView;
  mails: UndeliveredView;
  unknownParcels: UnknownParcelsView;
}) {
  return (
    <Panel id="a-verifier" title={`À vérifier : ${flagged.total + mails.total + unknownParcels.total}`}>
      <h3 className="mt-4 text-lg font-semibold">Commandes signalées ({flagged.total})</h3>
      {flagged.total === 0 ? (
        <p className="mt-1">Aucune commande signalée à l'équipe.</p>
      ) : (
        <ul className="mt-1 divide-y divide-miel-200">
          {flagged.oldest.map((o) => (
            <li key={o.reference} className="py-2">
              <p className="flex flex-wrap items-center gap-x-4">
                {orderLink(o.reference)}
                <span>{orderStateLabel(o)}</span>
                <span>du {dateFr.format(new Date(o.createdAt))}</span>
                <span className="font-semibold">{formatEuros(o.totalCents)}</span>
              </p>
              <p className="text-sm text-stone-800">{o.attention}</p>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-6 text-lg font-semibold">
        E-mails non délivrés ces {mails.days} derniers jours ({mails.total})
      </h3>
      {mails.total === 0 ? (
        <p className="mt-1">Tous les e-mails sont partis.</p>
      ) : (
        <ul className="mt-1 divide-y divide-miel-200">
          {mails.latest.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-x-4 py-2">
              <span className="break-all">{m.to}</span>
              <span>« {m.subject} »</span>
              <span>abandonné le {dateTimeFr.format(new Date(m.failedAt))}</span>
              {m.orderReference ? orderLink(m.orderReference) : null}
            </li>
          ))}
        </ul>
      )}
      {unknownParcels.total > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold">Colis inconnus du transporteur ({unknownParcels.total})</h3>
          <p className="mt-1">
            {unknownParcels.total === 1
              ? "Un événement de suivi reçu"
              : `${unknownParcels.total} événements de suivi reçus`}{" "}
            ces {unknownParcels.days} derniers jours pour un colis sans étiquette de la boutique : enregistrés, sans
            effet sur les commandes. Une étiquette faite directement chez le transporteur n'est pas suivie ici.
          </p>
        </>
      ) : null}
    </Panel>
  );
}

interface StockAlertList {
  total: number;
  variants: { id: string; productId: string; product: string; label: string; stock: number; threshold: number }[];
}

export interface StockAlertsView {
  soldOut: StockAlertList;
  low: StockAlertList;
}

interface VariantRef {
  id: string;
  productId: string;
  product: string;
  label: string;
}

function AlertList<V extends VariantRef>({
  list,
  detail,
}: {
  list: { total: number; variants: V[] };
  detail: (v: V) => string;
}) {
  return (
    <ul className="mt-1 divide-y divide-miel-200">
      {list.variants.map((v) => (
        <li key={v.id} className="flex flex-wrap items-center gap-x-4">
          <TextLink to={`/admin/produits/${encodeURIComponent(v.productId)}`}>
            {v.product === v.label ? v.product : `${v.product} — ${v.label}`}
          </TextLink>
          <span>{detail(v)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Limited variants sold out, and those at or under their own low-stock threshold, each linked to its product. */
export function StockAlerts({ stock }: { stock: StockAlertsView }) {
  return (
    <Panel
      id="stock"
      title={`Stock : ${stock.soldOut.total} ${plural(stock.soldOut.total, "épuisé")}, ${stock.low.total} bas`}
    >
      <h3 className="mt-4 text-lg font-semibold">Épuisés ({stock.soldOut.total})</h3>
      {stock.soldOut.total === 0 ? (
        <p className="mt-1">Aucun article épuisé.</p>
      ) : (
        <AlertList list={stock.soldOut} detail={() => "épuisé"} />
      )}
      <h3 className="mt-6 text-lg font-semibold">Stock bas ({stock.low.total})</h3>
      {stock.low.total === 0 ? (
        <p className="mt-1">Aucun article sous son seuil de stock bas.</p>
      ) : (
        <AlertList list={stock.low} detail={(v) => `${countOf(v.stock, "restant")} (seuil ${v.threshold})`} />
      )}
      <TextLink to="/admin/produits?stock=low" className="mt-2">
        Produits en stock bas ou épuisés
      </TextLink>
    </Panel>
  );
}

export interface MissingMeasuresView {
  total: number;
  variants: (VariantRef & { kind: string })[];
}

/** Perfumes without their volume and Shilajit pots without their weight: no price per litre or kilo until entered. */
export function MissingMeasures({ measures }: { measures: MissingMeasuresView }) {
  if (measures.total === 0) return null;
  return (
    <Panel id="mesures" title={`Prix à l'unité de mesure à compléter : ${measures.total}`}>
      <p className="mt-2">
        La loi demande le prix au litre ou au kilo à côté du prix : renseignez le volume de chaque parfum et le poids
        net d'un pot de Shilajit dans la fiche du produit.
      </p>
      <AlertList
        list={measures}
        detail={(v) => (v.kind === "perfume" ? "volume (ml) manquant" : "poids net (g) manquant")}
      />
    </Panel>
  );
}
