// A lot for each honey format and for the Shilajit, so the demonstration shop shows its traceability (decision
// 038). Added when missing (by code), never overwritten: the team's own lots and changes stay.
import { createHash } from "node:crypto";
import type { Db } from "#server/db/client";
import { lots } from "./schema";

export interface SeedProduct {
  id: string;
  name: string;
  kind: string;
  origin: string | null;
  country: string | null;
  variants: { id: string }[];
}

/** A figure between `min` and `max`, fixed for this id (the same on every start), to one decimal. */
function figure(id: string, salt: string, min: number, max: number): number {
  const n = createHash("sha256").update(`${salt}:${id}`).digest().readUInt32BE(0) / 0xffffffff;
  return Math.round((min + n * (max - min)) * 10) / 10;
}

export const seedLotCode = (id: string) => `L25-${id.toUpperCase().replace(/_/g, "-")}`.slice(0, 40);

export function seedLotRows(products: SeedProduct[]): (typeof lots.$inferInsert)[] {
  const rows: (typeof lots.$inferInsert)[] = [];
  for (const product of products) {
    if (product.kind === "honey") {
      product.variants.forEach((variant, index) => {
        const month = 5 + Math.floor(figure(product.id, "mois", 0, 4.9));
        const harvest = `2025-0${month}-${String(10 + index).padStart(2, "0")}`;
        rows.push({
          id: createHash("sha256").update(`lot:${variant.id}`).digest("hex").slice(0, 24),
          code: seedLotCode(variant.id),
          productId: product.id,
          variantId: variant.id,
          harvestDate: harvest,
          bestBefore: `2027-0${month}-${String(10 + index).padStart(2, "0")}`,
          region: [product.origin, product.country].filter(Boolean).join(", ") || "Origine déclarée",
          producer: `Rucher partenaire — ${product.origin ?? product.name}`,
          quantityReceived: 200,
          remaining: 200,
          moisturePercent: figure(product.id, "humidite", 16.2, 18.6),
          hmfMgKg: figure(product.id, "hmf", 3.5, 14.5),
          diastase: figure(product.id, "diastase", 11, 24),
          pollenSummary: `Pollen dominant conforme à l'appellation « ${product.name} » ; aucun pollen étranger à la région déclarée.`,
        });
      });
    } else if (product.kind === "wellness") {
      rows.push({
        id: createHash("sha256").update(`lot:${product.id}`).digest("hex").slice(0, 24),
        code: seedLotCode(product.id.replace(/_product$/, "")),
        productId: product.id,
        variantId: null,
        harvestDate: "2025-07-02",
        bestBefore: "2028-07-02",
        region: "Himalaya, Népal (au-dessus de 3 000 m)",
        producer: "Collecteurs partenaires de Dolpa",
        quantityReceived: 300,
        remaining: 300,
        moisturePercent: 8.4,
        hmfMgKg: null,
        diastase: null,
        pollenSummary:
          "Résine purifiée à l'eau de source ; métaux lourds (plomb, cadmium, mercure, arsenic) sous les limites du règlement (UE) 2023/915.",
      });
    }
  }
  return rows;
}

/** Adds the demonstration lots that are missing; returns how many were added. */
export async function seedLots(db: Db, products: SeedProduct[]): Promise<number> {
  const rows = seedLotRows(products);
  let added = 0;
  // In slices: one statement for thousands of products overflows the query builder's stack (npm run bench:growth).
  for (let from = 0; from < rows.length; from += 500) {
    const slice = rows.slice(from, from + 500);
    added += (await db.insert(lots).values(slice).onConflictDoNothing().returning({ id: lots.id })).length;
  }
  return added;
}
