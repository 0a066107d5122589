import type { BackOfficeOrder } from "#app/lib/loader-data";
import { Button } from "#app/components/ui/button";
import { CardSection } from "#app/components/ui/card";
import { useAdminAction } from "#app/hooks/use-admin-action";
import { adminOrdersClient } from "#app/lib/admin-orders-client";
import { ActionFeedback } from "./action-feedback";
import { dateTimeFr } from "./orders-table";

/** What the team writes on an order: how a flag was dealt with, and its notes. */
const COMMENTS = {
  resolution: {
    label: "Comment le signalement a été traité",
    button: "Marquer résolu",
    send: adminOrdersClient.resolve,
  },
  "nouvelle-note": { label: "Nouvelle note", button: "Ajouter la note", send: adminOrdersClient.note },
};

function CommentForm({ id, reference }: { id: keyof typeof COMMENTS; reference: string }) {
  const { label, button, send } = COMMENTS[id];
  const { run, pending, error, message } = useAdminAction();
  return (
    <form
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const text = String(new FormData(form).get("texte") ?? "");
        void run(() => send(reference, text)).then((done) => done && form.reset());
      }}
    >
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name="texte"
        required
        minLength={3}
        maxLength={1000}
        rows={2}
        className="mt-1 block w-full rounded-lg border border-stone-400 px-3 py-2"
      />
      <Button type="submit" size="sm" className="mt-2" disabled={pending}>
        {button}
      </Button>
      <ActionFeedback error={error} message={message} />
    </form>
  );
}

/** The flag the team must look at (resolved with a comment), and the team's notes. */
export function OrderNotes({ order }: { order: BackOfficeOrder }) {
  return (
    <>
      {order.attentionNote && (
        <section aria-labelledby="signalement" className="mt-6 rounded-2xl border-2 border-red-700 bg-red-50 p-4">
          <h2 id="signalement" className="font-serif text-xl font-bold text-red-900">
            {order.attentionResolvedAt ? "Signalement résolu" : "À vérifier"}
          </h2>
          <p className="mt-2">{order.attentionNote}</p>
          {order.attentionResolvedAt ? (
            <p className="mt-2 text-sm">
              Résolu le {dateTimeFr.format(new Date(order.attentionResolvedAt))} : {order.attentionResolution}
            </p>
          ) : (
            <CommentForm id="resolution" reference={order.reference} />
          )}
        </section>
      )}
      <CardSection id="notes" title="Notes de l'équipe" className="mt-6">
        {order.notes.length === 0 ? (
          <p className="mt-2 text-stone-700">Aucune note.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {order.notes.map((n) => (
              <li key={n.id}>
                <span className="text-sm text-stone-700">
                  {dateTimeFr.format(new Date(n.at))} · {n.author}
                </span>
                <span className="block">{n.body}</span>
              </li>
            ))}
          </ul>
        )}
        <CommentForm id="nouvelle-note" reference={order.reference} />
      </CardSection>
    </>
  );
}
