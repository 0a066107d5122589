import type { AppLoadContext } from "react-router";
import { seoMeta } from "#app/lib/meta";
import type { PublicConfig } from "#server/env";

/** What the legal pages need of the configuration: the shop, its contact and the company behind it. */
export type LegalPageData = Pick<
  PublicConfig,
  "shopName" | "publicUrl" | "shortName" | "supportEmail" | "supportPhone"
> & {
  legal: PublicConfig["legal"];
};

export function legalPageData(config: PublicConfig): LegalPageData {
  const { shopName, publicUrl, shortName, supportEmail, supportPhone, legal } = config;
  return { shopName, publicUrl, shortName, supportEmail, supportPhone, legal };
}

/** The four legal pages, in the footer's order. */
export const LEGAL_PAGES = [
  {
    path: "/mentions-legales",
    label: "Mentions légales",
    description: "L'éditeur de la boutique, le directeur de la publication, l'hébergeur et comment nous contacter.",
  },
  {
    path: "/cgv",
    label: "Conditions générales de vente",
    description:
      "Prix, commande, paiement, livraison, droit de rétractation de 14 jours, garanties légales et médiation.",
  },
  {
    path: "/confidentialite",
    label: "Politique de confidentialité",
    description: "Les données que la boutique conserve, pourquoi, combien de temps, et vos droits.",
  },
  {
    path: "/cookies",
    label: "Cookies",
    description: "La boutique n'utilise que des cookies strictement nécessaires, sans bandeau de consentement.",
  },
] as const;

type LegalPath = (typeof LEGAL_PAGES)[number]["path"];

/** A legal page's meta function: its title and description from LEGAL_PAGES. */
export function legalMeta(path: LegalPath) {
  const page = LEGAL_PAGES.find((p) => p.path === path)!;
  return ({ matches }: { matches: Parameters<typeof seoMeta>[0]["matches"] }) =>
    seoMeta({ matches, title: page.label, description: page.description, path });
}

/** Every legal page's loader: the configuration only, so the pages stay publicly cacheable. */
export function legalLoader({ context }: { context: AppLoadContext }): LegalPageData {
  return legalPageData(context.services.config);
}
