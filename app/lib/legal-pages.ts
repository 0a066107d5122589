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
