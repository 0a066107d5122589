import { Link } from "react-router";
import type { LegalPageData } from "#app/lib/legal";
import { dispatchRuleText } from "#core/dispatch-rule";
import {
  ContactLinks,
  Facts,
  LegalPage,
  LegalSection,
  MediatorWebsite,
  PrivacyPolicyLink,
  PublisherLine,
} from "./legal-page";
import { WithdrawalModelForm } from "./withdrawal-form";

/**
 * The edition of the text below: raise the version and the date with every change of the conditions (a customer's
 * order is governed by the edition in force when it was placed).
 */
export const TERMS_EDITION = { version: "1.3", updatedOn: "2026-12-07" } as const;

const dayFr = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

/** Conditions générales de vente: the consumer's rights of the Code de la consommation, the shop's own promises apart. */
export function TermsOfSale({ data }: { data: LegalPageData }) {
  const { legal } = data;
  return (
    <LegalPage
      title="Conditions générales de vente"
      edition={`Version ${TERMS_EDITION.version} — dernière mise à jour le ${dayFr.format(new Date(`${TERMS_EDITION.updatedOn}T12:00:00Z`))}`}
      lead={
        <>
          Les présentes conditions régissent les ventes conclues sur le site {data.publicUrl} entre{" "}
          <PublisherLine data={data} />, et tout consommateur. Toute commande vaut acceptation de ces conditions.
        </>
      }
    >
      <LegalSection id="prix" title="1. Prix">
        <p>
          Les prix sont indiqués en euros, toutes taxes comprises (TTC). Les frais de livraison, calculés selon le pays
          de livraison, sont indiqués avant la validation de la commande et ajoutés au total.
        </p>
      </LegalSection>
      <LegalSection id="commande" title="2. Commande">
        <p>
          Vous choisissez vos articles, vérifiez le récapitulatif de votre panier, saisissez votre adresse de livraison
          et choisissez le mode de paiement. La commande est passée lorsque vous cliquez sur le bouton «&nbsp;Finaliser
          l'achat&nbsp;», accompagné de la mention «&nbsp;Commande avec obligation de paiement&nbsp;». Un e-mail
          confirme ensuite la commande et son contenu.
        </p>
      </LegalSection>
      <LegalSection id="paiement" title="3. Paiement">
        <p>
          Le paiement est exigible à la commande, par carte bancaire sur la page sécurisée de notre prestataire de
          paiement, ou en cryptomonnaie (Bitcoin, Ethereum, Litecoin, USDT, USDC) au cours garanti pendant la durée de
          validité de la facture. La commande n'est préparée qu'une fois le paiement reçu.
        </p>
      </LegalSection>
      <LegalSection id="livraison" title="4. Livraison">
        <p>
          Nous livrons en France, en Belgique, au Luxembourg et en Suisse, à l'adresse ou au point relais choisi.{" "}
          {dispatchRuleText(data.shippingCutOffHour)} (jours ouvrés : du lundi au vendredi, hors jours fériés en
          France). La date de livraison estimée est affichée sur la fiche du produit, dans le panier et avant le
          paiement. À défaut de livraison dans un délai de 30 jours après la commande, vous pouvez résoudre le contrat
          dans les conditions des articles L216-6 et suivants du Code de la consommation.
        </p>
      </LegalSection>
      <LegalSection id="retractation" title="5. Droit de rétractation (14 jours)">
        <p>
          Conformément à l'article L221-18 du Code de la consommation, vous disposez d'un délai de 14 jours pour exercer
          votre droit de rétractation, sans avoir à motiver votre décision ni à supporter d'autres coûts que les frais
          de retour. Ce délai court à compter de la réception du bien (du dernier bien pour une commande livrée en
          plusieurs fois).
        </p>
        <p>
          Pour l'exercer, informez-nous de votre décision par une déclaration dénuée d'ambiguïté — par e-mail ou par
          téléphone : <ContactLinks data={data} />, ou par courrier à {legal.address} — ou en utilisant le modèle de
          formulaire ci-dessous. Renvoyez les articles dans les 14 jours suivant cette communication. Nous vous
          rembourserons la totalité des sommes versées, frais de livraison initiaux compris (hors supplément pour un
          mode de livraison plus coûteux que le mode standard), au plus tard 14 jours après avoir été informés de votre
          décision, par le même moyen de paiement. Nous pouvons différer le remboursement jusqu'à la récupération des
          biens ou la preuve de leur expédition.
        </p>
        <p>
          <strong>En ligne :</strong> vous pouvez aussi remplir ce formulaire depuis la page de votre commande — depuis{" "}
          <Link to="/profil#commandes" className="font-semibold text-miel-900 underline">
            Mes commandes
          </Link>{" "}
          si vous avez un compte, ou depuis le lien «&nbsp;Voir ma commande&nbsp;» de votre e-mail de confirmation — en
          choisissant les articles concernés. Un accusé de réception reprenant votre déclaration vous est envoyé
          aussitôt par e-mail (article L221-21).
        </p>
        <p>
          <strong>Exceptions (article L221-28) :</strong> le droit de rétractation ne peut pas être exercé pour les
          biens descellés après la livraison et qui ne peuvent être renvoyés pour des raisons d'hygiène ou de protection
          de la santé — un parfum dont le scellé a été ouvert, un pot de miel ou de Shilajit ouvert — ni pour les biens
          susceptibles de se détériorer ou de se périmer rapidement.
        </p>
        <WithdrawalModelForm data={data} />
      </LegalSection>
      <LegalSection id="retours" title="6. Notre garantie «&nbsp;satisfait ou remboursé&nbsp;» (30 jours)">
        <p>
          En plus du droit légal de rétractation, et sans le remplacer, {data.shopName} accepte le retour des articles
          non ouverts dans les 30 jours suivant leur réception. Contactez-nous pour organiser le retour.
        </p>
      </LegalSection>
      <LegalSection id="garanties" title="7. Garanties légales">
        <p>
          Les biens bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la
          consommation) : pendant 2 ans à compter de la délivrance, vous pouvez obtenir la réparation ou le remplacement
          du bien, ou à défaut une réduction du prix ou la résolution de la vente, sans avoir à prouver l'existence du
          défaut pendant ce délai. Ils bénéficient aussi de la garantie des vices cachés (articles 1641 à 1649 du Code
          civil) : dans les 2 ans suivant la découverte du vice, vous pouvez choisir la résolution de la vente ou une
          réduction du prix.
        </p>
      </LegalSection>
      <LegalSection id="mediation" title="8. Réclamations et médiation">
        <p>
          Pour toute réclamation, contactez d'abord notre service client : <ContactLinks data={data} />. Si le litige
          n'est pas résolu, vous pouvez recourir gratuitement au médiateur de la consommation (article L612-1 du Code de
          la consommation) :
        </p>
        <Facts
          rows={[
            ["Médiateur de la consommation", legal.mediatorName],
            ["Adresse", legal.mediatorAddress],
            ["Site internet", <MediatorWebsite key="site" website={legal.mediatorWebsite} />],
          ]}
        />
      </LegalSection>
      <LegalSection id="donnees" title="9. Données personnelles">
        <p>
          Vos données sont traitées selon notre <PrivacyPolicyLink />. Le contrat est soumis au droit français.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
