import { useState } from "react";
import { FREE_REFUND_REASON_IDS, FREE_REFUND_REASONS, freeRefundError, type FreeRefundReason } from "#core/free-refund";
import { formatEuros } from "#core/money";
import { parseEurosInput } from "#core/product-rules";
import { Button } from "#app/components/ui/button";

const FIELD = "mt-1 block min-h-11 w-full rounded-lg border border-stone-400 px-3";

/**
 * A free amount to refund (decision 089): a reason, an amount in euros bounded by what is left, a note (required
 * for « Autre » and for a crypto payment). Checked here for a quick answer; the server checks it again.
 */
export function FreeRefundFields(props: {
  leftCents: number;
  noteRequired: boolean;
  pending: boolean;
  onRefund: (free: { reason: FreeRefundReason; amountCents: number }, note: string, form: HTMLFormElement) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      aria-labelledby="montant-libre"
      className="mt-6 space-y-3 border-t border-stone-300 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const reason = String(data.get("reason")) as FreeRefundReason;
        const note = String(data.get("note") ?? "").trim();
        const amountCents = parseEurosInput(String(data.get("amount") ?? "")) ?? 0;
        const refused =
          props.noteRequired && note.length < 3
            ? "Paiement en crypto : décrivez le remboursement dans la note (montant, adresse, transaction)."
            : freeRefundError({ reason, amountCents, note }, props.leftCents, formatEuros);
        setProblem(refused);
        if (refused) return;
        const what = FREE_REFUND_REASONS[reason].toLowerCase();
        if (!window.confirm(`Rembourser ${formatEuros(amountCents)} (${what}) sur cette commande ?`)) return;
        props.onRefund({ reason, amountCents }, note, form);
      }}
    >
      <h3 id="montant-libre" className="font-semibold">
        Rembourser un montant libre
      </h3>
      <p className="text-sm text-stone-700">
        Frais de livraison, geste commercial… : {formatEuros(props.leftCents)} au plus. Un avoir est établi pour ce
        montant.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="motif-montant-libre" className="block font-medium">
            Motif
          </label>
          <select id="motif-montant-libre" name="reason" className={`${FIELD} bg-white`}>
            {FREE_REFUND_REASON_IDS.map((id) => (
              <option key={id} value={id}>
                {FREE_REFUND_REASONS[id]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="montant-libre-euros" className="block font-medium">
            Montant en euros
          </label>
          <input
            id="montant-libre-euros"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="4,90"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "montant-libre-erreur" : undefined}
            className={FIELD}
          />
        </div>
      </div>
      <div>
        <label htmlFor="note-montant-libre" className="block font-medium">
          Note{props.noteRequired ? " (obligatoire : montant, adresse, transaction)" : " (obligatoire pour « Autre »)"}
        </label>
        <textarea
          id="note-montant-libre"
          name="note"
          maxLength={1000}
          rows={2}
          className="mt-1 block w-full rounded-lg border border-stone-400 px-3 py-2"
        />
      </div>
      {problem && (
        <p id="montant-libre-erreur" role="alert" className="font-semibold text-red-800">
          {problem}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={props.pending}>
        Rembourser ce montant
      </Button>
    </form>
  );
}
