import { Form } from "react-router";
import type { LotRecipient } from "#app/lib/loader-data";
import { dateTimeFr } from "#app/components/admin/orders/orders-table";
import { CodeCell, ScrollTable, tdClass } from "#app/components/admin/scroll-table";
import { Button, ButtonLink } from "#app/components/ui/button";
import { countOf } from "#core/french-plural";

/** Every order that received the lot, its customer, and whether the recall mail went to them. */
export function LotRecipients({ code, recipients }: { code: string; recipients: LotRecipient[] }) {
  if (recipients.length === 0) {
    return <p className="mt-3">Aucune commande préparée n&apos;a encore reçu ce lot.</p>;
  }
  return (
    <ScrollTable
      caption={`${countOf(recipients.length, "commande")} ayant reçu le lot ${code}`}
      columns={["Commande", "Client", "E-mail", "Unités du lot", "Préparée le", "Rappel"]}
    >
      {recipients.map((r) => (
        <tr key={r.reference}>
          <CodeCell to={`/admin/commandes/${r.reference}`}>{r.reference}</CodeCell>
          <td className={tdClass}>{r.customerName || "—"}</td>
          <td className={tdClass}>{r.email ?? "inconnu"}</td>
          <td className={tdClass}>{r.lines.map((l) => `${l.quantity} × ${l.name}`).join(", ")}</td>
          <td className={tdClass}>{r.preparedAt ? dateTimeFr.format(new Date(r.preparedAt)) : "—"}</td>
          <td className={tdClass}>
            {r.notifiedAt ? `Prévenu le ${dateTimeFr.format(new Date(r.notifiedAt))}` : "Pas encore prévenu"}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/**
 * The recall, in two steps like the shop's other irreversible actions: the button opens the confirmation (a GET, so
 * without JavaScript too), which says who will be mailed; only its own button sends.
 */
export function RecallBlock({
  lotId,
  code,
  recipients,
  confirming,
}: {
  lotId: string;
  code: string;
  recipients: LotRecipient[];
  confirming: boolean;
}) {
  const toTell = new Set(recipients.filter((r) => r.email && !r.notifiedAt).map((r) => r.email));
  if (recipients.length === 0) return null;
  if (toTell.size === 0) {
    return <p className="mt-4 font-semibold">Chaque client ayant reçu ce lot a déjà reçu le mail de rappel.</p>;
  }
  if (!confirming) {
    return (
      <ButtonLink to={`/admin/lots/${lotId}?rappel=confirmer#rappel-confirmation`} variant="neutral" className="mt-4">
        Rappeler ce lot…
      </ButtonLink>
    );
  }
  return (
    <div
      id="rappel-confirmation"
      role="alertdialog"
      aria-labelledby="rappel-titre"
      aria-describedby="rappel-texte"
      className="mt-4 rounded-xl border-2 border-red-800 bg-red-50 p-4"
    >
      <h3 id="rappel-titre" className="font-serif text-lg font-bold text-red-900">
        Confirmer le rappel du lot {code}
      </h3>
      <p id="rappel-texte" className="mt-2">
        Un mail de rappel en français part à {countOf(toTell.size, "client")} ({[...toTell].join(", ")}) : ne pas
        consommer le produit, remboursement ou échange sans frais. Chaque client ne le reçoit qu&apos;une fois ;
        l&apos;envoi est inscrit au journal.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="recall" />
        <input type="hidden" name="confirm" value="oui" />
        <Button type="submit" variant="primary">
          Envoyer le mail de rappel
        </Button>
        <ButtonLink to={`/admin/lots/${lotId}`} variant="secondary">
          Annuler
        </ButtonLink>
      </Form>
    </div>
  );
}
