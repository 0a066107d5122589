import type { WithdrawalView } from "#app/lib/loader-data";
import { countOf } from "#core/french-plural";
import { WITHDRAWAL_STATEMENT } from "#core/withdrawal";
import { cardClass } from "#app/components/ui/card";

const dateTimeFr = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** The acknowledgement shown once the declaration is recorded: its content, as the mail repeats it (L221-21). */
export function WithdrawalReceipt({ request, email }: { request: WithdrawalView; email: string | null }) {
  return (
    <section aria-labelledby="accuse" className={cardClass("md", "mt-6")}>
      <h2 id="accuse" className="font-serif text-xl font-bold text-green-900">
        Déclaration de rétractation reçue
      </h2>
      <p role="status" className="mt-2 text-stone-800">
        Nous avons bien reçu votre déclaration le {dateTimeFr.format(new Date(request.createdAt))}.
        {email ? ` Un accusé de réception vous a été envoyé à ${email}.` : ""}
      </p>
      <p className="mt-3 text-stone-800">« {WITHDRAWAL_STATEMENT} »</p>
      <ul className="mt-2 list-disc pl-6">
        {request.lines.map((line) => (
          <li key={line.lineId}>
            {line.name} — {countOf(line.quantity, "article")}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-stone-800">
        {request.processedAt
          ? `Traitée par notre équipe le ${dateTimeFr.format(new Date(request.processedAt))}.`
          : "Renvoyez les articles au plus tard 14 jours après cette déclaration, à l'adresse indiquée dans nos conditions générales de vente. Nous vous remboursons au plus tard 14 jours après avoir reçu votre déclaration, par le moyen de paiement utilisé ; nous pouvons attendre d'avoir reçu les articles."}
      </p>
    </section>
  );
}
