import {
  formatLabel,
  HONEY_FORMAT_GRAMS,
  HONEY_FORMATS,
  honeyGalleryPaths,
  honeyVariantId,
  productImagePath,
} from "#core/catalog";
import type { Db } from "#server/db/client";
import { FOOD_VAT_BP, NORMAL_VAT_BP } from "#core/vat";
import { defaultHoneyDetail } from "./default-detail";
import type { ProductInformation } from "#core/product-information";
import { EMPTY_INFORMATION } from "#core/product-information";
import { honeyDetails, priceHistory, productInformation, productReviews, products, productVariants } from "./schema";
import { honeyInformation } from "./seed-information";
import type { CatalogSeed } from "./seed-types";

type ProductRow = typeof products.$inferInsert;
type VariantRow = typeof productVariants.$inferInsert;
type DetailRow = typeof honeyDetails.$inferInsert;
type ReviewRow = typeof productReviews.$inferInsert;
type InformationRow = ProductInformation & { productId: string };

export interface CatalogRows {
  products: ProductRow[];
  variants: VariantRow[];
  details: DetailRow[];
  reviews: ReviewRow[];
  /** One per product: the regulatory facts the spec gives, null where it gives none (decision 084). */
  information: InformationRow[];
}

/** Turns the written catalogue into table rows. Pure, so it is tested without a database. */
export function catalogRows(seed: CatalogSeed): CatalogRows {
  const rows: CatalogRows = { products: [], variants: [], details: [], reviews: [], information: [] };
  let position = 0;

  for (const honey of seed.honeys) {
    rows.products.push({
      id: honey.id,
      kind: "honey",
      name: honey.name,
      title: honey.title,
      description: honey.description,
      ritual: honey.ritual,
      category: honey.category,
      country: honey.country,
      countryFlag: honey.countryFlag,
      origin: honey.origin,
      notes: honey.notes,
      properties: honey.properties,
      image: productImagePath(honey.id),
      rating: honey.rating,
      badge: honey.badge,
      position: position++,
      vatRateBp: FOOD_VAT_BP,
    });
    HONEY_FORMATS.forEach((format, index) => {
      rows.variants.push({
        id: honeyVariantId(honey.id, format),
        productId: honey.id,
        label: formatLabel(format),
        format,
        weightGrams: HONEY_FORMAT_GRAMS[format],
        priceCents: honey.pricesCents[format],
        stock: honey.stock?.[format] ?? null,
        image: productImagePath(honey.id),
        position: index,
      });
    });
    rows.information.push({ productId: honey.id, ...honeyInformation(honey) });
    const detail = honey.detail ? { ...honey.detail, gallery: honeyGalleryPaths(honey.id) } : defaultHoneyDetail(honey);
    rows.details.push({
      productId: honey.id,
      gallery: detail.gallery,
      characteristics: detail.characteristics,
      benefits: detail.benefits,
      usageTips: detail.usageTips,
      detailedDescription: detail.detailedDescription,
      isDefault: honey.detail === null,
    });
    detail.reviews.forEach((review, index) => {
      rows.reviews.push({
        id: `${honey.id}-avis-${index + 1}`,
        productId: honey.id,
        author: review.author,
        rating: review.rating,
        comment: review.comment,
        reviewedOn: review.date,
      });
    });
  }

  for (const perfume of seed.perfumes) {
    rows.products.push({
      id: perfume.id,
      kind: "perfume",
      name: perfume.name,
      description: perfume.description,
      collection: perfume.collection,
      notes: perfume.notes,
      image: productImagePath(perfume.id),
      rating: perfume.rating,
      badge: perfume.badge,
      position: position++,
      vatRateBp: NORMAL_VAT_BP,
    });
    rows.variants.push({
      id: perfume.id,
      productId: perfume.id,
      label: "Flacon",
      volumeMl: perfume.volumeMl ?? null,
      priceCents: perfume.priceCents,
      stock: perfume.stock ?? null,
      image: productImagePath(perfume.id),
    });
  }

  for (const item of seed.wellness) {
    rows.products.push({
      id: item.id,
      kind: "wellness",
      name: item.name,
      subtitle: item.subtitle,
      description: item.description,
      notes: item.notes,
      image: productImagePath(item.id),
      rating: item.rating,
      badge: item.badge,
      position: position++,
      vatRateBp: FOOD_VAT_BP,
    });
    item.offers.forEach((offer, index) => {
      rows.variants.push({
        id: offer.id,
        productId: item.id,
        label: offer.label,
        description: offer.description,
        quantity: offer.quantity,
        weightGrams: item.unitGrams ?? null,
        priceCents: offer.priceCents,
        originalPriceCents: offer.originalPriceCents,
        image: productImagePath(offer.id),
        position: index,
      });
    });
  }

  for (const pack of seed.packages) {
    rows.products.push({
      id: pack.id,
      kind: "package",
      name: pack.name,
      description: pack.description,
      image: productImagePath(pack.id),
      rating: 5,
      badge: pack.badge,
      position: position++,
      vatRateBp: pack.vatRateBp ?? FOOD_VAT_BP,
    });
    rows.variants.push({
      id: pack.id,
      productId: pack.id,
      label: pack.name,
      priceCents: pack.priceCents,
      image: productImagePath(pack.id),
    });
  }

  for (const product of rows.products) {
    if (product.kind !== "honey") rows.information.push({ productId: product.id, ...EMPTY_INFORMATION });
  }
  return rows;
}

export interface SeedReport {
  products: number;
  variants: number;
  details: number;
  reviews: number;
  information: number;
}

/**
 * Adds what is missing of the catalogue. A row that exists is left as it is, so a restart never
 * duplicates anything nor undoes what an administrator changed (price, stock, text). `exampleReviews`: the
 * written reviews too — only for a demonstration: a shop taking real payments stores no review no customer wrote
 * (decision 086).
 */
export async function seedCatalog(
  db: Db,
  seed: CatalogSeed,
  options: { exampleReviews: boolean },
): Promise<SeedReport> {
  const rows = catalogRows(seed);
  return db.transaction(async (tx) => {
    const inserted = async <T>(promise: Promise<T[]>) => (await promise).length;
    const productCount = await inserted(
      tx.insert(products).values(rows.products).onConflictDoNothing().returning({ id: products.id }),
    );
    const newVariants = await tx
      .insert(productVariants)
      .values(rows.variants)
      .onConflictDoNothing()
      .returning({ variantId: productVariants.id, priceCents: productVariants.priceCents });
    // A new variant's catalogue price is the first entry of its price history.
    if (newVariants.length > 0) await tx.insert(priceHistory).values(newVariants);
    return {
      products: productCount,
      variants: newVariants.length,
      details: await inserted(
        tx.insert(honeyDetails).values(rows.details).onConflictDoNothing().returning({ id: honeyDetails.productId }),
      ),
      reviews:
        options.exampleReviews && rows.reviews.length > 0
          ? await inserted(
              tx.insert(productReviews).values(rows.reviews).onConflictDoNothing().returning({ id: productReviews.id }),
            )
          : 0,
      information: await inserted(
        tx
          .insert(productInformation)
          .values(rows.information)
          .onConflictDoNothing()
          .returning({ id: productInformation.productId }),
      ),
    };
  });
}
