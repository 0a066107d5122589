// What an administrator may write as the shop's identity, with French refusals: one definition for the API's body
// (server/api/admin/shop-identity.ts) and the back-office form that works without JavaScript (server/pages).
import { z } from "zod";
import {
  type LegalField,
  type LegalIdentity,
  LEGAL_FIELD_NAMES,
  LEGAL_FIELDS,
  SOCIAL_ACCOUNTS,
} from "#core/legal-identity";

/** One line of text (no line break nor control character), trimmed, empty allowed unless `required`. */
function line(field: LegalField) {
  const { label, max } = LEGAL_FIELDS[field];
  return z
    .string({ error: `${label} : texte attendu.` })
    .trim()
    .max(max, `${label} : ${max} caractères au plus.`)
    .refine((value) => !/\p{Cc}/u.test(value), `${label} : une seule ligne, sans caractère de contrôle.`);
}

/** Empty, or matching `pattern` once spaces are taken out. */
const shaped = (field: LegalField, pattern: RegExp, expected: string) =>
  line(field).refine(
    (value) => value === "" || pattern.test(value.replace(/\s/g, "")),
    `${LEGAL_FIELDS[field].label} : ${expected}.`,
  );

const shapes: Partial<Record<LegalField, z.ZodType<string>>> = {
  companyName: line("companyName").min(
    1,
    "Raison sociale : obligatoire (les pages légales et les factures la nomment).",
  ),
  siren: shaped("siren", /^\d{9}$/, "9 chiffres attendus (ex. 912 345 678)"),
  vatNumber: shaped("vatNumber", /^[A-Z]{2}[0-9A-Z]{2,13}$/, "numéro attendu comme FR12912345678"),
  mediatorWebsite: shaped(
    "mediatorWebsite",
    /^https?:\/\/[^/\s]+\.[^\s]+$/,
    "adresse http(s) attendue (ex. https://www.cm2c.net)",
  ),
};

/** Empty, or the https address of a page on the network's own site (never another site under its name). */
const account = (field: LegalField, site: string, example: string) =>
  line(field).refine((value) => {
    if (value === "") return true;
    const url = URL.parse(value);
    return (
      url !== null &&
      url.protocol === "https:" &&
      (url.hostname === site || url.hostname.endsWith(`.${site}`)) &&
      url.pathname.length > 1 &&
      !url.username &&
      !url.password
    );
  }, `${LEGAL_FIELDS[field].label} : adresse https de la page de la boutique sur ${site} attendue (ex. ${example}).`);

for (const { field, site, example } of SOCIAL_ACCOUNTS) shapes[field] = account(field, site, example);

/** One detail's rule. */
export const legalDetailInput = (field: LegalField): z.ZodType<string> => shapes[field] ?? line(field);

/** The whole identity, every detail given (empty: « à compléter »). */
export const legalIdentityInput = z.strictObject(
  Object.fromEntries(LEGAL_FIELD_NAMES.map((field) => [field, legalDetailInput(field)])) as Record<
    LegalField,
    z.ZodType<string>
  >,
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Champ inconnu : ${issue.keys.join(", ")}.` : "Objet attendu.",
  },
) as unknown as z.ZodType<LegalIdentity>;
