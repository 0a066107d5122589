/** Packages sold on /paiement by `package_id` (and the crypto page's fallback packages). */
export const DIRECT_PURCHASE_IDS = [
  "parfum_homme",
  "miel_sumur",
  "parfum_femme",
  "miel_russie",
  "miel_manuka",
  "collection_miels",
] as const;

export type DirectPurchaseId = (typeof DIRECT_PURCHASE_IDS)[number];
