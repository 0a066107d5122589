import type { Db } from "#server/db/client";
import { promoCodes } from "./schema";

type PromoRow = typeof promoCodes.$inferInsert;

/** The codes the shop advertises (spec §1, §9). Listed in the README. */
export const promoSeed: PromoRow[] = [
  {
    code: "PROMO5",
    name: "PROMO5",
    description: "5 € de réduction et livraison offerte dès 25 € d'achat",
    type: "fixed_amount",
    value: 500,
    minimumAmountCents: 2500,
    freeShipping: true,
  },
  {
    code: "PACK50",
    name: "Pack 2 parfums",
    description: "Deux parfums pour 50 €",
    type: "bundle",
    value: 5000,
    bundleSize: 2,
    categoryRestriction: "parfum",
  },
  {
    code: "PACK3PARFUMS",
    name: "Pack 3 parfums",
    description: "Trois parfums pour 70 €",
    type: "bundle",
    value: 7000,
    bundleSize: 3,
    categoryRestriction: "parfum",
  },
  {
    code: "HRO15",
    name: "HRO15",
    description: "15 € de réduction dès 45 € d'achat",
    type: "fixed_amount",
    value: 1500,
    minimumAmountCents: 4500,
  },
  {
    code: "REDUCTION15",
    name: "Réduction 15 %",
    description: "15 % de réduction, jusqu'à 30 € d'économie",
    type: "percentage",
    value: 1500,
    maximumAmountCents: 3000,
  },
  {
    code: "LIVRAISON0",
    name: "LIVRAISON0",
    description: "Livraison offerte",
    type: "free_shipping",
    value: 0,
    freeShipping: true,
  },
  {
    code: "JESS69",
    name: "JESS69",
    description: "10 % de réduction (code partenaire)",
    type: "percentage",
    value: 1000,
  },
  {
    code: "BIENVENUE10",
    name: "Bienvenue",
    description: "7 € de réduction sur la première commande dès 29,99 €, une fois par client",
    type: "fixed_amount",
    value: 700,
    minimumAmountCents: 2999,
    usesPerCustomer: 1,
  },
];

/** Adds the advertised codes that are missing; never changes one an administrator edited. */
export async function seedPromotions(db: Db): Promise<number> {
  const inserted = await db
    .insert(promoCodes)
    .values(promoSeed)
    .onConflictDoNothing()
    .returning({ code: promoCodes.code });
  return inserted.length;
}
