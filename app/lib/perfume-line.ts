import type { AppLoadContext } from "react-router";
import type { PerfumeCard } from "#app/components/perfume-collection";

/** The perfumes of one line, as the collection page shows them. */
export async function loadPerfumeLine(context: AppLoadContext, line: "Mr.H" | "Mme.H"): Promise<PerfumeCard[]> {
  const perfumes = await context.services.catalog.listProducts({ kind: "perfume" });
  return perfumes
    .filter((p) => p.collection === line)
    .map((p) => {
      const variant = p.variants[0]!;
      return {
        id: variant.id,
        name: p.name,
        description: p.description,
        notes: p.notes,
        image: p.image,
        rating: p.rating,
        badge: p.badge,
        priceCents: variant.priceCents,
        soldOut: variant.stock === 0,
      };
    });
}
