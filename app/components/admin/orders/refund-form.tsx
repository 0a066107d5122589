import { useState } from "react";
import type { BackOfficeOrder } from "#app/lib/loader-data";
import { formatEuros } from "#core/money";
import { Button } from "#app/components/ui/button";
import { CardSection } from "#app/components/ui/card";
import { useAdminAction } from "#app/hooks/use-admin-action";
import { adminOrdersClient, type RefundChoice } from "#app/lib/admin-orders-client";
import { dateTimeFr } from "../format";
import { ActionFeedback } from "./action-feedback";
import { FreeRefundFields } from "./free-refund-fields";
import { declaredUnits } from "./withdrawal-requests";

/**
 * Refund in full, the chosen units (and the shipping), or a free amount (decision 089) — each after a confirmation.
 * Sends the request key the page was rendered with, so a second submission refunds nothing more; the amount of
 * units is computed by the server. A refund whose provider's answer is missing (decision 079) is shown as such,
 * and its units are not offered again.
 */
export function RefundForm({ order, requestKey }: { order: BackOfficeOrder; requestKey: string }) {
  const { run, pending, error, message } = useAdminAction();
  // An open withdrawal's quantities come first (decision 040): its refund is of what the customer sends back.
  const [units, setUnits] = useState<Record<number, number>>(() => declaredUnits(order));
  const [waiting, setWaiting] = useState(false);
  const crypto = order.paymentMethod === "crypto";
  const onItsWay = (lineId: number) =>
    order.pendingRefunds.reduce(
      (sum, p) => sum + p.lines.filter((l) => l.lineId === lineId).reduce((n, l) => n + l.quantity, 0),
      0,
    );
  const left = (line: BackOfficeOrder["lines"][number]) =>
    Math.max(0, line.quantity - line.refundedQuantity - onItsWay(line.id));
  const refundable = order.lines.filter((l) => left(l) > 0);
  const shippingLeft =
    order.shippingCents > 0 && !order.shippingRefunded && !order.pendingRefunds.some((p) => p.includesShipping);

  const chosen = Object.entries(units)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId: Number(lineId), quantity }));
  const leftCents =
    order.totalCents - order.refundedCents - order.pendingRefunds.reduce((sum, p) => sum + p.amountCents, 0);

  const send = (choice: Omit<RefundChoice, "requestKey">, form: HTMLFormElement) => {
    void run(async () => {
      const answer = await adminOrdersClient.refund(order.reference, { requestKey, ...choice });
      setWaiting(answer.pending);
      return answer;
    }).then((done) => {
      // The page is read again with a new request key for the next refund; this form stays, with its message.
      if (!done) return;
      setUnits({});
      form.reset();
    });
  };

  return (
    <CardSection id="rembourser" title="Rembourser" className="mt-6">
      <p className="mt-1 text-sm text-stone-700">
        Reste payé : {formatEuros(order.totalCents - order.refundedCents)}. Chaque article est remboursé à son prix
        moins sa part de la réduction ; le montant est calculé par le serveur.
        {crypto
          ? " Paiement en crypto : le remboursement se fait à la main, décrivez-le dans la note."
          : order.testMode
            ? " Paiement simulé : aucun argent ne circule."
            : " Le remboursement part sur la carte du client."}
      </p>
      {order.pendingRefunds.map((p) => (
        <p key={p.id} role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          Remboursement de {formatEuros(p.amountCents)} demandé à {p.provider} le{" "}
          <time dateTime={p.at}>{dateTimeFr.format(new Date(p.at))}</time>, sans réponse pour l&apos;instant : il est
          vérifié automatiquement dans quelques minutes. Ne le refaites pas.
        </p>
      ))}
      <form
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const full = submitter?.value === "tout";
          const data = new FormData(event.currentTarget);
          const shipping = data.get("shipping") === "on";
          // Nothing chosen: no question, the server says what is missing.
          const question = full
            ? "Rembourser tout ce qui reste de cette commande ?"
            : selectionQuestion(order, chosen, shipping);
          if (question && !window.confirm(question)) return;
          send(
            { full, lines: full ? [] : chosen, shipping, note: String(data.get("note") ?? "") },
            event.currentTarget,
          );
        }}
      >
        {refundable.map((line) => (
          <div key={line.id} className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={`rembourser-${line.id}`}>
              {line.name} <span className="text-sm text-stone-700">({left(line)} au plus)</span>
            </label>
            <input
              id={`rembourser-${line.id}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={left(line)}
              value={units[line.id] ?? 0}
              onChange={(e) => setUnits({ ...units, [line.id]: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
              className="min-h-11 w-24 rounded-lg border border-stone-400 px-3"
            />
          </div>
        ))}
        {shippingLeft && (
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="shipping" className="h-5 w-5" /> Rembourser la livraison (
            {formatEuros(order.shippingCents)})
          </label>
        )}
        <div>
          <label htmlFor="note-remboursement" className="block font-medium">
            Note{crypto ? " (obligatoire : montant, adresse, transaction)" : " (facultative)"}
          </label>
          <textarea
            id="note-remboursement"
            name="note"
            maxLength={1000}
            required={crypto}
            rows={2}
            className="mt-1 block w-full rounded-lg border border-stone-400 px-3 py-2"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" value="selection" disabled={pending}>
            Rembourser la sélection
          </Button>
          <Button type="submit" value="tout" variant="secondary" disabled={pending}>
            Rembourser tout le reste
          </Button>
        </div>
      </form>
      <FreeRefundFields
        leftCents={leftCents}
        noteRequired={crypto}
        pending={pending}
        onRefund={(free, note, form) => send({ full: false, lines: [], shipping: false, free, note }, form)}
      />
      {waiting && message && !error ? (
        <p role="status" className="mt-3 font-semibold text-amber-900">
          {message}
        </p>
      ) : (
        <ActionFeedback error={error} message={message} />
      )}
    </CardSection>
  );
}

/** The question before a partial refund: what was chosen (the amount is the server's); null when nothing is. */
function selectionQuestion(order: BackOfficeOrder, chosen: { lineId: number; quantity: number }[], shipping: boolean) {
  const what = [
    ...chosen.map(
      ({ lineId, quantity }) => `${order.lines.find((l) => l.id === lineId)?.name ?? "article"} × ${quantity}`,
    ),
    ...(shipping ? ["la livraison"] : []),
  ];
  return what.length === 0
    ? null
    : `Rembourser ${what.join(", ")} ? Le montant est calculé par le serveur à partir de la commande.`;
}
