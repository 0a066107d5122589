import type { LegalPageData } from "#app/lib/legal";

/** The model withdrawal form of the annex to article R221-1 of the Code de la consommation, with the shop's details. */
export function WithdrawalModelForm({ data }: { data: LegalPageData }) {
  const { legal } = data;
  return (
    <figure aria-labelledby="formulaire-retractation" className="rounded-lg border border-stone-400 bg-white p-4">
      <figcaption id="formulaire-retractation" className="font-semibold">
        Modèle de formulaire de rétractation
      </figcaption>
      <p className="mt-2 text-sm">
        (Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)
      </p>
      <div className="mt-3 space-y-2">
        <p>
          À l'attention de {legal.companyName}, {legal.address}, {data.supportEmail} :
        </p>
        <p>
          Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la
          vente du bien (*)/pour la prestation de services (*) ci-dessous :
        </p>
        <p>Commandé le (*)/reçu le (*) :</p>
        <p>Nom du (des) consommateur(s) :</p>
        <p>Adresse du (des) consommateur(s) :</p>
        <p>Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :</p>
        <p>Date :</p>
        <p className="text-sm">(*) Rayez la mention inutile.</p>
      </div>
    </figure>
  );
}
