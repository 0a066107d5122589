import { Link } from "react-router";
import type { LegalPageData } from "#app/lib/legal";
import {
  AudienceNotice,
  ContactLinks,
  DetailCards,
  ExternalLink,
  LegalPage,
  LegalSection,
  PublisherLine,
} from "./legal-page";

const stored = [
  {
    what: "Compte client : adresse e-mail, nom, mot de passe (chiffré, jamais lisible)",
    why: "Vous connecter, suivre vos commandes (exécution du contrat)",
    howLong: "Jusqu'à la suppression du compte, sur simple demande",
  },
  {
    what: "Commandes : articles, montants, nom et adresse de livraison, e-mail, mode de paiement (jamais le numéro de carte)",
    why: "Préparer, livrer et facturer la commande, répondre à une réclamation (contrat, obligation légale)",
    howLong: "10 ans pour les pièces comptables (Code de commerce, art. L123-22)",
  },
  {
    what: "Sessions de connexion",
    why: "Vous garder connecté en sécurité",
    howLong: "30 jours au plus (8 heures pour un administrateur)",
  },
  {
    what: "Panier",
    why: "Garder vos articles entre deux visites",
    howLong: "Dans votre navigateur seulement, jusqu'à la commande",
  },
  {
    what: "Mesure d'audience sans cookie",
    why: "Connaître la fréquentation de la boutique (intérêt légitime)",
    howLong: "13 mois, sous forme anonyme",
  },
];

/** Politique de confidentialité (RGPD, art. 13). */
export function PrivacyPolicy({ data }: { data: LegalPageData }) {
  return (
    <LegalPage
      title="Politique de confidentialité"
      lead={
        <>
          Responsable du traitement : <PublisherLine data={data} />. Nous ne vendons ni ne louons vos données.
        </>
      }
    >
      <LegalSection id="donnees" title="Ce que nous conservons, pourquoi et combien de temps">
        <DetailCards
          items={stored.map((row) => ({
            key: row.what,
            title: row.what,
            lines: [`Pourquoi : ${row.why}`, `Durée : ${row.howLong}`],
          }))}
        />
        <AudienceNotice />
      </LegalSection>
      <LegalSection id="lettre" title="Notre lettre">
        <p>
          Si vous vous inscrivez à notre lettre (nouveautés, récoltes, offres), nous gardons votre adresse e-mail pour
          vous l'envoyer, avec la preuve de votre consentement : sa date, la phrase affichée et l'endroit où vous l'avez
          donné. Rien n'est envoyé avant que vous ayez confirmé par le lien reçu ; un achat seul ne vous inscrit jamais.
          Chaque lettre contient un lien pour vous désabonner en un clic ; votre retrait est daté et conservé comme la
          preuve du consentement, et plus aucune lettre ne vous est envoyée.
        </p>
      </LegalSection>
      <LegalSection id="destinataires" title="Qui les reçoit">
        <p>
          Seuls nos prestataires en ont besoin : le transporteur (nom et adresse de livraison), le prestataire de
          paiement par carte ou en cryptomonnaie (montant et e-mail) et l'hébergeur du site. Le numéro de votre carte
          est saisi chez le prestataire de paiement et ne nous est jamais transmis.
        </p>
      </LegalSection>
      <LegalSection id="droits" title="Vos droits">
        <p>
          Vous pouvez à tout moment demander l'accès à vos données, leur rectification, leur effacement, leur
          portabilité, la limitation de leur traitement, ou vous opposer à leur traitement. Écrivez-nous :{" "}
          <ContactLinks data={data} />. Nous répondons dans un délai d'un mois.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (
          <ExternalLink href="https://www.cnil.fr/fr/plaintes">www.cnil.fr</ExternalLink>).
        </p>
      </LegalSection>
      <LegalSection id="cookies" title="Cookies">
        <p>
          La boutique n'utilise que des cookies strictement nécessaires :{" "}
          <Link to="/cookies" className="font-semibold text-miel-900 underline">
            voir la liste des cookies
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
