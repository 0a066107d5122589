import type { LegalPageData } from "#app/lib/legal";
import { ContactLinks, Facts, LegalPage, LegalSection } from "./legal-page";

/** Mentions légales (loi pour la confiance dans l'économie numérique, art. 6 III). */
export function LegalNotice({ data }: { data: LegalPageData }) {
  const { legal } = data;
  return (
    <LegalPage
      title="Mentions légales"
      lead={`Le site ${data.publicUrl} et la boutique ${data.shopName} sont édités par la société présentée ci-dessous.`}
    >
      <LegalSection id="editeur" title="Éditeur du site">
        <Facts
          rows={[
            ["Raison sociale", legal.companyName],
            ["Forme juridique et capital", legal.legalForm],
            ["SIREN", legal.siren],
            ["Immatriculation", `RCS ${legal.rcsCity}`],
            ["N° de TVA intracommunautaire", legal.vatNumber],
            ["Siège social", legal.address],
            ["Contact", <ContactLinks key="contact" data={data} />],
          ]}
        />
      </LegalSection>
      <LegalSection id="directeur" title="Directeur de la publication">
        <p>{legal.director}</p>
      </LegalSection>
      <LegalSection id="hebergeur" title="Hébergeur">
        <Facts
          rows={[
            ["Nom", legal.hostName],
            ["Adresse", legal.hostAddress],
            ["Téléphone", legal.hostPhone],
          ]}
        />
      </LegalSection>
      <LegalSection id="propriete" title="Propriété intellectuelle">
        <p>
          Les textes, photographies, logos et marques présents sur le site appartiennent à {data.shopName} ou à leurs
          auteurs. Toute reproduction sans autorisation écrite est interdite.
        </p>
      </LegalSection>
      <LegalSection id="signalement" title="Signaler un contenu">
        <p>
          Pour signaler un contenu illicite ou poser une question sur le site, écrivez-nous :{" "}
          <ContactLinks data={data} />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
