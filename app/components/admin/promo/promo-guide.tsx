import { useId } from "react";

/** The quick-guide box of the promo manager. */
export function PromoGuide() {
  const id = useId();
  return (
    <aside aria-labelledby={`${id}-titre`} className="mt-8 rounded-2xl border border-blue-200 bg-blue-50 p-4 sm:p-6">
      <h2 id={`${id}-titre`} className="font-serif text-xl font-bold text-blue-950">
        Guide rapide
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-blue-950">
        <li>
          <strong>Pourcentage</strong> : une part du panier (1 à 100 %), plafonnable par la réduction maximale.
        </li>
        <li>
          <strong>Montant fixe</strong> : des euros retirés du panier, dès le montant minimum de commande.
        </li>
        <li>
          <strong>Livraison offerte</strong> : les frais de port sont offerts ; cochez aussi « Livraison offerte » sur
          un autre type pour les cumuler.
        </li>
        <li>
          <strong>Lot</strong> : un prix fixe pour plusieurs articles d'une catégorie (ex. PACK50 : deux parfums pour 50
          €).
        </li>
        <li>
          Les codes sont en majuscules (lettres, chiffres, « - », « _ ») ; le client peut les saisir en minuscules.
        </li>
        <li>
          Un code déjà utilisé par des commandes n'est jamais supprimé : il est désactivé, pour garder l'historique.
        </li>
      </ul>
    </aside>
  );
}
