// `/parfum/:id`: a perfume shaped into its page's view. Pure, like views.ts.
import type { PerfumeCollection } from "#core/catalog";
import { EMPTY_INFORMATION, type ProductInformation } from "#core/product-information";
import { measuredPriceText, measureOf } from "#core/unit-price";
import type { ProductWithVariants } from "./service";

/** Its regulatory facts as the product pages read them (decision 084): the operator resolved, each fact null while unknown. */
export interface PerfumeInformation extends ProductInformation {
  /** False with real payments while a mandatory fact is missing: not sold yet. */
  onSale: boolean;
}

const PYRAMID_LEVELS = ["head", "heart", "base"] as const;

/**
 * The perfume, its bottle (price, volume and price per litre only when the volume is known, decision 039) and what
 * the cosmetics regulation asks its page to say (decision 085). Each unknown fact stays null; the note pyramid keeps
 * only the levels the catalogue gives, its flat list of notes being the one olfactory fact always known.
 */
export function perfumePageView(perfume: ProductWithVariants, information: PerfumeInformation | null) {
  const bottle = perfume.variants[0]!;
  const facts = information ?? EMPTY_INFORMATION;
  const ingredients = facts.ingredients?.length ? facts.ingredients : null;
  const pyramid = facts.pyramid;
  const line: PerfumeCollection = perfume.collection === "Mme.H" ? "Mme.H" : "Mr.H";
  return {
    perfume: {
      id: perfume.id,
      name: perfume.name,
      line,
      description: perfume.description,
      image: perfume.image,
      badge: perfume.badge,
      notes: perfume.notes,
    },
    photos: perfume.photos,
    bottle: {
      id: bottle.id,
      priceCents: bottle.priceCents,
      volumeMl: bottle.volumeMl,
      unitPrice: measuredPriceText(bottle.priceCents, measureOf(bottle)),
      soldOut: bottle.stock === 0,
      onSale: information?.onSale ?? false,
    },
    composition: {
      concentration: facts.concentration,
      pyramid: pyramid
        ? PYRAMID_LEVELS.flatMap((level) => (pyramid[level].length > 0 ? [{ level, notes: pyramid[level] }] : []))
        : [],
      ingredients: ingredients?.map((i) => i.name) ?? null,
      // Named only from a known list: an unknown list says nothing of its allergens.
      allergens: ingredients?.filter((i) => i.allergen).map((i) => i.name) ?? null,
      precautions: facts.precautions,
      paoMonths: facts.paoMonths,
      operator: facts.operator,
    },
  };
}
