import { INVITATION_WINDOW_WORDS, REVIEW_TEXT_MAX, REVIEWS_KEPT_YEARS } from "#core/reviews";
import type { LegalPageData } from "#app/lib/legal";
import { LegalPage, LegalSection, PrivacyPolicyLink } from "./legal-page";

/**
 * How the shop's customer reviews are collected, checked, kept and published: the information the Code de la
 * consommation asks for beside reviews (articles L111-7-2 and D111-17), as decision 110 implements it.
 */
export function ReviewsCharter({ data }: { data: LegalPageData }) {
  return (
    <LegalPage
      title="Charte des avis clients"
      lead={`Les avis publiés sur ${data.shopName} sont ceux de nos clients, et d'eux seuls. Voici comment nous les recueillons, les vérifions et les publions (articles L111-7-2 et D111-17 du Code de la consommation).`}
    >
      <LegalSection id="qui" title="Qui peut donner un avis">
        <p>
          Seuls les clients qui ont acheté le produit peuvent donner leur avis sur lui. Après la livraison de la
          commande (ou {INVITATION_WINDOW_WORDS} après son expédition quand le transporteur ne nous a pas signalé la
          livraison), l'acheteur reçoit un seul e-mail d'invitation, avec un lien personnel valable 30 jours. Ce lien
          permet un avis, de 1 à 5 étoiles et d'au plus {REVIEW_TEXT_MAX} caractères, par article de la commande.
        </p>
        <p>
          Chaque avis est rattaché à la ligne de commande qui prouve l'achat : il porte la mention « Achat vérifié » et
          la date de l'achat. Aucun avis ne peut être déposé sans cette invitation.
        </p>
      </LegalSection>
      <LegalSection id="controle" title="Comment les avis sont contrôlés">
        <p>
          Oui, les avis sont contrôlés : chaque avis est lu par notre équipe avant sa publication. Il est publié tel
          quel, qu'il soit positif ou négatif ; nous ne modifions jamais son texte ni sa note.
        </p>
        <p>Un avis est refusé s'il :</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>contient des propos injurieux, diffamatoires, discriminatoires ou contraires à la loi ;</li>
          <li>contient des données personnelles (numéro de téléphone, adresse, nom d'un tiers) ;</li>
          <li>ne parle pas du produit (une question sur une commande relève du service client) ;</li>
          <li>contient de la publicité ou un lien vers un autre site.</li>
        </ul>
        <p>
          Quand un avis est refusé, son auteur reçoit par e-mail le motif du refus. Notre équipe peut répondre
          publiquement sous un avis publié ; sa réponse est signée de la boutique.
        </p>
      </LegalSection>
      <LegalSection id="contrepartie" title="Aucune contrepartie">
        <p>
          Aucun avis n'est rémunéré ni récompensé : ni réduction, ni cadeau, ni code promo n'est offert en échange d'un
          avis, et la boutique n'écrit ni ne commande aucun avis.
        </p>
      </LegalSection>
      <LegalSection id="affichage" title="Ordre d'affichage et note moyenne">
        <p>
          Sur la page d'un produit, les avis publiés s'affichent du plus récent au plus ancien, ou du mieux noté au
          moins bien noté au choix du visiteur. La note moyenne et le nombre d'avis sont calculés sur tous les avis
          publiés du produit ; un produit sans avis publié n'affiche aucune note.
        </p>
      </LegalSection>
      <LegalSection id="conservation" title="Durée de conservation">
        <p>
          Un avis, publié ou refusé, est conservé {REVIEWS_KEPT_YEARS} ans après l'invitation qui l'a permis, puis
          supprimé avec elle. Pour faire retirer votre avis ou exercer vos droits sur vos données, écrivez-nous à{" "}
          <a href={`mailto:${data.supportEmail}`} className="font-semibold text-miel-900 underline">
            {data.supportEmail}
          </a>{" "}
          (voir aussi notre <PrivacyPolicyLink />
          ).
        </p>
      </LegalSection>
    </LegalPage>
  );
}
