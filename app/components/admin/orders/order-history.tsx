import type { ReactNode } from "react";
import { auditActionLabel, paymentProviderLabel, REFUND_METHOD_LABELS } from "#core/back-office-labels";
import { FREE_REFUND_REASONS } from "#core/free-refund";
import { formatEuros } from "#core/money";
import type { BackOfficeOrder } from "#app/lib/loader-data";
import { CardSection } from "#app/components/ui/card";
import { dateTimeFr } from "./orders-table";

function Section({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  return (
    <CardSection id={id} title={title} className="mt-6">
      {empty ? <p className="mt-2 text-stone-700">Rien pour l'instant.</p> : children}
    </CardSection>
  );
}

const When = ({ at }: { at: string }) => <time dateTime={at}>{dateTimeFr.format(new Date(at))}</time>;

/** A section listing dated events, one line each: when, then what. */
function EventList<E extends { id: string | number; at: string }>({
  id,
  title,
  events,
  keyOf = (event) => event.id,
  line,
}: {
  id: string;
  title: string;
  events: E[];
  keyOf?: (event: E) => string | number;
  line: (event: E) => ReactNode;
}) {
  return (
    <Section id={id} title={title} empty={events.length === 0}>
      <ul className="mt-3 space-y-1 text-sm">
        {events.map((event) => (
          <li key={keyOf(event)}>
            <When at={event.at} /> · {line(event)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A mail's subject, and whether it has left. */
const mailLine = (m: BackOfficeOrder["mails"][number]) => (
  <>
    {m.subject} ·{" "}
    {m.sentAt ? "envoyé" : m.failedAt ? <strong className="text-red-800">non délivré</strong> : "en file d'envoi"}
  </>
);

/** Who did what. */
const auditLine = (e: BackOfficeOrder["audit"][number]) => (
  <>
    {e.actor} · {auditActionLabel(e.action)}
  </>
);

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
      <EventList
        id="paiements"
        title="Événements de paiement"
        events={order.paymentEvents}
        keyOf={(e) => `${e.provider}-${e.id}`}
        line={(e) => (
          <>
            {paymentProviderLabel(e.provider, order.paymentMethod)} · <code className="font-mono">{e.type}</code>
          </>
        )}
      />
      <EventList id="mails" title="E-mails envoyés au client" events={order.mails} line={mailLine} />
      <EventList id="journal" title="Journal de la commande" events={order.audit} line={auditLine} />
    </>
  );
}
