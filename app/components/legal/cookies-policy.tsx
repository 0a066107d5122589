import type { LegalPageData } from "#app/lib/legal";
import { AudienceNotice, DetailCards, LegalPage, LegalSection, PrivacyPolicyLink } from "./legal-page";

/** Every cookie and browser storage of the shop: all strictly necessary (art. 82 loi Informatique et Libertés). */
export function storageList(shortName: string) {
  return [
    {
      name: `${shortName}_session`,
      kind: "Cookie (httpOnly)",
      purpose: "Garder un client connecté à son compte après la connexion.",
      duration: "30 jours (8 heures pour un administrateur), supprimé à la déconnexion",
    },
    {
      name: `${shortName}_cart`,
      kind: "Stockage local du navigateur",
      purpose: "Garder le contenu du panier.",
      duration: "Jusqu'à la commande ou à la vidange du panier",
    },
    {
      name: `${shortName}_favourites`,
      kind: "Stockage local du navigateur",
      purpose: "Garder les produits mis en favoris ; pour un client connecté, la copie de ceux de son compte.",
      duration: "Jusqu'au retrait des favoris, ou à la déconnexion pour ceux d'un compte",
    },
    {
      name: `${shortName}_checkout_data, ${shortName}_guest_checkout_data, ${shortName}_crypto_cart_data`,
      kind: "Stockage local du navigateur",
      purpose: "Transmettre le panier et son code promo à la page de commande.",
      duration: "Jusqu'à la commande",
    },
    {
      name: `${shortName}_brand_fonts`,
      kind: "Stockage local du navigateur",
      purpose:
        "Se souvenir que les polices de la boutique sont déjà chargées, pour afficher les pages suivantes directement avec elles.",
      duration: "Jusqu'à l'effacement des données du site par le navigateur",
    },
    {
      name: `${shortName}_promo, ${shortName}_crypto_charge`,
      kind: "Stockage de session du navigateur",
      purpose: "Retenir le code promo saisi et la facture en cryptomonnaie en cours.",
      duration: "Jusqu'à la fermeture de l'onglet",
    },
  ];
}

export function CookiesPolicy({ data }: { data: LegalPageData }) {
  return (
    <LegalPage
      title="Cookies"
      lead="La boutique n'utilise que des cookies et un stockage du navigateur strictement nécessaires à son fonctionnement : aucun cookie publicitaire, de suivi ou de mesure d'audience. C'est pourquoi aucun bandeau ne vous demande votre consentement."
    >
      <LegalSection id="liste" title="Ce que la boutique dépose dans votre navigateur">
        <DetailCards
          items={storageList(data.shortName).map((item) => ({
            key: item.name,
            title: <span className="font-mono text-sm">{item.name}</span>,
            lines: [item.kind, item.purpose, `Durée : ${item.duration}`],
          }))}
        />
      </LegalSection>
      <LegalSection id="audience" title="Mesure d'audience sans cookie">
        <AudienceNotice />
      </LegalSection>
      <LegalSection id="tiers" title="Services de paiement">
        <p>
          Les pages de paiement par carte ou en cryptomonnaie, hébergées par nos prestataires de paiement, peuvent
          déposer leurs propres cookies nécessaires à la sécurité du paiement. Pour en savoir plus sur vos données,
          consultez notre <PrivacyPolicyLink />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
