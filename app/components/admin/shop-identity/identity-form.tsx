import { Form } from "react-router";
import {
  isSocialAccount,
  type LegalField,
  type LegalIdentity,
  LEGAL_FIELDS,
  SOCIAL_ACCOUNTS,
} from "#core/legal-identity";
import { TO_COMPLETE } from "#core/product-information";
import { Panel } from "#app/components/admin/panel";
import { TextField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";

/** The form's sections: what the legal pages group together. */
const SECTIONS: { id: string; title: string; fields: LegalField[] }[] = [
  {
    id: "societe",
    title: "La société (mentions légales, CGV, factures)",
    fields: ["companyName", "legalForm", "siren", "rcsCity", "vatNumber", "address"],
  },
  { id: "publication", title: "Directeur de la publication", fields: ["director"] },
  { id: "hebergeur", title: "Hébergeur du site", fields: ["hostName", "hostAddress", "hostPhone"] },
  {
    id: "mediateur",
    title: "Médiateur de la consommation (CGV)",
    fields: ["mediatorName", "mediatorAddress", "mediatorWebsite"],
  },
  {
    id: "reseaux",
    title: "Réseaux sociaux (pied de page : « Suivez-nous »)",
    fields: SOCIAL_ACCOUNTS.map((a) => a.field),
  },
];

const HINTS: Partial<Record<LegalField, string>> = {
  companyName: "Obligatoire. Vendeur des factures et avoirs, exploitant des produits qui n'en nomment pas d'autre.",
  legalForm: "Ex. SAS au capital de 10 000 €",
  siren: "9 chiffres, ex. 912 345 678",
  vatNumber: "Ex. FR12912345678",
  address: "Aussi l'adresse du formulaire de rétractation.",
  mediatorWebsite: "Adresse complète, ex. https://www.cm2c.net",
  ...Object.fromEntries(
    SOCIAL_ACCOUNTS.map(({ field, example }) => [
      field,
      `Facultatif. La page de la boutique, ex. ${example}. Vide : pas de lien au pied de page.`,
    ]),
  ),
};

/**
 * The shop's legal identity (decision 093), every detail on one form; an empty detail reads « à compléter » on the
 * pages. `variables`: what LEGAL_* say, shown under a detail they no longer set.
 */
export function IdentityForm({
  identity,
  variables,
  errors,
}: {
  identity: LegalIdentity;
  variables: LegalIdentity | null;
  errors: Partial<Record<LegalField, string>>;
}) {
  return (
    <Form method="post" noValidate>
      {SECTIONS.map((section) => (
        <Panel key={section.id} id={section.id} title={section.title}>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {section.fields.map((field) => {
              const variable = variables?.[field];
              const overridden = variable && variable !== identity[field];
              const hint = [
                HINTS[field],
                overridden
                  ? `${LEGAL_FIELDS[field].variable} vaut « ${variable} », sans effet : ce formulaire l'emporte.`
                  : null,
              ]
                .filter(Boolean)
                .join(" ");
              return (
                <TextField
                  key={field}
                  id={`identite-${field}`}
                  name={field}
                  label={LEGAL_FIELDS[field].label}
                  hint={hint || undefined}
                  defaultValue={identity[field]}
                  placeholder={isSocialAccount(field) ? "facultatif" : TO_COMPLETE}
                  maxLength={LEGAL_FIELDS[field].max}
                  required={field === "companyName"}
                  error={errors[field]}
                  className={field === "address" || field.endsWith("Address") ? "sm:col-span-2" : undefined}
                />
              );
            })}
          </div>
        </Panel>
      ))}
      <div className="mt-6">
        <Button type="submit">Enregistrer l'identité</Button>
      </div>
    </Form>
  );
}
