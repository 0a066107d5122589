import type { ReactNode } from "react";
import { auditActionLabel, paymentProviderLabel, REFUND_METHOD_LABELS } from "#core/back-office-labels";
import { FREE_REFUND_REASONS } from "#core/free-refund";
import { formatEuros } from "#core/money";
import type { BackOfficeOrder } from "#app/lib/loader-data";
import { cardClass } from "#app/components/ui/card";
import { dateTimeFr } from "./orders-table";

function Section({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass("md", "mt-6")}>
      <h2 id={id} className="font-serif text-xl font-bold">
        {title}
      </h2>
      {empty ? <p className="mt-2 text-stone-700">Rien pour l'instant.</p> : children}
    </section>
  );
}

const When = ({ at }: { at: string }) => <time dateTime={at}>{dateTimeFr.format(new Date(at))}</time>;

/** What happened around the order: refunds, payment events, mails, the audit log's entries. */
export function OrderHistory({ order }: { order: BackOfficeOrder }) {
  return (
    <>
      <Section id="remboursements" title="Remboursements" empty={order.refunds.length === 0}>
        <ul className="mt-3 space-y-2">
          {order.refunds.map((r) => (
            <li key={r.id}>
              <When at={r.at} /> · <strong>{formatEuros(r.amountCents)}</strong> (
              {REFUND_METHOD_LABELS[r.method] ?? r.method}) par {r.actorEmail}
              <span className="block text-sm text-stone-700">
                {[
                  ...r.lines.map((l) => `${l.name} × ${l.quantity}`),
                  ...(r.includesShipping ? ["livraison"] : []),
                  ...(r.freeReason ? [`montant libre : ${FREE_REFUND_REASONS[r.freeReason].toLowerCase()}`] : []),
                ].join(", ") || "—"}
                {r.providerRefundId && ` · ${r.providerRefundId}`}
                {r.note && ` · ${r.note}`}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="paiements" title="Événements de paiement" empty={order.paymentEvents.length === 0}>
        <ul className="mt-3 space-y-1 text-sm">
          {order.paymentEvents.map((e) => (
            <li key={`${e.provider}-${e.id}`}>
              <When at={e.at} /> · {paymentProviderLabel(e.provider, order.paymentMethod)} ·{" "}
              <code className="font-mono">{e.type}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="mails" title="E-mails envoyés au client" empty={order.mails.length === 0}>
        <ul className="mt-3 space-y-1 text-sm">
          {order.mails.map((m) => (
            <li key={m.id}>
              <When at={m.at} /> · {m.subject} ·{" "}
              {m.sentAt ? (
                "envoyé"
              ) : m.failedAt ? (
                <strong className="text-red-800">non délivré</strong>
              ) : (
                "en file d'envoi"
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="journal" title="Journal de la commande" empty={order.audit.length === 0}>
        <ul className="mt-3 space-y-1 text-sm">
          {order.audit.map((e) => (
            <li key={e.id}>
              <When at={e.at} /> · {e.actor} · {auditActionLabel(e.action)}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
