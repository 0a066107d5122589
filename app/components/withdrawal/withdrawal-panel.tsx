import { Link } from "react-router";
import type { WithdrawalState } from "#app/lib/loader-data";
import { CardSection } from "#app/components/ui/card";
import { TextLink } from "#app/components/ui/text";

const dateTimeFr = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** The order page's « Rétractation » block: the declaration sent, the way to the form, or why it is closed. */
export function WithdrawalPanel({ state, formPath }: { state: WithdrawalState; formPath: string }) {
  return (
    <CardSection id="retractation" title="Rétractation" className="mt-6">
      {state.request ? (
        <p className="mt-2 text-stone-800">
          Votre déclaration de rétractation a été enregistrée le {dateTimeFr.format(new Date(state.request.createdAt))}
          {state.request.processedAt
            ? " et traitée par notre équipe."
            : " ; un accusé de réception vous a été envoyé par e-mail."}{" "}
          <Link to={formPath} className="font-semibold text-miel-900 underline">
            Voir ma déclaration
          </Link>
        </p>
      ) : state.open ? (
        <>
          <p className="mt-2 text-stone-800">
            {state.lastDay
              ? `Vous pouvez vous rétracter jusqu'au ${state.lastDay} inclus : renoncer à tout ou partie de cette commande, sans avoir à vous justifier.`
              : "Vous pouvez renoncer à tout ou partie de cette commande, sans avoir à vous justifier, jusqu'à 14 jours après sa livraison."}
          </p>
          <TextLink to={formPath} className="mt-1">
            Exercer mon droit de rétractation
          </TextLink>
        </>
      ) : (
        <p className="mt-2 text-stone-800">{state.refusal}</p>
      )}
    </CardSection>
  );
}
