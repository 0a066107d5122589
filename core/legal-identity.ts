// The company behind the shop (decisions 033, 037 and 093): one type for the legal pages, the invoices' seller and
// the products' default operator. Kept in the database (server/modules/shop-identity), edited in the back office;
// the LEGAL_* variables are only its first value.
import { TO_COMPLETE } from "./product-information";

/**
 * Each detail: its variable (the first value; none for the shop's social accounts, known only from the back office),
 * its label in the back office, its longest length.
 */
export const LEGAL_FIELDS = {
  companyName: { variable: "LEGAL_COMPANY_NAME", label: "Raison sociale", max: 200 },
  legalForm: { variable: "LEGAL_FORM", label: "Forme juridique et capital", max: 200 },
  siren: { variable: "LEGAL_SIREN", label: "SIREN", max: 20 },
  rcsCity: { variable: "LEGAL_RCS_CITY", label: "Ville du RCS", max: 100 },
  vatNumber: { variable: "LEGAL_VAT_NUMBER", label: "N° de TVA intracommunautaire", max: 30 },
  address: { variable: "LEGAL_ADDRESS", label: "Adresse du siège social", max: 300 },
  director: { variable: "LEGAL_DIRECTOR", label: "Directeur de la publication", max: 200 },
  hostName: { variable: "LEGAL_HOST_NAME", label: "Hébergeur : nom", max: 200 },
  hostAddress: { variable: "LEGAL_HOST_ADDRESS", label: "Hébergeur : adresse", max: 300 },
  hostPhone: { variable: "LEGAL_HOST_PHONE", label: "Hébergeur : téléphone", max: 30 },
  mediatorName: { variable: "LEGAL_MEDIATOR_NAME", label: "Médiateur de la consommation : nom", max: 200 },
  mediatorAddress: { variable: "LEGAL_MEDIATOR_ADDRESS", label: "Médiateur de la consommation : adresse", max: 300 },
  mediatorWebsite: { variable: "LEGAL_MEDIATOR_WEBSITE", label: "Médiateur de la consommation : site", max: 300 },
  instagramUrl: { variable: null, label: "Instagram", max: 300 },
  facebookUrl: { variable: null, label: "Facebook", max: 300 },
  tiktokUrl: { variable: null, label: "TikTok", max: 300 },
} as const;

export type LegalField = keyof typeof LEGAL_FIELDS;
export type LegalVariable = NonNullable<(typeof LEGAL_FIELDS)[LegalField]["variable"]>;

/** The shop's accounts on social networks, each with the site's own address (the footer's « Suivez-nous »). */
export const SOCIAL_ACCOUNTS = [
  { field: "instagramUrl", site: "instagram.com", example: "https://www.instagram.com/maisonh" },
  { field: "facebookUrl", site: "facebook.com", example: "https://www.facebook.com/maisonh" },
  { field: "tiktokUrl", site: "tiktok.com", example: "https://www.tiktok.com/@maisonh" },
] as const satisfies readonly { field: LegalField; site: string; example: string }[];

/** Whether a detail is one of the social accounts (optional: no « à compléter » for them). */
export const isSocialAccount = (field: LegalField) => SOCIAL_ACCOUNTS.some((account) => account.field === field);

export interface SocialLink {
  label: string;
  href: string;
}

/** The accounts the shop has given, in the footer's order: none invented, none shown « à compléter ». */
export function socialLinksOf(identity: LegalIdentity): SocialLink[] {
  return SOCIAL_ACCOUNTS.filter(({ field }) => identity[field].trim() !== "").map(({ field }) => ({
    label: LEGAL_FIELDS[field].label,
    href: identity[field].trim(),
  }));
}

/** The details as kept: an empty string for one not known yet. */
export type LegalIdentity = Record<LegalField, string>;

export const LEGAL_FIELD_NAMES = Object.keys(LEGAL_FIELDS) as LegalField[];

export const EMPTY_IDENTITY: LegalIdentity = Object.fromEntries(
  LEGAL_FIELD_NAMES.map((field) => [field, ""]),
) as LegalIdentity;

/** No detail known: the identity was never filled in. */
export const isBlankIdentity = (identity: LegalIdentity) => LEGAL_FIELD_NAMES.every((f) => identity[f].trim() === "");

/** For the pages and documents: « à compléter » for every detail not known, never an invented company. */
export function shownIdentity(identity: LegalIdentity): LegalIdentity {
  return Object.fromEntries(
    LEGAL_FIELD_NAMES.map((field) => [field, identity[field].trim() || TO_COMPLETE]),
  ) as LegalIdentity;
}

/** The identity from LEGAL_* variables (or any record named like them): trimmed, missing ones empty. */
export function identityFromVariables(variables: Partial<Record<LegalVariable, string | undefined>>): LegalIdentity {
  return Object.fromEntries(
    LEGAL_FIELD_NAMES.map((field) => {
      const variable = LEGAL_FIELDS[field].variable;
      return [field, variable ? (variables[variable] ?? "").trim() : ""];
    }),
  ) as LegalIdentity;
}
