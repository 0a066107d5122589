/**
 * The four legal pages, in the footer's order: what every page's footer needs (their words for search engines are
 * the legal pages' own, in legal.ts, so that every page's scripts do not carry them).
 */
export const LEGAL_PAGES = [
  { path: "/mentions-legales", label: "Mentions légales" },
  { path: "/cgv", label: "Conditions générales de vente" },
  { path: "/confidentialite", label: "Politique de confidentialité" },
  { path: "/cookies", label: "Cookies" },
] as const;

export type LegalPath = (typeof LEGAL_PAGES)[number]["path"];

/** The service's phone as a `tel:` address (its spaces taken out): the footer's, the legal pages' and the cancelled payment's link. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;
