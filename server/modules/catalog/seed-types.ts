import type { HoneyCategory, HoneyFormat, PerfumeBadge, PerfumeCollection } from "#core/catalog";

// The shape of the catalogue as written in seed-data.ts. Money in integer cents.

export interface ReviewSeed {
  author: string;
  /** 1 to 5 */
  rating: number;
  comment: string;
  /** ISO date, YYYY-MM-DD */
  date: string;
}

export interface HoneyDetailSeed {
  /** Keys among: poids, texture, conservation, origine, acidite, crystallisation, composition, certification, couleur. */
  characteristics: Record<string, string>;
  benefits: string[];
  usageTips: string[];
  /** Trusted HTML written by us (p, strong, em, ul, li, h3 only). */
  detailedDescription: string;
  reviews: ReviewSeed[];
}

export interface HoneySeed {
  id: string;
  name: string;
  country: string;
  /** An emoji flag, e.g. "🇾🇪" */
  countryFlag: string;
  title: string;
  description: string;
  ritual: string;
  /** Tasting notes, single words or short phrases; cards show the first three. */
  notes: string[];
  /** 0 to 5, one decimal */
  rating: number;
  badge: string | null;
  category: HoneyCategory;
  origin: string;
  properties: string[];
  pricesCents: Record<HoneyFormat, number>;
  /** Units in stock per format; a format left out is unlimited. */
  stock?: Partial<Record<HoneyFormat, number>>;
  /** null: the product gets the generated default detail. */
  detail: HoneyDetailSeed | null;
}

export interface PerfumeSeed {
  id: string;
  name: string;
  collection: PerfumeCollection;
  priceCents: number;
  description: string;
  notes: string[];
  rating: number;
  badge: PerfumeBadge | null;
  stock?: number;
  /** The bottle's volume in ml, only when known (decision 039: never guessed). */
  volumeMl?: number;
}

export interface WellnessOfferSeed {
  /** shilajit_1, shilajit_2, shilajit_3 */
  id: string;
  label: string;
  description: string;
  quantity: number;
  priceCents: number;
  originalPriceCents: number | null;
}

export interface WellnessSeed {
  id: string;
  name: string;
  subtitle: string;
  description: string;
  priceCents: number;
  notes: string[];
  rating: number;
  badge: string | null;
  /** One pot's net weight in grams, only when known (decision 039: never guessed). */
  unitGrams?: number;
  offers: WellnessOfferSeed[];
}

/** A direct-purchase package (the /paiement page and the crypto fallback packages). */
export interface PackageSeed {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  badge: string | null;
  /** VAT rate in basis points; a food package (honey) when absent: 550. */
  vatRateBp?: number;
}

export interface CatalogSeed {
  honeys: HoneySeed[];
  perfumes: PerfumeSeed[];
  wellness: WellnessSeed[];
  packages: PackageSeed[];
}
