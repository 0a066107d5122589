import type { AppLoadContext } from "react-router";
import { LEGAL_PAGES, type LegalPath } from "#app/lib/legal-pages";
import { seoMeta } from "#app/lib/meta";
import type { LegalIdentity } from "#core/legal-identity";
import type { PublicConfig } from "#app/lib/loader-data";

/** What the legal pages need: the shop, its contact and the company behind it (« à compléter » where not known). */
export type LegalPageData = Pick<
  PublicConfig,
  "shopName" | "publicUrl" | "shortName" | "supportEmail" | "supportPhone" | "shippingCutOffHour"
> & {
  legal: LegalIdentity;
};

export function legalPageData(config: PublicConfig, legal: LegalIdentity): LegalPageData {
  const { shopName, publicUrl, shortName, supportEmail, supportPhone, shippingCutOffHour } = config;
  return { shopName, publicUrl, shortName, supportEmail, supportPhone, shippingCutOffHour, legal };
}

/** What search engines read of each legal page (its title is its footer label, `LEGAL_PAGES`). */
const LEGAL_DESCRIPTIONS: Record<LegalPath, string> = {
  "/mentions-legales":
    "L'éditeur de la boutique, le directeur de la publication, l'hébergeur et comment nous contacter.",
  "/cgv": "Prix, commande, paiement, livraison, droit de rétractation de 14 jours, garanties légales et médiation.",
  "/confidentialite": "Les données que la boutique conserve, pourquoi, combien de temps, et vos droits.",
  "/cookies": "La boutique n'utilise que des cookies strictement nécessaires, sans bandeau de consentement.",
};

/** A legal page's meta function: its title from LEGAL_PAGES, its description from LEGAL_DESCRIPTIONS. */
export function legalMeta(path: LegalPath) {
  const page = LEGAL_PAGES.find((p) => p.path === path)!;
  return ({ matches }: { matches: Parameters<typeof seoMeta>[0]["matches"] }) =>
    seoMeta({ matches, title: page.label, description: LEGAL_DESCRIPTIONS[path], path });
}

/**
 * Every legal page's loader: the configuration and the shop's identity (the database's, decision 093), nothing of
 * the visitor, so the pages stay publicly cacheable.
 */
export async function legalLoader({ context }: { context: AppLoadContext }): Promise<LegalPageData> {
  return legalPageData(context.services.config, await context.services.shopIdentity.shown());
}
